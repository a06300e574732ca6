import type { Meta, StoryObj } from '@storybook/react-vite';
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
