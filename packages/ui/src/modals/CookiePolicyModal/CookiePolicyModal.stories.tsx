import { CONSENT_CATEGORY } from '@salon/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { CookiePolicyModal } from './CookiePolicyModal';

const none = { [CONSENT_CATEGORY.STATISTICS]: false, [CONSENT_CATEGORY.MARKETING]: false, [CONSENT_CATEGORY.SESSION_RECORDING]: false };

const meta = {
  title: 'Modals/CookiePolicyModal',
  component: CookiePolicyModal,
  args: { open: true, onClose: fn(), consent: none, onSave: fn(), policyHref: '/cookie-policy' },
} satisfies Meta<typeof CookiePolicyModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ChooseCategories: Story = {
  play: async ({ args }) => {
    const modal = within(await screen.findByRole('dialog', { name: 'Cookie settings' }));
    await expect(modal.getByRole('switch', { name: 'Necessary' })).toBeDisabled();
    const statistics = modal.getByRole('switch', { name: 'Statistics' });
    await expect(statistics).toHaveAttribute('aria-checked', 'false');
    await userEvent.click(statistics);
    await expect(statistics).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(modal.getByRole('button', { name: 'Save my choices' }));
    await expect(args.onSave).toHaveBeenCalledWith({ ...none, [CONSENT_CATEGORY.STATISTICS]: true });
  },
};

export const AcceptAll: Story = {
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Accept all' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      [CONSENT_CATEGORY.STATISTICS]: true,
      [CONSENT_CATEGORY.MARKETING]: true,
      [CONSENT_CATEGORY.SESSION_RECORDING]: true,
    });
  },
};

export const StoredConsent: Story = {
  args: { consent: { ...none, [CONSENT_CATEGORY.MARKETING]: true } },
  play: async () => {
    await expect(await screen.findByRole('switch', { name: 'Marketing' })).toHaveAttribute('aria-checked', 'true');
  },
};

export const Latvian: Story = {
  globals: { locale: 'lv' },
  play: async () => {
    await expect(await screen.findByRole('dialog', { name: 'Sīkdatņu iestatījumi' })).toBeInTheDocument();
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile375', isRotated: false } } };
