import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
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

export const Mobile: Story = { globals: { viewport: { value: 'mobile375', isRotated: false } } };

/** With onAddFiles the footer offers an upload entry (the caller opens AddFilesModal). */
export const WithUpload: Story = {
  args: { onAddFiles: fn() },
  play: async ({ args }) => {
    const modal = within(await screen.findByRole('dialog', { name: 'Select from files' }));
    await userEvent.click(modal.getByRole('button', { name: 'Add images' }));
    await expect(args.onAddFiles).toHaveBeenCalledTimes(1);
    await expect(args.onSelect).not.toHaveBeenCalled();
  },
};

/** The library is searched and paged by the caller; typing is reported once after a pause, picks survive paging. */
export const SearchAndPages: Story = {
  args: { multiple: true, onSearchChange: fn(), onPageChange: fn(), page: 1, pageCount: 3 },
  play: async ({ args }) => {
    const modal = within(await screen.findByRole('dialog', { name: 'Select from files' }));
    await userEvent.type(modal.getByRole('searchbox', { name: 'Search files' }), 'front');
    await waitFor(() => expect(args.onSearchChange).toHaveBeenCalledWith('front'));
    await expect(args.onSearchChange).toHaveBeenCalledTimes(1);
    await userEvent.click(modal.getByRole('button', { name: 'front.png' }));
    await userEvent.click(modal.getByRole('button', { name: 'Page 2' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
    // Picks are kept by id, so a pick made before paging is still sent with later ones.
    await userEvent.click(modal.getByRole('button', { name: 'back.png' }));
    await userEvent.click(modal.getByRole('button', { name: 'Use 2 files' }));
    await expect(args.onSelect).toHaveBeenCalledWith([1, 2]);
  },
};

export const SearchInEstonian: Story = {
  args: { onSearchChange: fn(), onPageChange: fn(), page: 2, pageCount: 2, search: 'esi' },
  globals: { locale: 'et' },
  play: async () => {
    const modal = within(await screen.findByRole('dialog'));
    await expect(modal.getByRole('searchbox', { name: 'Otsi faile' })).toHaveValue('esi');
    await expect(modal.getByRole('button', { name: /2/, current: 'page' })).toBeInTheDocument();
  },
};
