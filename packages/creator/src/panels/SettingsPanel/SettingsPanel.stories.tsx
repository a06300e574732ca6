import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { CreatorStoryHost } from '../../testing/CreatorStoryHost';
import { fakeCreatorApi, type FakeCreatorApi } from '../../testing/fakeCreatorApi';
import { storyData, storyRoute } from '../../testing/storyData';
import { SettingsPanel } from './SettingsPanel';

const meta = {
  title: 'Creator/SettingsPanel',
  component: SettingsPanel,
  args: { route: storyRoute },
  decorators: [CreatorStoryHost],
  loaders: [() => ({ api: fakeCreatorApi(storyData) })],
} satisfies Meta<typeof SettingsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SavesTheRoute: Story = {
  play: async ({ canvasElement, loaded }) => {
    const api = loaded.api as FakeCreatorApi;
    const canvas = within(canvasElement);
    const name = canvas.getByRole('textbox', { name: /Name/ });
    await userEvent.clear(name);
    await userEvent.type(name, 'Spring offers');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Highlighted' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Saved');
    await expect(api.calls).toEqual([{ method: 'update', endpoint: 'routes', id: 'route-1', body: { name: 'Spring offers', props: { order: 3, is_highlighted: false } } }]);
  },
};

export const WrongOrder: Story = {
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    const order = canvas.getByRole('textbox', { name: 'Order' });
    await userEvent.clear(order);
    await userEvent.type(order, 'first');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('The order must be a whole number, or empty.')).toBeVisible();
    await expect(order).toHaveAttribute('aria-invalid', 'true');
    await expect((loaded.api as FakeCreatorApi).calls).toEqual([]);
  },
};

export const RefusedByTheApi: Story = {
  loaders: [() => ({ api: fakeCreatorApi(storyData, { refuse: [{ method: 'update', message: 'Check the form.', errors: { name: ['A route with this name exists.'] } }] }) })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('A route with this name exists.')).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Saving failed: Check the form.');
    await expect(canvas.queryByRole('status')).toBeNull();
    // What was typed stays.
    await expect(canvas.getByRole('textbox', { name: /Name/ })).toHaveValue('Spring campaign');
  },
};

export const Estonian: Story = { globals: { locale: 'et' } };
