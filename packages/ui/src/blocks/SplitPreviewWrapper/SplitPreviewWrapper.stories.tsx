import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { splitPreviewMiniBlock } from '../SplitPreviewMini';
import { splitPreviewRegularBlock } from '../SplitPreviewRegular';
import { previewStoryProps } from '../core/previewStories';
import { storyContext, storySlot } from '../core/storyHelpers';
import { splitPreviewWrapperBlock } from './SplitPreviewWrapper';

const SplitPreviewWrapper = splitPreviewWrapperBlock.render;
const slots = (context = storyContext()) => ({
  default: [
    ...storySlot(splitPreviewRegularBlock, [previewStoryProps('regular', 'Green')], context),
    ...storySlot(splitPreviewMiniBlock, [previewStoryProps('mini', 'Blue')], context),
  ],
});

const meta = {
  title: 'Blocks/SplitPreviewWrapper',
  component: SplitPreviewWrapper,
  args: { props: { gap: 24 }, uuid: 'split-1', context: storyContext(), slots: slots() },
} satisfies Meta<typeof SplitPreviewWrapper>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TwoPreviews: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('link')).toHaveLength(2);
  },
};

export const Estonian: Story = {
  globals: { locale: 'et' },
  args: { slots: slots(storyContext({ locale: 'et_EE' })) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('heading')[0]).toHaveTextContent('Sügisesed');
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile375', isRotated: false } } };
