import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { ErrorMessageModal } from './ErrorMessageModal';

const meta = {
  title: 'Modals/ErrorMessageModal',
  component: ErrorMessageModal,
  args: { open: true, onClose: fn(), message: 'The order could not be submitted.' },
} satisfies Meta<typeof ErrorMessageModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithMessage: Story = {
  play: async ({ args }) => {
    const modal = within(await screen.findByRole('dialog', { name: 'Error' }));
    await expect(modal.getByRole('alert')).toHaveTextContent('The order could not be submitted.');
    await userEvent.click(modal.getByRole('button', { name: 'OK' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const WithFieldErrors: Story = {
  args: {
    fieldErrors: [
      { field: 'phone', message: 'Enter a valid phone number.' },
      { field: 'reg_code', message: 'This registration code is already in use.' },
    ],
  },
  play: async () => {
    const modal = within(await screen.findByRole('dialog'));
    const items = modal.getAllByRole('listitem');
    await expect(items[0]).toHaveTextContent('[phone] - Enter a valid phone number.');
    await expect(items).toHaveLength(2);
  },
};

export const WithoutMessage: Story = {
  args: { message: null },
  play: async () => {
    await expect(await screen.findByRole('alert')).toHaveTextContent('We could not complete your request.');
  },
};

export const Russian: Story = {
  args: { message: null },
  globals: { locale: 'ru' },
  play: async () => {
    await expect(await screen.findByRole('dialog', { name: 'Ошибка' })).toBeInTheDocument();
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile375', isRotated: false } } };
