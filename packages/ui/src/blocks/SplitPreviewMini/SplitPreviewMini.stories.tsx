import type { Meta, StoryObj } from '@storybook/react-vite';
import { previewCardStories } from '../core/previewStories';
import { splitPreviewMiniBlock } from './SplitPreviewMini';

const SplitPreviewMini = splitPreviewMiniBlock.render;
const stories = previewCardStories('mini', 'Blue');

const meta = {
  title: 'Blocks/SplitPreviewMini',
  component: SplitPreviewMini,
  args: stories.args,
} satisfies Meta<typeof SplitPreviewMini>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = stories.English;
export const Estonian: Story = stories.Estonian;
export const WithoutLink: Story = stories.WithoutLink;
export const Mobile: Story = stories.Mobile;
