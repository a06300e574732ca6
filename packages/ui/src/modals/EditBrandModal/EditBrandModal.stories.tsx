import type { Meta, StoryObj } from '@storybook/react-vite';
import { LOCALE_CODE } from '@salon/domain';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { nameSlugDescriptionStories } from '../shared/nameSlugDescriptionStories';
import { EditBrandModal } from './EditBrandModal';

// Brand names are not translated: the page edits one language.
const values = { name: { en_US: 'Kérastase' }, slug: { en_US: 'kerastase' }, description: { en_US: '' } };

const meta = {
  title: 'Modals/EditBrandModal',
  component: EditBrandModal,
  args: { open: true, onClose: fn(), onSave: fn(), values, locales: [LOCALE_CODE.EN] },
} satisfies Meta<typeof EditBrandModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const stories = nameSlugDescriptionStories({ values, title: 'Edit brand', estonianTitle: 'Muuda brändi', firstLocale: LOCALE_CODE.EN });

export const Edit: Story = stories.Edit;
export const RequiredFields: Story = stories.RequiredFields;
export const ServerError: Story = stories.ServerError;
export const Saving: Story = stories.Saving;
export const Estonian: Story = stories.Estonian;
export const Mobile: Story = stories.Mobile;

/** Brands have no description; the API's slug message shows at the slug field. */
export const WithoutDescriptionAndFieldError: Story = {
  args: { withDescription: false, serverError: 'The slug is taken.', fieldErrors: { slug: 'Another brand uses this slug.' } },
  play: async ({ args }) => {
    const modal = within(await screen.findByRole('dialog', { name: 'Edit brand' }));
    await expect(modal.queryByRole('textbox', { name: /Description/ })).toBeNull();
    await expect(modal.getByRole('alert')).toHaveTextContent('The slug is taken.');
    const slug = modal.getByRole('textbox', { name: /URL name/ });
    await expect(slug).toHaveAccessibleDescription(/Another brand uses this slug\./);
    await userEvent.clear(slug);
    await userEvent.type(slug, 'kerastase-paris');
    await userEvent.click(modal.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith({ ...values, slug: { en_US: 'kerastase-paris' } }, expect.anything());
  },
};
