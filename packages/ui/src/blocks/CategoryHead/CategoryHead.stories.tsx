import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { categoryTextStories } from '../core/categoryTextStories';
import { categoryHeadBlock } from './CategoryHead';

const CategoryHead = categoryHeadBlock.render;
const stories = categoryTextStories('head');

const meta = {
  title: 'Blocks/CategoryHead',
  component: CategoryHead,
  args: stories.args,
} satisfies Meta<typeof CategoryHead>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ClampedToTwoLines: Story = stories.ClampedToTwoLines;
export const Estonian: Story = stories.Estonian;
export const Mobile: Story = stories.Mobile;

/** In a category page's head placeholder the page already has its h1: the block's title steps down to h2. */
export const UnderPageTitle: Story = {
  args: { context: { ...stories.args.context, pageHasTitle: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Shampoos' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { level: 1 })).toBeNull();
  },
};
