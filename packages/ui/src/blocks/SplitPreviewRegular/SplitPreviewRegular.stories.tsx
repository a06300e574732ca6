import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { previewStoryProps } from '../core/previewStories';
import { storyContext } from '../core/storyHelpers';
import { splitPreviewRegularBlock } from './SplitPreviewRegular';

const SplitPreviewRegular = splitPreviewRegularBlock.render;

const meta = {
  title: 'Blocks/SplitPreviewRegular',
  component: SplitPreviewRegular,
  args: { props: previewStoryProps('regular', 'Green'), uuid: 'regular-1', context: storyContext(), slots: {} },
} satisfies Meta<typeof SplitPreviewRegular>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link');
    await expect(link).toHaveAttribute('href', '/inspiration/autumn-colours');
    await expect(link).toHaveAttribute('data-variant', 'regular');
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
  args: { props: { ...previewStoryProps('regular', 'Blue'), linkUrl: '' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link')).toBeNull();
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
