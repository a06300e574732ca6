import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { previewStoryProps } from '../core/previewStories';
import { storyContext } from '../core/storyHelpers';
import { singleLargePreviewBlock } from './SingleLargePreview';

const SingleLargePreview = singleLargePreviewBlock.render;

const meta = {
  title: 'Blocks/SingleLargePreview',
  component: SingleLargePreview,
  args: { props: previewStoryProps('large', 'Purple'), uuid: 'large-1', context: storyContext(), slots: {} },
} satisfies Meta<typeof SingleLargePreview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link');
    await expect(link).toHaveAttribute('href', '/inspiration/autumn-colours');
    await expect(link).toHaveAttribute('data-variant', 'large');
    await expect(within(link).getByRole('heading')).toHaveTextContent('Autumn colour trends');
  },
};

export const Estonian: Story = {
  globals: { locale: 'et' },
  args: { context: storyContext({ locale: 'et_EE' }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading')).toHaveTextContent('Sügisesed värvitrendid');
  },
};

export const WithoutLink: Story = {
  args: { props: { ...previewStoryProps('large', 'Blue'), linkUrl: '' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link')).toBeNull();
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
