import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyContext, storyImage } from '../core/storyHelpers';
import { carouselItemBlock } from './CarouselItem';

const CarouselItem = carouselItemBlock.render;

const meta = {
  title: 'Blocks/CarouselItem',
  component: CarouselItem,
  args: {
    props: {
      ...carouselItemBlock.defaults,
      title: 'Spring colours are here',
      linkUrl: '/campaigns/spring',
      imgSrc: storyImage('Spring'),
      imgAlt: 'Model with spring hair colour',
      brandImgSrc: storyImage('Wella', '#111111', 300, 100),
      brandImgAlt: 'Wella',
    },
    uuid: 'slide-1',
    context: storyContext(),
    slots: {},
  },
} satisfies Meta<typeof CarouselItem>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Blue: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Spring colours are here' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'VAATA LÄHEMALT' })).toHaveAttribute('href', '/campaigns/spring');
  },
};

export const Green: Story = { args: { props: { ...meta.args.props, colorSchemeNumber: 2 } } };

export const OutsideWindowHidden: Story = {
  args: { props: { ...meta.args.props, startDateTime: '2025-06-01T00:00', endDateTime: '2025-06-30T00:00' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('heading')).toBeNull();
  },
};

export const PreviewShowsScheduled: Story = {
  args: { props: { ...meta.args.props, startDateTime: '2025-06-01T00:00' }, context: storyContext({ mode: 'preview' }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading')).toBeVisible();
  },
};

export const Estonian: Story = {
  globals: { locale: 'et' },
  args: { props: { ...meta.args.props, title: 'Kevadised toonid', colorSchemeNumber: 3, linkAlt: 'Vaata kampaaniat' }, context: storyContext({ locale: 'et_EE' }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Vaata kampaaniat' })).toBeVisible();
  },
};
