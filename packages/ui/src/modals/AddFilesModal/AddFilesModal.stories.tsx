import { FILE_KIND, IMAGE_MIME_TYPE } from '@salon/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { AddFilesModal } from './AddFilesModal';

const meta = {
  title: 'Modals/AddFilesModal',
  component: AddFilesModal,
  args: { open: true, onClose: fn(), kind: FILE_KIND.IMAGES, onUpload: fn() },
} satisfies Meta<typeof AddFilesModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Images: Story = {
  play: async ({ args }) => {
    const modal = within(await screen.findByRole('dialog', { name: 'Add images' }));
    const input = modal.getByLabelText('Choose files');
    await expect(input).toHaveAttribute('accept', expect.stringContaining(IMAGE_MIME_TYPE.WEBP));
    await expect(input.getAttribute('accept')).not.toContain(IMAGE_MIME_TYPE.PDF);
    await expect(modal.getByRole('button', { name: 'Upload' })).toBeDisabled();
    const photo = new File(['x'], 'front.png', { type: IMAGE_MIME_TYPE.PNG });
    await userEvent.upload(input, photo);
    await expect(modal.getByText('front.png')).toBeInTheDocument();
    await userEvent.click(modal.getByRole('button', { name: 'Upload 1 file' }));
    await expect(args.onUpload).toHaveBeenCalledWith([photo]);
  },
};

export const RejectsWrongType: Story = {
  play: async () => {
    const modal = within(await screen.findByRole('dialog'));
    // applyAccept off: the browser picker may still hand over other types (drag and drop, "all files").
    await userEvent.upload(modal.getByLabelText('Choose files'), new File(['x'], 'notes.txt', { type: 'text/plain' }), { applyAccept: false });
    await expect(modal.getByRole('alert')).toHaveTextContent('Not accepted: notes.txt');
  },
};

export const Documents: Story = {
  args: { kind: FILE_KIND.DOCUMENTS },
  play: async () => {
    const modal = within(await screen.findByRole('dialog', { name: 'Add documents' }));
    await expect(modal.getByLabelText('Choose files')).toHaveAttribute('accept', IMAGE_MIME_TYPE.PDF);
  },
};

export const Uploading: Story = {
  args: { uploading: true },
  play: async ({ args }) => {
    await expect(await screen.findByRole('button', { name: 'Uploading…' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

export const Estonian: Story = {
  globals: { locale: 'et' },
  play: async () => {
    await expect(await screen.findByRole('dialog', { name: 'Lisa pilte' })).toBeInTheDocument();
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile375', isRotated: false } } };
