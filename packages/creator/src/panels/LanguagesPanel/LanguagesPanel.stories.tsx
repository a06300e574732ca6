import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CreatorStoryHost } from '../../testing/CreatorStoryHost';
import { fakeCreatorApi, type FakeCreatorApi } from '../../testing/fakeCreatorApi';
import { storyData, storyRoute, storyScheme } from '../../testing/storyData';
import { LanguagesPanel } from './LanguagesPanel';

const meta = {
  title: 'Creator/LanguagesPanel',
  component: LanguagesPanel,
  args: { route: storyRoute, schemes: [storyScheme], current: storyScheme.uuid, onOpen: fn(), onDeleted: fn() },
  decorators: [CreatorStoryHost],
  loaders: [() => ({ api: fakeCreatorApi(storyData) })],
} satisfies Meta<typeof LanguagesPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A Latvian business scheme is created and opened; the side-by-side view offers the missing variant. */
export const CreatesAScheme: Story = {
  play: async ({ canvasElement, loaded, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('variant-business')).toHaveTextContent('does not exist');
    const create = canvas.getByRole('button', { name: 'New scheme' });
    await expect(create).toBeDisabled();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Language' }), 'lv');
    await userEvent.type(canvas.getByRole('textbox', { name: /Path/ }), '/campaigns/pavasaris');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Business variant' }));
    await userEvent.click(create);
    await expect(await canvas.findByRole('status')).toHaveTextContent('Saved');
    await expect((loaded.api as FakeCreatorApi).calls).toEqual([
      { method: 'create', endpoint: 'schemes', body: { route_uuid: 'route-1', language: 'lv_LV', path: '/campaigns/pavasaris', is_business: true, meta_title: 'Spring campaign' } },
    ]);
    await expect(args.onOpen).toHaveBeenCalledWith('new-1');
  },
};

export const PathTaken: Story = {
  loaders: [() => ({ api: fakeCreatorApi(storyData, { refuse: [{ method: 'create', status: 409, message: 'This path is already used.', errors: { path: ['Taken by another scheme.'] } }] }) })],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /Path/ }), '/campaigns/spring');
    await userEvent.click(canvas.getByRole('button', { name: 'New scheme' }));
    await expect(await canvas.findByText('Taken by another scheme.')).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('This path is already used.');
    await expect(args.onOpen).not.toHaveBeenCalled();
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile375', isRotated: false } } };
