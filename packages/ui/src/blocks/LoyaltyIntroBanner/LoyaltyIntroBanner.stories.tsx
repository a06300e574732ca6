import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { loyaltyButtonsBlock } from '../LoyaltyButtons';
import { storyContext, storyImage, storySlot } from '../core/storyHelpers';
import { loyaltyIntroBannerBlock } from './LoyaltyIntroBanner';

const LoyaltyIntroBanner = loyaltyIntroBannerBlock.render;
const loggedOut = storyContext({ onLogin: fn(), onRegister: fn() });

const meta = {
  title: 'Blocks/LoyaltyIntroBanner',
  component: LoyaltyIntroBanner,
  args: {
    props: {
      ...loyaltyIntroBannerBlock.defaults,
      title: 'Join our loyalty club',
      description: 'Save up to 20% on every order as your spend grows.',
      imgSrc: storyImage('Club', '#5b2a86'),
      imgAlt: 'Loyalty club members in the salon',
    },
    uuid: 'intro-1',
    context: loggedOut,
    slots: { default: storySlot(loyaltyButtonsBlock, [{}], loggedOut) },
  },
} satisfies Meta<typeof LoyaltyIntroBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LoggedOut: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Join our loyalty club' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(loggedOut.onLogin).toHaveBeenCalledTimes(1);
  },
};

const canJoin = storyContext({ user: { loggedIn: true, isBusiness: false, isLoyal: false, canJoinLoyalty: true }, onJoinLoyalty: fn() });
export const LoggedInCanJoin: Story = {
  args: { context: canJoin, slots: { default: storySlot(loyaltyButtonsBlock, [{}], canJoin) } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Join the loyalty programme' }));
    await expect(canJoin.onJoinLoyalty).toHaveBeenCalledTimes(1);
  },
};

export const DarkText: Story = { args: { props: { ...meta.args.props, textColor: 'black' } } };

export const Estonian: Story = {
  globals: { locale: 'et' },
  args: { props: { ...meta.args.props, title: 'Liitu püsikliendiklubiga', description: 'Säästa iga tellimusega kuni 20%.' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Loo konto' })).toBeVisible();
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile375', isRotated: false } } };
