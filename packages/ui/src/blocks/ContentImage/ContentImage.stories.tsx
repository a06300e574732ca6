import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyContext, storyImage } from '../core/storyHelpers';
import { contentImageBlock } from './ContentImage';

const ContentImage = contentImageBlock.render;

const meta = {
  title: 'Blocks/ContentImage',
  component: ContentImage,
  args: {
    props: { ...contentImageBlock.defaults, imgSrc: storyImage('Salon interior', '#595959'), imgAlt: 'Salon interior with styling chairs' },
    uuid: 'image-1',
    context: storyContext(),
    slots: {},
  },
} satisfies Meta<typeof ContentImage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Sharp: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Salon interior with styling chairs' })).toBeVisible();
  },
};

export const Rounded: Story = {
  args: { props: { ...meta.args.props, cornerStyle: 'rounded' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img')).toHaveClass('rounded-2xl');
  },
};

export const Estonian: Story = {
  globals: { locale: 'et' },
  args: { props: { ...meta.args.props, imgAlt: 'Salongi sisevaade' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Salongi sisevaade' })).toBeVisible();
  },
};

export const UnsafeSourceRendersNothing: Story = {
  args: { props: { ...meta.args.props, imgSrc: 'javascript:alert(1)' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('img')).toBeNull();
  },
};
