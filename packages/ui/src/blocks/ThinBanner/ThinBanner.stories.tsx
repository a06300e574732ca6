import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyContext, storyImage } from '../core/storyHelpers';
import { thinBannerBlock } from './ThinBanner';

const ThinBanner = thinBannerBlock.render;

const meta = {
  title: 'Blocks/ThinBanner',
  component: ThinBanner,
  args: {
    props: { label: 'Free delivery from 50 €', linkText: 'Shop now', linkUrl: '/campaigns/delivery', imgSrc: storyImage('50€', '#b3122e', 200, 100), textColor: 'white' },
    uuid: 'thin-1',
    context: storyContext(),
    slots: {},
  },
} satisfies Meta<typeof ThinBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WholeBannerIsTheLink: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link');
    await expect(link).toHaveAttribute('href', '/campaigns/delivery');
    await expect(link).toHaveTextContent('Free delivery from 50 €');
    await expect(link).toHaveTextContent('Shop now');
  },
};

export const DarkText: Story = { args: { props: { ...meta.args.props, textColor: 'black' } } };

export const Estonian: Story = {
  globals: { locale: 'et' },
  args: { props: { ...meta.args.props, label: 'Tasuta tarne alates 50 €', linkText: 'Osta kohe' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link')).toHaveTextContent('Osta kohe');
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile375', isRotated: false } } };
