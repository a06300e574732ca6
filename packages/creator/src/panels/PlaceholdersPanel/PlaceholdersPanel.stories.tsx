import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CreatorStoryHost } from '../../testing/CreatorStoryHost';
import { fakeCreatorApi, type FakeCreatorApi } from '../../testing/fakeCreatorApi';
import { storyData, storyScheme } from '../../testing/storyData';
import { PlaceholdersPanel } from './PlaceholdersPanel';

const meta = {
  title: 'Creator/PlaceholdersPanel',
  component: PlaceholdersPanel,
  args: { scheme: storyScheme, onEdit: fn(), onDeleted: fn() },
  decorators: [CreatorStoryHost],
  loaders: [() => ({ api: fakeCreatorApi(storyData) })],
} satisfies Meta<typeof PlaceholdersPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Its settings keep the props the form does not show; a line that is not key=value is named and nothing is sent. */
export const EditsSettings: Story = {
  play: async ({ canvasElement, loaded }) => {
    const api = loaded.api as FakeCreatorApi;
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Settings of placeholder Brand head' }));
    const form = within(canvas.getByRole('form', { name: 'Settings of placeholder Brand head' }));
    const fields = form.getByRole('textbox', { name: 'Page query fields' });
    await userEvent.clear(fields);
    await userEvent.type(fields, 'brand=5{enter}category');
    await expect(await form.findByText('Not key=value: category')).toBeVisible();
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    await expect(api.calls).toEqual([]);
    await userEvent.type(fields, '=7');
    await userEvent.type(form.getByRole('textbox', { name: 'Background colour' }), '#112233');
    await userEvent.click(form.getByRole('checkbox', { name: 'Replace the original block' }));
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Saved');
    await expect(api.calls).toEqual([
      {
        method: 'update',
        endpoint: 'placeholders',
        id: 'ph-1',
        body: { name: 'Brand head', props: { label: 'Spring', backgroundColor: '#112233', textColor: '', linkUrl: '', query_fields: { brand: '5', category: '7' }, replace_original: true } },
      },
    ]);
  },
};

export const CreatesAPlaceholder: Story = {
  play: async ({ canvasElement, loaded, args }) => {
    const canvas = within(canvasElement);
    const form = within(canvas.getByRole('form', { name: 'New placeholder' }));
    await userEvent.selectOptions(form.getByRole('combobox', { name: 'Position' }), 'product_list_foot');
    await userEvent.type(form.getByRole('textbox', { name: 'Name' }), 'Foot');
    await userEvent.click(form.getByRole('button', { name: 'New placeholder' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Saved');
    await expect((loaded.api as FakeCreatorApi).calls).toEqual([{ method: 'create', endpoint: 'placeholders', body: { scheme_uuid: 'scheme-et', type: 'product_list_foot', name: 'Foot' } }]);
    await expect(args.onEdit).toHaveBeenCalledWith('new-1');
  },
};

export const None: Story = {
  loaders: [() => ({ api: fakeCreatorApi({ ...storyData, placeholders: [] }) })],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/no placeholders/i)).toBeVisible();
  },
};

export const LoadFailed: Story = {
  loaders: [() => ({ api: fakeCreatorApi(storyData, { failLists: true }) })],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Loading failed.');
  },
};
