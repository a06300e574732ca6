import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { RestrictionModal } from './RestrictionModal';

const meta = {
  title: 'Modals/RestrictionModal',
  component: RestrictionModal,
  args: {
    open: true,
    onClose: fn(),
    productName: 'Wella Koleston Perfect 60 ml',
    reasons: ['Sold to licensed salons only', 'Not delivered to Latvia'],
  },
} satisfies Meta<typeof RestrictionModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args }) => {
    const modal = within(await screen.findByRole('dialog', { name: 'This product cannot be ordered' }));
    await expect(modal.getAllByRole('listitem')).toHaveLength(2);
    await expect(modal.queryByRole('button', { name: 'Log in' })).toBeNull();
    await userEvent.click(modal.getByRole('button', { name: 'OK' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const LoggedOutWithActions: Story = {
  args: { onLogin: fn(), onChangeCountry: fn() },
  play: async ({ args }) => {
    const modal = within(await screen.findByRole('dialog'));
    await userEvent.click(modal.getByRole('button', { name: 'Log in' }));
    await expect(args.onLogin).toHaveBeenCalled();
    await userEvent.click(modal.getByRole('button', { name: 'Change delivery country' }));
    await expect(args.onChangeCountry).toHaveBeenCalled();
  },
};

export const Latvian: Story = {
  globals: { locale: 'lv' },
  play: async () => {
    await expect(await screen.findByRole('dialog', { name: 'Šo preci nevar pasūtīt' })).toBeInTheDocument();
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile375', isRotated: false } } };
