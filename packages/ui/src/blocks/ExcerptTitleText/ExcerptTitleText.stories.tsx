import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyContext } from '../core/storyHelpers';
import { excerptTitleTextBlock } from './ExcerptTitleText';

const ExcerptTitleText = excerptTitleTextBlock.render;

const meta = {
  title: 'Blocks/ExcerptTitleText',
  component: ExcerptTitleText,
  args: {
    props: { title: 'Our story', description: 'Since 1995 we have supplied salons across the Baltics.\nToday we ship to four countries.', linkUrl: '/about' },
    uuid: 'excerpt-1',
    context: storyContext(),
    slots: {},
  },
} satisfies Meta<typeof ExcerptTitleText>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: /Read more.*Our story/ })).toHaveAttribute('href', '/about');
  },
};

export const Estonian: Story = {
  globals: { locale: 'et' },
  args: { props: { title: 'Meie lugu', description: 'Alates 1995. aastast varustame salonge üle Baltikumi.', linkUrl: '/meist' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: /Loe edasi.*Meie lugu/ })).toBeVisible();
  },
};

export const WithoutLink: Story = { args: { props: { title: 'Our story', description: 'Since 1995.', linkUrl: '' } } };
