import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { contentDynamicTextBlock } from '../ContentDynamicText';
import { articleBlocks } from '../core/richTextFixtures';
import { storyContext, storySlot } from '../core/storyHelpers';
import { contentWrapperBlock } from './ContentWrapper';

const ContentWrapper = contentWrapperBlock.render;

const meta = {
  title: 'Blocks/ContentWrapper',
  component: ContentWrapper,
  args: {
    props: { width: 'narrow', uniqueId: 'content' },
    uuid: 'wrapper-1',
    context: storyContext(),
    slots: { default: storySlot(contentDynamicTextBlock, [{ content: articleBlocks('en').slice(0, 2) }, { content: articleBlocks('en').slice(3, 5) }]) },
  },
} satisfies Meta<typeof ContentWrapper>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Narrow: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('#content')).toHaveClass('max-w-3xl');
    await expect(within(canvasElement).getAllByRole('heading')).toHaveLength(2);
  },
};

export const Wide: Story = { args: { props: { width: 'wide', uniqueId: '' } } };

export const Estonian: Story = { globals: { locale: 'et' }, args: { slots: { default: storySlot(contentDynamicTextBlock, [{ content: articleBlocks('et') }]) } } };
