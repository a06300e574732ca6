import type { Meta, StoryObj } from '@storybook/react-vite';
import { previewCardStories } from '../core/previewStories';
import { splitPreviewRegularBlock } from './SplitPreviewRegular';

const SplitPreviewRegular = splitPreviewRegularBlock.render;
const stories = previewCardStories('regular', 'Green');

const meta = {
  title: 'Blocks/SplitPreviewRegular',
  component: SplitPreviewRegular,
  args: stories.args,
} satisfies Meta<typeof SplitPreviewRegular>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = stories.English;
export const Estonian: Story = stories.Estonian;
export const WithoutLink: Story = stories.WithoutLink;
export const Mobile: Story = stories.Mobile;
