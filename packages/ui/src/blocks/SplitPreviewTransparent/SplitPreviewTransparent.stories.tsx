import type { Meta, StoryObj } from '@storybook/react-vite';
import { previewCardStories } from '../core/previewStories';
import { splitPreviewTransparentBlock } from './SplitPreviewTransparent';

const SplitPreviewTransparent = splitPreviewTransparentBlock.render;
const stories = previewCardStories('transparent', 'Purple');

const meta = {
  title: 'Blocks/SplitPreviewTransparent',
  component: SplitPreviewTransparent,
  args: stories.args,
} satisfies Meta<typeof SplitPreviewTransparent>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = stories.English;
export const Estonian: Story = stories.Estonian;
export const WithoutLink: Story = stories.WithoutLink;
export const Mobile: Story = stories.Mobile;
