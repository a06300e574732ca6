import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { EntityNavigationModal } from './EntityNavigationModal';

const meta = {
  title: 'Modals/EntityNavigationModal',
  component: EntityNavigationModal,
  args: {
    open: true,
    onClose: fn(),
    customers: [
      { uuid: 'c1', name: 'Anna Tamm', isIndividual: true },
      { uuid: 'c2', name: 'Salon Aura OÜ', isIndividual: false, regCode: '14567890' },
    ],
    activeCustomerUuid: 'c1',
    onChoose: fn(),
  },
} satisfies Meta<typeof EntityNavigationModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ChooseCustomer: Story = {
  play: async ({ args }) => {
    const modal = within(await screen.findByRole('dialog', { name: 'Choose a customer' }));
    await expect(modal.getByRole('button', { name: /Anna Tamm/ })).toHaveAttribute('aria-current', 'true');
    await userEvent.click(modal.getByRole('button', { name: /Salon Aura OÜ.*Business customer · 14567890/ }));
    await expect(args.onChoose).toHaveBeenCalledWith('c2');
  },
};

export const NoneActiveAfterLogin: Story = {
  args: { activeCustomerUuid: null },
  play: async () => {
    const modal = within(await screen.findByRole('dialog'));
    for (const button of modal.getAllByRole('button', { name: /customer/ })) await expect(button).not.toHaveAttribute('aria-current');
  },
};

export const WithAccountMenu: Story = {
  args: {
    onAddBusinessAccount: fn(),
    onLogout: fn(),
    links: [
      { href: '/account/overview', label: 'Overview' },
      { href: '/account/orders', label: 'Orders' },
    ],
  },
  play: async ({ args }) => {
    const modal = within(await screen.findByRole('dialog'));
    await expect(modal.getByRole('navigation', { name: 'My account' })).toBeInTheDocument();
    await userEvent.click(modal.getByRole('button', { name: 'Add a business account' }));
    await expect(args.onAddBusinessAccount).toHaveBeenCalled();
    await userEvent.click(modal.getByRole('button', { name: 'Log out' }));
    await expect(args.onLogout).toHaveBeenCalled();
  },
};

export const Estonian: Story = {
  globals: { locale: 'et' },
  play: async () => {
    await expect(await screen.findByRole('dialog', { name: 'Vali klient' })).toBeInTheDocument();
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile375', isRotated: false } } };
