import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { FileViewerModal } from './FileViewerModal';

const image = (color: string) =>
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200"><rect width="200" height="200" fill="${color}"/></svg>`);

const meta = {
  title: 'Modals/FileViewerModal',
  component: FileViewerModal,
  args: {
    open: true,
    onClose: fn(),
    files: [
      { id: 1, name: 'front.png', url: image('#c9d6ff'), mimeType: 'image/png' },
      { id: 2, name: 'back.png', url: image('#e4d2f5'), mimeType: 'image/png' },
      { id: 3, name: 'safety-sheet.docx', url: '#safety-sheet', mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
    ],
  },
} satisfies Meta<typeof FileViewerModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const BrowseFiles: Story = {
  play: async () => {
    const modal = within(await screen.findByRole('dialog', { name: 'front.png' }));
    await expect(modal.getByRole('img', { name: 'front.png' })).toBeInTheDocument();
    await expect(modal.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(modal.getByRole('button', { name: 'Next' }));
    await expect(await screen.findByRole('dialog', { name: 'back.png' })).toBeInTheDocument();
    await userEvent.click(modal.getByRole('button', { name: 'Next' }));
    await expect(modal.getByRole('link', { name: 'Download safety-sheet.docx' })).toBeInTheDocument();
    await expect(modal.getByRole('button', { name: 'Next' })).toBeDisabled();
    await expect(modal.getByText('3 of 3')).toBeInTheDocument();
  },
};

export const SingleFile: Story = {
  args: { files: [{ id: 1, name: 'front.png', url: image('#c9d6ff'), mimeType: 'image/png' }] },
  play: async () => {
    await screen.findByRole('dialog');
    await expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
  },
};

export const NoFiles: Story = {
  args: { files: [] },
  play: async () => {
    await expect(await screen.findByText('No files yet.')).toBeInTheDocument();
  },
};

export const Estonian: Story = {
  globals: { locale: 'et' },
  play: async () => {
    await expect(await screen.findByRole('button', { name: 'Järgmine' })).toBeEnabled();
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile375', isRotated: false } } };
