import { ADDRESS_TYPE, COUNTRY_ID } from '@salon/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { NewAddressFormModal } from './NewAddressFormModal';

const meta = {
  title: 'Modals/NewAddressFormModal',
  component: NewAddressFormModal,
  args: { open: true, onClose: fn(), type: ADDRESS_TYPE.DELIVERY, countryId: COUNTRY_ID.EE, onSubmit: fn() },
} satisfies Meta<typeof NewAddressFormModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DeliveryAddress: Story = {
  play: async ({ args }) => {
    const modal = within(await screen.findByRole('dialog', { name: 'New address' }));
    await expect(modal.getByRole('radio', { name: 'Delivery address' })).toBeChecked();
    await userEvent.click(modal.getByRole('button', { name: 'Save' }));
    await expect(await modal.findAllByText('This field is required.')).toHaveLength(4);
    await userEvent.type(modal.getByRole('textbox', { name: 'Name or company' }), 'Salon Aura');
    await userEvent.type(modal.getByRole('textbox', { name: 'Street and house' }), 'Tartu mnt 10');
    await userEvent.type(modal.getByRole('textbox', { name: 'City' }), 'Tallinn');
    // The domain's postal-code and phone rules, which the API applies too (decision 0046).
    await userEvent.type(modal.getByRole('textbox', { name: 'Postal code' }), '1');
    await userEvent.type(modal.getByRole('textbox', { name: 'Phone' }), 'abc');
    await userEvent.click(modal.getByRole('button', { name: 'Save' }));
    await expect(modal.getByRole('textbox', { name: 'Postal code' })).toHaveAccessibleDescription('Enter a valid postal code, e.g. 10115 or LV-1010.');
    await expect(modal.getByRole('textbox', { name: 'Phone' })).toHaveAccessibleDescription('Enter a valid phone number, e.g. +372 5123 4567.');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.clear(modal.getByRole('textbox', { name: 'Postal code' }));
    await userEvent.type(modal.getByRole('textbox', { name: 'Postal code' }), '10117');
    await userEvent.clear(modal.getByRole('textbox', { name: 'Phone' }));
    await userEvent.click(modal.getByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      type: ADDRESS_TYPE.DELIVERY,
      name: 'Salon Aura',
      street: 'Tartu mnt 10',
      city: 'Tallinn',
      postalCode: '10117',
      countryId: COUNTRY_ID.EE,
      phone: '',
    });
  },
};

export const EditingASavedAddress: Story = {
  args: {
    address: { type: ADDRESS_TYPE.INVOICE, name: 'Salon Aura', street: 'Tartu mnt 10', city: 'Riga', postalCode: 'LV-1050', countryId: COUNTRY_ID.LV, phone: '+371 2000 0000' },
  },
  play: async ({ args }) => {
    // The saved address fills the form; what the shopper changes is what is submitted.
    const modal = within(await screen.findByRole('dialog', { name: 'Edit address' }));
    await expect(modal.getByRole('radio', { name: 'Invoice address' })).toBeChecked();
    await expect(modal.getByRole('radio', { name: 'Latvia' })).toBeChecked();
    const street = modal.getByRole('textbox', { name: 'Street and house' });
    await expect(street).toHaveValue('Tartu mnt 10');
    await userEvent.clear(street);
    await userEvent.type(street, 'Brīvības iela 5');
    await userEvent.click(modal.getByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ ...args.address, street: 'Brīvības iela 5' });
  },
};

export const InvoiceAddressInLatvia: Story = {
  args: { type: ADDRESS_TYPE.INVOICE, countryId: COUNTRY_ID.LV },
  play: async () => {
    const modal = within(await screen.findByRole('dialog'));
    await expect(modal.getByRole('radio', { name: 'Invoice address' })).toBeChecked();
    await expect(modal.getByRole('radio', { name: 'Latvia' })).toBeChecked();
  },
};

export const ServerError: Story = {
  args: { serverError: 'The change was not saved.\npostal_code - Enter a valid postal code.' },
  play: async () => {
    // The API's refusal sits in the form, line by line, above the fields the shopper typed.
    await expect(await screen.findByRole('alert')).toHaveTextContent('postal_code - Enter a valid postal code.');
  },
};

export const Submitting: Story = {
  args: { submitting: true },
  play: async () => {
    await expect(await screen.findByRole('button', { name: 'Saving…' })).toBeDisabled();
  },
};

export const Finnish: Story = {
  globals: { locale: 'fi' },
  play: async () => {
    await expect(await screen.findByRole('dialog', { name: 'Uusi osoite' })).toBeInTheDocument();
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile375', isRotated: false } } };
