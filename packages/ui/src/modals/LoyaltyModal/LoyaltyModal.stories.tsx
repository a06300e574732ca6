import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { LOYALTY_MODAL_VIEW } from '@salon/domain';
import { LoyaltyModal } from './LoyaltyModal';

const meta = {
  title: 'Modals/LoyaltyModal',
  component: LoyaltyModal,
  args: {
    open: true,
    onClose: fn(),
    view: LOYALTY_MODAL_VIEW.CALL_TO_JOIN,
    onJoin: fn(),
    onAcknowledge: fn(),
    onLeave: fn(),
    totalSpent: 620,
    pointsBalance: 62,
  },
} satisfies Meta<typeof LoyaltyModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CallToJoin: Story = {
  play: async ({ args }) => {
    const modal = within(await screen.findByRole('dialog', { name: 'Join our loyalty programme' }));
    await expect(modal.getByText(/up to 20% off/)).toBeInTheDocument();
    await userEvent.click(modal.getByRole('button', { name: 'Join now' }));
    await expect(args.onJoin).toHaveBeenCalledTimes(1);
    await userEvent.click(modal.getByRole('button', { name: 'Not now' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const Joining: Story = {
  args: { busy: true },
  play: async ({ args }) => {
    await expect(await screen.findByRole('button', { name: 'Join now' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

export const Welcome: Story = {
  args: { view: LOYALTY_MODAL_VIEW.WELCOME },
  play: async ({ args }) => {
    const modal = within(await screen.findByRole('dialog', { name: 'Welcome to the loyalty programme' }));
    await expect(modal.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '620');
    await expect(modal.getByText('Points balance: 62')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    // Closing in any way acknowledges the welcome flag.
    await expect(args.onAcknowledge).toHaveBeenCalledTimes(1);
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const Leaving: Story = {
  args: { view: LOYALTY_MODAL_VIEW.LEAVING },
  play: async ({ args }) => {
    const modal = within(await screen.findByRole('dialog', { name: 'Leave the loyalty programme?' }));
    await userEvent.click(modal.getByRole('button', { name: 'Leave programme' }));
    await expect(args.onLeave).toHaveBeenCalledTimes(1);
    await userEvent.click(modal.getByRole('button', { name: 'Stay in programme' }));
    await expect(args.onClose).toHaveBeenCalled();
    await expect(args.onAcknowledge).not.toHaveBeenCalled();
  },
};

export const Estonian: Story = {
  globals: { locale: 'et' },
  play: async () => {
    await expect(await screen.findByRole('dialog', { name: 'Liitu meie püsikliendiprogrammiga' })).toBeInTheDocument();
  },
};

export const Mobile: Story = { args: { view: LOYALTY_MODAL_VIEW.WELCOME }, globals: { viewport: { value: 'mobile375', isRotated: false } } };
