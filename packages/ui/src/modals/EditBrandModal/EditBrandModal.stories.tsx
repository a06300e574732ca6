import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { EditBrandModal } from './EditBrandModal';

const meta = {
  title: 'Modals/EditBrandModal',
  component: EditBrandModal,
  args: { open: true, onClose: fn(), onSave: fn(), values: { name: 'Kérastase', slug: 'kerastase', description: '' } },
} satisfies Meta<typeof EditBrandModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Edit: Story = {
  play: async ({ args }) => {
    const modal = within(await screen.findByRole('dialog', { name: 'Edit brand' }));
    await userEvent.type(modal.getByRole('textbox', { name: 'Description' }), 'Professional line.');
    await userEvent.click(modal.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith({ name: 'Kérastase', slug: 'kerastase', description: 'Professional line.' }, expect.anything());
  },
};

export const RequiredFields: Story = {
  play: async ({ args }) => {
    const modal = within(await screen.findByRole('dialog'));
    await userEvent.clear(modal.getByRole('textbox', { name: 'Name' }));
    await userEvent.clear(modal.getByRole('textbox', { name: 'URL name' }));
    await userEvent.click(modal.getByRole('button', { name: 'Save' }));
    await expect(await modal.findAllByText('This field is required.')).toHaveLength(2);
    await expect(modal.getByRole('textbox', { name: 'URL name' })).toHaveAccessibleDescription(
      'This field is required. Lower-case letters, digits and hyphens.',
    );
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const ServerError: Story = {
  args: { serverError: 'This URL name is already used.' },
  play: async () => {
    await expect(await screen.findByRole('alert')).toHaveTextContent('already used');
  },
};

export const Saving: Story = {
  args: { saving: true },
  play: async ({ args }) => {
    await expect(await screen.findByRole('button', { name: 'Saving…' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

export const Estonian: Story = {
  globals: { locale: 'et' },
  play: async () => {
    await expect(await screen.findByRole('dialog', { name: 'Muuda brändi' })).toBeInTheDocument();
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
