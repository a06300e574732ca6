import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CreatorStoryHost } from '../../testing/CreatorStoryHost';
import { fakeCreatorApi, type FakeCreatorApi } from '../../testing/fakeCreatorApi';
import { storyData, storyScheme } from '../../testing/storyData';
import { EditorPanel } from './EditorPanel';

const meta = {
  title: 'Creator/EditorPanel',
  component: EditorPanel,
  args: { scheme: storyScheme, placeholderUuid: null, initialComponent: null, onLeavePlaceholder: fn(), onEnterPlaceholder: fn() },
  decorators: [CreatorStoryHost],
  loaders: [() => ({ api: fakeCreatorApi(storyData) })],
} satisfies Meta<typeof EditorPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Duplicating a group copies it with its blocks right after it, in one call that also saves the shown order. */
export const DuplicatesABlock: Story = {
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Duplicate Split preview group' }));
    await expect(await canvas.findByText('Split preview group was duplicated with its blocks.')).toBeVisible();
    const [call] = (loaded.api as FakeCreatorApi).calls;
    await expect(call).toMatchObject({ method: 'createComponentTree', body: { scheme_uuid: 'scheme-et', parent_uuid: null, index: 2, sibling_order: ['c-head', 'c-wrapper', 'c-spacer'] } });
    await expect((call!.body as { tree: { name: string; children: unknown[] }[] }).tree[0]).toMatchObject({ name: 'SplitPreviewWrapper', children: [{ name: 'SplitPreviewMini' }, { name: 'SplitPreviewMini' }] });
  },
};

/** A keyboard move is an unsaved change that undo and redo step through; Save sends the order in one call. */
export const MoveUndoRedoSave: Story = {
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    const unsaved = () => canvas.getByText(/unsaved change/);
    await userEvent.click(await canvas.findByRole('button', { name: 'Move Spacer' }));
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{ArrowUp}');
    await userEvent.keyboard(' ');
    await expect(unsaved()).toHaveTextContent('1 unsaved change');
    await userEvent.click(canvas.getByRole('button', { name: 'Undo' }));
    await expect(unsaved()).toHaveTextContent('0 unsaved changes');
    await userEvent.click(canvas.getByRole('button', { name: 'Redo' }));
    await expect(unsaved()).toHaveTextContent('1 unsaved change');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Saved')).toBeVisible();
    await expect((loaded.api as FakeCreatorApi).calls).toEqual([{ method: 'reorderComponents', body: { scheme_uuid: 'scheme-et', parent_uuid: null, order: ['c-head', 'c-spacer', 'c-wrapper'] } }]);
    await expect(unsaved()).toHaveTextContent('0 unsaved changes');
  },
};

export const EmptyPage: Story = {
  loaders: [() => ({ api: fakeCreatorApi({ ...storyData, components: [] }) })],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('The page has no blocks yet.')).toBeVisible();
  },
};

/**
 * Until the saved order (the blueprint) has arrived the blocks are not listed and nothing can be
 * added: listed in creation order first, they jumped when it came, under a move made meanwhile.
 */
export const WaitsForTheSavedOrder: Story = {
  loaders: [() => ({ api: fakeCreatorApi(storyData, { holdLists: ['blueprints'] }) })],
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Loading…')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Move Spacer' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Add to the page' })).toBeDisabled();
    (loaded.api as FakeCreatorApi).release();
    await expect(await canvas.findByRole('button', { name: 'Move Spacer' })).toBeVisible();
    await expect(canvas.queryByText('Loading…')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Add to the page' })).toBeEnabled();
  },
};

export const LoadFailed: Story = {
  loaders: [() => ({ api: fakeCreatorApi(storyData, { failLists: true }) })],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Loading failed.');
  },
};

/** A placeholder's blocks: the heading names the placeholder, and the way back to the page's own blocks. */
export const InAPlaceholder: Story = {
  args: { placeholderUuid: 'ph-1' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/Editing placeholder Brand head/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Back to the page blocks' }));
    await expect(args.onLeavePlaceholder).toHaveBeenCalled();
  },
};
