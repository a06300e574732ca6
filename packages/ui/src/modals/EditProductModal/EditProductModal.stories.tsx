import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { EDIT_PRODUCT_TAB, LOCALE_CODE } from '@salon/domain';
import { EditProductModal } from './EditProductModal';

const meta = {
  title: 'Modals/EditProductModal',
  component: EditProductModal,
  args: {
    open: true,
    onClose: fn(),
    values: {
      name: { et_EE: 'Taastav šampoon 1000 ml', en_US: 'Repair Shampoo 1000 ml', ru_RU: 'Восстанавливающий шампунь 1000 мл', fi_FI: 'Korjaava shampoo 1000 ml', lv_LV: 'Atjaunojošs šampūns 1000 ml' },
      slug: { et_EE: 'taastav-sampoon-1000-ml', en_US: 'repair-shampoo-1000-ml', ru_RU: 'vosstanavlivayushchiy-shampun', fi_FI: 'korjaava-shampoo', lv_LV: 'atjaunojoss-sampuns' },
      price: '24.90',
      isDisabled: false,
      saleDelay: 0,
      description: { et_EE: 'Kuivadele juustele.', en_US: 'For dry hair.', ru_RU: 'Для сухих волос.', fi_FI: 'Kuiville hiuksille.', lv_LV: 'Sausiem matiem.' },
    },
    initialLocale: LOCALE_CODE.EN,
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
    await expect(args.onSave).toHaveBeenCalledWith({ ...args.values, description: { ...args.values.description, en_US: 'For dry hair. Sulfate free.' } }, expect.anything());
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

export const Mobile: Story = { globals: { viewport: { value: 'mobile375', isRotated: false } } };

export const ServerFieldErrors: Story = {
  args: {
    initialTab: EDIT_PRODUCT_TAB.DESCRIPTION,
    serverError: 'Invalid input.',
    fieldErrors: { price: 'Must be an amount like "12.50" or null.' },
  },
  play: async ({ args }) => {
    const modal = within(await screen.findByRole('dialog', { name: 'Edit product' }));
    await expect(modal.getByRole('alert')).toHaveTextContent('Invalid input.');
    // The API's field message opens the tab that holds the field and stays as the API wrote it.
    await expect(modal.getByRole('tab', { name: 'General' })).toHaveAttribute('aria-selected', 'true');
    const price = modal.getByRole('textbox', { name: /Price/ });
    await expect(price).toHaveAccessibleDescription(/Must be an amount like "12.50" or null\./);
    await userEvent.clear(price);
    await userEvent.type(price, '12.50');
    await userEvent.click(modal.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith({ ...args.values, price: '12.50' }, expect.anything());
  },
};

/** Name, URL name and description are edited in every store language; one save sends them all. */
export const EditsEstonianAndEnglish: Story = {
  play: async ({ args }) => {
    const modal = within(await screen.findByRole('dialog', { name: 'Edit product' }));
    const general = within(modal.getByRole('tabpanel', { name: 'General' }));
    await expect(general.getByRole('tab', { name: 'English' })).toHaveAttribute('aria-selected', 'true');
    const englishName = general.getByRole('textbox', { name: 'Name' });
    await userEvent.clear(englishName);
    await userEvent.type(englishName, 'Repair Shampoo 1 l');
    general.getByRole('tab', { name: 'English' }).focus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(general.getByRole('tab', { name: 'Eesti' })).toHaveFocus();
    const estonianName = general.getByRole('textbox', { name: 'Name' });
    await expect(estonianName).toHaveValue('Taastav šampoon 1000 ml');
    await userEvent.clear(estonianName);
    await userEvent.type(estonianName, 'Taastav šampoon 1 l');
    await userEvent.click(modal.getByRole('tab', { name: 'Description' }));
    const description = within(modal.getByRole('tabpanel', { name: 'Description' }));
    await userEvent.click(description.getByRole('tab', { name: 'Latviešu' }));
    const latvian = description.getByRole('textbox', { name: 'Description' });
    await userEvent.clear(latvian);
    await userEvent.type(latvian, 'Bez sulfātiem.');
    await userEvent.click(modal.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith(
      {
        ...args.values,
        name: { ...args.values.name, et_EE: 'Taastav šampoon 1 l', en_US: 'Repair Shampoo 1 l' },
        description: { ...args.values.description, lv_LV: 'Bez sulfātiem.' },
      },
      expect.anything(),
    );
  },
};

/** The API's message for one language of the description opens the description tab in that language. */
export const TranslationErrorFromTheServer: Story = {
  args: { fieldErrors: { 'description.ru_RU': 'Too long.' } },
  play: async () => {
    const modal = within(await screen.findByRole('dialog', { name: 'Edit product' }));
    await expect(modal.getByRole('tab', { name: 'Description' })).toHaveAttribute('aria-selected', 'true');
    const description = within(modal.getByRole('tabpanel', { name: 'Description' }));
    await expect(description.getByRole('tab', { name: 'Русский (has errors)' })).toHaveAttribute('aria-selected', 'true');
    await expect(description.getByRole('textbox', { name: 'Description' })).toHaveAccessibleDescription('Too long.');
  },
};

/** Images are put in order by drag and drop or from the keyboard (Space, arrows, Space); the new order goes out with the kind. */
export const ReorderImagesByKeyboard: Story = {
  args: {
    initialTab: EDIT_PRODUCT_TAB.IMAGES,
    onReorderFiles: fn(),
    images: [
      { id: 11, name: 'front.png', url: '#front', mimeType: 'image/png' },
      { id: 12, name: 'back.png', url: '#back', mimeType: 'image/png' },
      { id: 13, name: 'side.png', url: '#side', mimeType: 'image/png' },
    ],
  },
  play: async ({ args }) => {
    const panel = within(await screen.findByRole('tabpanel', { name: 'Images' }));
    const handle = panel.getByRole('button', { name: 'Move front.png' });
    handle.focus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(handle).toHaveAttribute('aria-pressed', 'true'));
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard(' ');
    await waitFor(() => expect(args.onReorderFiles).toHaveBeenCalledWith('images', [12, 11, 13]));
    // The caller stores the order and passes the files back in it; the handle is let go.
    await waitFor(() => expect(panel.getByRole('button', { name: 'Move front.png' })).not.toHaveAttribute('aria-pressed', 'true'));
    await expect(panel.getByRole('list', { name: 'Images' })).toBeInTheDocument();
  },
};
