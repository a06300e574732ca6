import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { AddBusinessAccountModal } from './AddBusinessAccountModal';

const meta = {
  title: 'Modals/AddBusinessAccountModal',
  component: AddBusinessAccountModal,
  args: { open: true, onClose: fn(), onSubmit: fn() },
} satisfies Meta<typeof AddBusinessAccountModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FillAndSubmit: Story = {
  play: async ({ args }) => {
    const modal = within(await screen.findByRole('dialog', { name: 'Add a business account' }));
    await userEvent.click(modal.getByRole('button', { name: 'Add account' }));
    await expect(await modal.findAllByText('This field is required.')).toHaveLength(2);
    await expect(modal.getByRole('textbox', { name: 'Company name' })).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(modal.getByRole('textbox', { name: 'Company name' }), 'Salon Aura OÜ');
    await userEvent.type(modal.getByRole('textbox', { name: 'Registration code' }), '14567890');
    await userEvent.type(modal.getByRole('textbox', { name: 'VAT number' }), 'EE102345678');
    await userEvent.click(modal.getByRole('button', { name: 'Add account' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ name: 'Salon Aura OÜ', regCode: '14567890', vat: 'EE102345678' }, expect.anything());
  },
};

export const InvalidCodes: Story = {
  play: async ({ args }) => {
    const modal = within(await screen.findByRole('dialog'));
    await userEvent.type(modal.getByRole('textbox', { name: 'Company name' }), 'Salon Aura OÜ');
    await userEvent.type(modal.getByRole('textbox', { name: 'Registration code' }), '1456');
    await userEvent.type(modal.getByRole('textbox', { name: 'VAT number' }), 'FI1234');
    await userEvent.click(modal.getByRole('button', { name: 'Add account' }));
    // The domain's rules, as the API's: nothing is sent until both are valid.
    await expect(await modal.findByText('Enter the registry code: 8 digits (Estonia) or 11 digits (Latvia).')).toBeInTheDocument();
    await expect(modal.getByText('Enter EE and 9 digits or LV and 11 digits, or leave it empty.')).toBeInTheDocument();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ServerError: Story = {
  args: { serverError: 'A customer with this registration code already exists.' },
  play: async () => {
    await expect(await screen.findByRole('alert')).toHaveTextContent('already exists');
  },
};

export const Submitting: Story = {
  args: { submitting: true },
  play: async ({ args }) => {
    await expect(await screen.findByRole('button', { name: 'Saving…' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

export const Russian: Story = {
  globals: { locale: 'ru' },
  play: async () => {
    await expect(await screen.findByRole('textbox', { name: 'Регистрационный код' })).toBeRequired();
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile375', isRotated: false } } };
