import { COUNTRY_ID } from '@salon/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { DeliveryCountryAndLanguageModal } from './DeliveryCountryAndLanguageModal';

const meta = {
  title: 'Modals/DeliveryCountryAndLanguageModal',
  component: DeliveryCountryAndLanguageModal,
  args: { open: true, onClose: fn(), countryId: COUNTRY_ID.EE, language: 'et', onSave: fn() },
} satisfies Meta<typeof DeliveryCountryAndLanguageModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ChangeCountryAndLanguage: Story = {
  args: { language: 'en' },
  play: async ({ args }) => {
    const modal = within(await screen.findByRole('dialog', { name: 'Delivery country and language' }));
    await expect(modal.getByRole('radio', { name: 'Estonia' })).toBeChecked();
    await expect(modal.getAllByRole('radio')).toHaveLength(7);
    await userEvent.click(modal.getByRole('radio', { name: 'Latvia' }));
    await userEvent.click(modal.getByRole('radio', { name: 'Latviešu' }));
    await userEvent.click(modal.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith({ countryId: COUNTRY_ID.LV, language: 'lv' });
  },
};

export const FirstVisitRequiresCountry: Story = {
  args: { countryId: null, requireChoice: true, language: 'en' },
  play: async ({ args }) => {
    const modal = within(await screen.findByRole('dialog'));
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).not.toHaveBeenCalled();
    await userEvent.click(modal.getByRole('button', { name: 'Save' }));
    await expect(await modal.findByText('Choose a delivery country.')).toBeInTheDocument();
    // As a form library would: the missing choice takes focus, so a keyboard user is at it.
    await expect(modal.getByRole('radio', { name: 'Estonia' })).toHaveFocus();
    await expect(args.onSave).not.toHaveBeenCalled();
    await userEvent.click(modal.getByRole('radio', { name: 'Estonia' }));
    await userEvent.click(modal.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith({ countryId: COUNTRY_ID.EE, language: 'en' });
  },
};

/**
 * As the store serves it on a first visit: rendered in place by the server, and a form that posts
 * to the store when sent before the page has hydrated. Once hydrated, `onSave` takes the choice.
 */
export const FirstVisitFromTheServer: Story = {
  args: { countryId: null, requireChoice: true, language: 'en', inPlace: true, formAction: { action: '/delivery-country', returnTo: '/products?search=shampoo' } },
  play: async ({ args, canvasElement }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Delivery country and language' });
    await expect(canvasElement.contains(dialog)).toBe(true);
    const form = dialog.querySelector('form');
    await expect(form).toHaveAttribute('method', 'post');
    await expect(form).toHaveAttribute('action', '/delivery-country');
    await expect(dialog.querySelector('input[type="hidden"][name="returnTo"]')).toHaveValue('/products?search=shampoo');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Latvia' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith({ countryId: COUNTRY_ID.LV, language: 'en' });
  },
};

export const Saving: Story = {
  args: { saving: true, language: 'en' },
  play: async () => {
    await expect(await screen.findByRole('button', { name: 'Saving…' })).toBeDisabled();
  },
};

export const Estonian: Story = {
  globals: { locale: 'et' },
  play: async () => {
    const modal = within(await screen.findByRole('dialog', { name: 'Tarneriik ja keel' }));
    const country = within(modal.getByRole('group', { name: 'Tarneriik' }));
    await expect(country.getByRole('radio', { name: 'Eesti' })).toBeChecked();
    await expect(country.getByRole('radio', { name: 'Läti' })).not.toBeChecked();
    await expect(within(modal.getByRole('group', { name: 'Keel' })).getByRole('radio', { name: 'Eesti' })).toBeChecked();
  },
};

export const Latvian: Story = {
  args: { countryId: COUNTRY_ID.LV, language: 'lv' },
  globals: { locale: 'lv' },
  play: async () => {
    const modal = within(await screen.findByRole('dialog', { name: 'Piegādes valsts un valoda' }));
    await expect(modal.getByRole('radio', { name: 'Latvija' })).toBeChecked();
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile375', isRotated: false } } };
