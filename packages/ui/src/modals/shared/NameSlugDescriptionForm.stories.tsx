import type { Meta, StoryObj } from '@storybook/react-vite';
import { LOCALE_CODE } from '@salon/domain';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { NameSlugDescriptionForm } from './NameSlugDescriptionForm';
import { nameSlugDescriptionStories } from './nameSlugDescriptionStories';

const values = {
  name: { et_EE: 'Juuksevärv', en_US: 'Hair colour', ru_RU: 'Краска для волос', fi_FI: 'Hiusväri', lv_LV: 'Matu krāsa' },
  slug: { et_EE: 'juuksevarv', en_US: 'hair-colour', ru_RU: 'kraska-dlya-volos', fi_FI: 'hiusvari', lv_LV: 'matu-krasa' },
  description: { et_EE: 'Püsivärvid.', en_US: 'Permanent and semi-permanent colours.', ru_RU: 'Стойкие краски.', fi_FI: 'Kestovärit.', lv_LV: 'Noturīgas krāsas.' },
};
const noDescription = { et_EE: '', en_US: '', ru_RU: '', fi_FI: '', lv_LV: '' };

const meta = {
  title: 'Modals/Parts/NameSlugDescriptionForm',
  component: NameSlugDescriptionForm,
  args: { title: 'Edit collection', open: true, onClose: fn(), onSave: fn(), values },
} satisfies Meta<typeof NameSlugDescriptionForm>;

export default meta;
type Story = StoryObj<typeof meta>;

// The same behaviour the brand and category modals promise, on the shared form itself.
const stories = nameSlugDescriptionStories({ values: { ...values, description: noDescription }, title: 'Edit collection', estonianTitle: 'Muuda kollektsiooni', firstLocale: LOCALE_CODE.ET });

export const Edit: Story = {
  args: { values: { ...values, description: noDescription } },
  play: stories.Edit.play,
};

export const TrimsAndSavesEveryField: Story = {
  play: async ({ args }) => {
    const modal = within(await screen.findByRole('dialog', { name: 'Edit collection' }));
    const name = modal.getByRole('textbox', { name: 'Name' });
    await userEvent.clear(name);
    await userEvent.type(name, '  Juuksevärvid  ');
    await userEvent.click(modal.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith({ ...values, name: { ...values.name, et_EE: 'Juuksevärvid' } }, expect.anything());
  },
};

export const CancelCloses: Story = {
  play: async ({ args }) => {
    const modal = within(await screen.findByRole('dialog', { name: 'Edit collection' }));
    await userEvent.click(modal.getByRole('button', { name: 'Cancel' }));
    await expect(args.onClose).toHaveBeenCalled();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const FieldErrorsFromTheServer: Story = {
  args: { fieldErrors: { 'slug.en_US': 'This URL name is already used.' } },
  play: async () => {
    const modal = within(await screen.findByRole('dialog', { name: 'Edit collection' }));
    // The message of one language opens that language's tab and marks it.
    await expect(modal.getByRole('tab', { name: 'English (has errors)' })).toHaveAttribute('aria-selected', 'true');
    const slug = modal.getByRole('textbox', { name: 'URL name' });
    // The API's message is shown as given (not looked up as a text key) and read with the field.
    await expect(slug).toBeInvalid();
    await expect(slug).toHaveAccessibleDescription('This URL name is already used. Lower-case letters, digits and hyphens.');
    await expect(modal.getByRole('textbox', { name: 'Name' })).toBeValid();
  },
};

export const WithoutDescription: Story = {
  args: { withDescription: false },
  play: async ({ args }) => {
    const modal = within(await screen.findByRole('dialog', { name: 'Edit collection' }));
    await expect(modal.queryByRole('textbox', { name: 'Description' })).toBeNull();
    await userEvent.click(modal.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith(expect.objectContaining({ name: values.name, slug: values.slug }), expect.anything());
  },
};

export const RequiredFields: Story = { play: stories.RequiredFields.play };
export const ServerError: Story = stories.ServerError;
export const Saving: Story = stories.Saving;
export const Estonian: Story = { args: { title: 'Muuda kollektsiooni' }, globals: stories.Estonian.globals, play: stories.Estonian.play };
export const Mobile: Story = stories.Mobile;

/** Every store language is edited in one form: tabs by click and by arrow keys, one save sends all five. */
export const EditsEveryLanguage: Story = {
  play: async ({ args }) => {
    const modal = within(await screen.findByRole('dialog', { name: 'Edit collection' }));
    await expect(modal.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Eesti', 'English', 'Русский', 'Suomi', 'Latviešu']);
    await expect(modal.getByRole('tab', { name: 'Eesti' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(modal.getByRole('tab', { name: 'English' }));
    const englishName = modal.getByRole('textbox', { name: 'Name' });
    await expect(englishName).toHaveValue('Hair colour');
    await userEvent.clear(englishName);
    await userEvent.type(englishName, 'Hair colours');
    modal.getByRole('tab', { name: 'English' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(modal.getByRole('tab', { name: 'Русский' })).toHaveFocus();
    await expect(modal.getByRole('tabpanel', { name: 'Русский' })).toBeVisible();
    await userEvent.keyboard('{End}');
    await expect(modal.getByRole('tab', { name: 'Latviešu' })).toHaveAttribute('aria-selected', 'true');
    const latvianSlug = modal.getByRole('textbox', { name: 'URL name' });
    await userEvent.clear(latvianSlug);
    await userEvent.type(latvianSlug, 'matu-krasas');
    await userEvent.click(modal.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith(
      { ...values, name: { ...values.name, en_US: 'Hair colours' }, slug: { ...values.slug, lv_LV: 'matu-krasas' } },
      expect.anything(),
    );
  },
};

/** A language left empty blocks saving and opens that language, marked for screen readers too. */
export const MissingTranslationOpensItsLanguage: Story = {
  args: { values: { ...values, name: { ...values.name, fi_FI: '' } } },
  play: async ({ args }) => {
    const modal = within(await screen.findByRole('dialog', { name: 'Edit collection' }));
    await userEvent.click(modal.getByRole('button', { name: 'Save' }));
    const finnish = await modal.findByRole('tab', { name: 'Suomi (has errors)' });
    await expect(finnish).toHaveAttribute('aria-selected', 'true');
    await expect(modal.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription('This field is required.');
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** Records without translations (brand names) edit one language without tabs. */
export const SingleLanguage: Story = {
  args: { locales: [LOCALE_CODE.EN], values: { name: { en_US: 'Kérastase' }, slug: { en_US: 'kerastase' }, description: { en_US: '' } }, withDescription: false },
  play: async ({ args }) => {
    const modal = within(await screen.findByRole('dialog', { name: 'Edit collection' }));
    await expect(modal.queryByRole('tablist')).toBeNull();
    await userEvent.type(modal.getByRole('textbox', { name: 'Name' }), ' Paris');
    await userEvent.click(modal.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith({ name: { en_US: 'Kérastase Paris' }, slug: { en_US: 'kerastase' }, description: { en_US: '' } }, expect.anything());
  },
};

export const OpensInTheAdminLanguage: Story = {
  args: { initialLocale: LOCALE_CODE.EN },
  globals: { locale: 'et' },
  play: async () => {
    const modal = within(await screen.findByRole('dialog'));
    await expect(modal.getByRole('tablist', { name: 'Keeled' })).toBeInTheDocument();
    await expect(modal.getByRole('tab', { name: 'English' })).toHaveAttribute('aria-selected', 'true');
    await expect(modal.getByRole('textbox', { name: 'Nimi' })).toHaveValue('Hair colour');
  },
};
