import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { CreatorStoryHost } from '../../testing/CreatorStoryHost';
import { fakeCreatorApi, type FakeCreatorApi } from '../../testing/fakeCreatorApi';
import { storyComponents, storyData, storyScheme } from '../../testing/storyData';
import { VisibilityPanel } from './VisibilityPanel';

const meta = {
  title: 'Creator/VisibilityPanel',
  component: VisibilityPanel,
  args: { scheme: storyScheme, onOpenBlock: () => undefined },
  decorators: [CreatorStoryHost],
  loaders: [() => ({ api: fakeCreatorApi(storyData) })],
} satisfies Meta<typeof VisibilityPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The window is typed in Tallinn time: 10:00 on 1 March is 08:00 UTC (winter time). */
export const PublishesInTallinnTime: Story = {
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(/Publish from/)).toHaveValue('2026-03-01T10:00');
    await userEvent.click(canvas.getByRole('radio', { name: 'Published' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Saved');
    await expect((loaded.api as FakeCreatorApi).calls).toEqual([
      { method: 'update', endpoint: 'schemes', id: 'scheme-et', body: { publication: 'PUBLISHED', publish_start: '2026-03-01T08:00:00.000Z', publish_end: null } },
    ]);
  },
};

/** Publishing a page with a block that misses a required field names the block; nothing is sent. */
export const IncompleteBlock: Story = {
  loaders: [() => ({ api: fakeCreatorApi({ ...storyData, components: [...storyComponents, { ...storyComponents[4]!, uuid: 'c-button', name: 'DynamicButton', index: 3, props: {} }] }) })],
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Published' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(/Button/);
    await expect((loaded.api as FakeCreatorApi).calls).toEqual([]);
  },
};
