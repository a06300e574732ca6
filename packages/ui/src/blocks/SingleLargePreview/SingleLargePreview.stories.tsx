import type { Meta, StoryObj } from '@storybook/react-vite';
import { previewCardStories } from '../core/previewStories';
import { singleLargePreviewBlock } from './SingleLargePreview';

const SingleLargePreview = singleLargePreviewBlock.render;
const stories = previewCardStories('large', 'Purple');

const meta = {
  title: 'Blocks/SingleLargePreview',
  component: SingleLargePreview,
  args: stories.args,
} satisfies Meta<typeof SingleLargePreview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = stories.English;
export const Estonian: Story = stories.Estonian;
export const WithoutLink: Story = stories.WithoutLink;
export const Mobile: Story = stories.Mobile;
