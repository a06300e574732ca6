import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { EDIT_PRODUCT_TAB } from '@salon/domain';
import { EditProductModal } from './EditProductModal';

const meta = {
  title: 'Modals/EditProductModal',
  component: EditProductModal,
  args: {
    open: true,
    onClose: fn(),
    values: { name: 'Repair Shampoo 1000 ml', slug: 'repair-shampoo-1000-ml', isDisabled: false, saleDelay: 0, description: 'For dry hair.' },
    images: [{ id: 1, name: 'front.png', url: '#front', mimeType: 'image/png' }],
    documents: [],
    onSave: fn(),
    onAddImages: fn(),
    onAddDocuments: fn(),
    onRemoveFile: fn(),
  },
} satisfies Meta<typeof EditProductModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const General: Story = {
  play: async ({ args }) => {
    const modal = within(await screen.findByRole('dialog', { name: 'Edit product' }));
    await expect(modal.getByRole('tab', { name: 'General' })).toHaveAttribute('aria-selected', 'true');
    const delay = modal.getByRole('spinbutton', { name: 'Delivery delay (working days)' });
    await userEvent.clear(delay);
    await userEvent.type(delay, '5');
    await userEvent.click(modal.getByRole('checkbox', { name: 'Hide from sale' }));
    await userEvent.click(modal.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith({ ...args.values, saleDelay: 5, isDisabled: true }, expect.anything());
  },
};

export const InvalidFieldShowsGeneralTab: Story = {
  args: { initialTab: EDIT_PRODUCT_TAB.DESCRIPTION },
  play: async ({ args }) => {
    const modal = within(await screen.findByRole('dialog'));
    modal.getByRole('tab', { name: 'Description' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(modal.getByRole('tab', { name: 'General' })).toHaveFocus();
    await userEvent.clear(modal.getByRole('textbox', { name: 'Name' }));
    await userEvent.click(modal.getByRole('tab', { name: 'Description' }));
    await userEvent.click(modal.getByRole('button', { name: 'Save' }));
    await expect(await modal.findByText('This field is required.')).toBeVisible();
    await expect(modal.getByRole('tab', { name: 'General' })).toHaveAttribute('aria-selected', 'true');
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const Images: Story = {
  args: { initialTab: EDIT_PRODUCT_TAB.IMAGES },
  play: async ({ args }) => {
    const panel = within(await screen.findByRole('tabpanel', { name: 'Images' }));
    await userEvent.click(panel.getByRole('button', { name: /Remove\s?: front.png/ }));
    await expect(args.onRemoveFile).toHaveBeenCalledWith(1);
    await userEvent.click(panel.getByRole('button', { name: 'Add images' }));
    await expect(args.onAddImages).toHaveBeenCalled();
  },
};

export const Documents: Story = {
  args: { initialTab: EDIT_PRODUCT_TAB.DOCUMENTS },
  play: async ({ args }) => {
    const panel = within(await screen.findByRole('tabpanel', { name: 'Documents' }));
    await expect(panel.getByText('No files yet.')).toBeInTheDocument();
    await userEvent.click(panel.getByRole('button', { name: 'Add documents' }));
    await expect(args.onAddDocuments).toHaveBeenCalled();
  },
};

export const Description: Story = {
  args: { initialTab: EDIT_PRODUCT_TAB.DESCRIPTION },
  play: async ({ args }) => {
    const modal = within(await screen.findByRole('dialog'));
    await userEvent.type(modal.getByRole('textbox', { name: 'Description' }), ' Sulfate free.');
    await userEvent.click(modal.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith({ ...args.values, description: 'For dry hair. Sulfate free.' }, expect.anything());
  },
};

export const Saving: Story = {
  args: { saving: true },
  play: async () => {
    await expect(await screen.findByRole('button', { name: 'Saving…' })).toBeDisabled();
  },
};

export const Estonian: Story = {
  globals: { locale: 'et' },
  play: async () => {
    await expect(await screen.findByRole('tab', { name: 'Kirjeldus' })).toBeInTheDocument();
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
