import type { Meta, StoryObj } from '@storybook/react-vite';
import { categoryTextStories } from '../core/categoryTextStories';
import { categoryFootBlock } from './CategoryFoot';

const CategoryFoot = categoryFootBlock.render;
const stories = categoryTextStories('foot');

const meta = {
  title: 'Blocks/CategoryFoot',
  component: CategoryFoot,
  args: stories.args,
} satisfies Meta<typeof CategoryFoot>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ClampedToTwoLines: Story = stories.ClampedToTwoLines;
export const Estonian: Story = stories.Estonian;
export const Mobile: Story = stories.Mobile;
