import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { SelectFromFilesModal } from './SelectFromFilesModal';

const image = (color: string) =>
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200"><rect width="200" height="200" fill="${color}"/></svg>`);

const meta = {
  title: 'Modals/SelectFromFilesModal',
  component: SelectFromFilesModal,
  args: {
    open: true,
    onClose: fn(),
    onRetry: fn(),
    onSelect: fn(),
    status: 'success',
    files: [
      { id: 1, name: 'front.png', url: image('#c9d6ff'), mimeType: 'image/png' },
      { id: 2, name: 'back.png', url: image('#e4d2f5'), mimeType: 'image/png' },
      { id: 3, name: 'manual.pdf', url: '#manual', mimeType: 'application/pdf' },
    ],
  },
} satisfies Meta<typeof SelectFromFilesModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PickOne: Story = {
  play: async ({ args }) => {
    const modal = within(await screen.findByRole('dialog', { name: 'Select from files' }));
    await userEvent.click(modal.getByRole('button', { name: 'front.png' }));
    await userEvent.click(modal.getByRole('button', { name: 'back.png' }));
    // Single choice: the second pick replaces the first.
    await expect(modal.getByRole('button', { name: 'front.png' })).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(modal.getByRole('button', { name: 'Use 1 file' }));
    await expect(args.onSelect).toHaveBeenCalledWith([2]);
  },
};

export const PickSeveral: Story = {
  args: { multiple: true },
  play: async ({ args }) => {
    const modal = within(await screen.findByRole('dialog'));
    await userEvent.click(modal.getByRole('button', { name: 'front.png' }));
    await userEvent.click(modal.getByRole('button', { name: 'manual.pdf' }));
    await userEvent.click(modal.getByRole('button', { name: 'Use 2 files' }));
    await expect(args.onSelect).toHaveBeenCalledWith([1, 3]);
  },
};

export const Loading: Story = {
  args: { status: 'loading' },
  play: async () => {
    await expect(await screen.findByRole('status')).toHaveTextContent('Loading…');
  },
};

export const LoadError: Story = {
  args: { status: 'error' },
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Empty: Story = {
  args: { files: [] },
  play: async () => {
    await expect(await screen.findByText('No files yet.')).toBeInTheDocument();
  },
};

export const Russian: Story = {
  globals: { locale: 'ru' },
  play: async () => {
    await expect(await screen.findByRole('dialog', { name: 'Выбрать из файлов' })).toBeInTheDocument();
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
