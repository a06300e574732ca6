import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { articleBlocks } from '../core/richTextFixtures';
import { storyContext } from '../core/storyHelpers';
import { postContentBlock } from './PostContent';

const PostContent = postContentBlock.render;

const meta = {
  title: 'Blocks/PostContent',
  component: PostContent,
  args: { props: { content: articleBlocks('en'), uniqueId: 'article' }, uuid: 'post-1', context: storyContext(), slots: {} },
} satisfies Meta<typeof PostContent>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Article: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Why a mask matters' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'mask guide' })).toHaveAttribute('href', '/inspiration/masks');
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
  },
};

export const Estonian: Story = {
  globals: { locale: 'et' },
  args: { props: { content: articleBlocks('et'), uniqueId: '' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Iganädalane mask/)).toHaveClass('text-left');
  },
};
