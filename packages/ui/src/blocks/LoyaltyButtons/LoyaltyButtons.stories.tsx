import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyContext } from '../core/storyHelpers';
import { loyaltyButtonsBlock } from './LoyaltyButtons';

const LoyaltyButtons = loyaltyButtonsBlock.render;
const user = { loggedIn: true, isBusiness: false, isLoyal: false, canJoinLoyalty: true };

const meta = {
  title: 'Blocks/LoyaltyButtons',
  component: LoyaltyButtons,
  args: { props: { alignment: 'left' }, uuid: 'buttons-1', context: storyContext({ onLogin: fn(), onRegister: fn(), onJoinLoyalty: fn() }), slots: {} },
} satisfies Meta<typeof LoyaltyButtons>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LoggedOut: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Create an account' }));
    await expect(args.context.onRegister).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(args.context.onLogin).toHaveBeenCalledTimes(1);
  },
};

export const LoggedInCanJoin: Story = {
  args: { context: storyContext({ user, onJoinLoyalty: fn() }) },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Join the loyalty programme' }));
    await expect(args.context.onJoinLoyalty).toHaveBeenCalledTimes(1);
  },
};

export const LoggedInCannotJoin: Story = {
  args: { context: storyContext({ user: { ...user, canJoinLoyalty: false } }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

export const AlreadyMember: Story = {
  args: { context: storyContext({ user: { ...user, isLoyal: true } }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

export const Estonian: Story = {
  globals: { locale: 'et' },
  args: { props: { alignment: 'center' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Logi sisse' })).toBeVisible();
  },
};
