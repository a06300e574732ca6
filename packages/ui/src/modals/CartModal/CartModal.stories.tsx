import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { CartModal, type CartLine } from './CartModal';

const lines: CartLine[] = [
  { id: 1, name: 'Repair Shampoo 1000 ml', brandName: 'Kérastase', href: '/products/812', price: '32.50', quantity: 2 },
  { id: 2, name: 'No. 3 Hair Perfector 100 ml', brandName: 'Olaplex', href: '/products/901', price: 28, quantity: 1 },
];

const meta = {
  title: 'Modals/CartModal',
  component: CartModal,
  args: {
    open: true,
    onClose: fn(),
    status: 'success',
    onRetry: fn(),
    lines,
    totals: { subtotal: '93.00', transportCost: '0.00', vat: '17.23', total: '93.00' },
    loyalty: null,
    editable: true,
    onQuantityChange: fn(),
    onRemove: fn(),
    onToggleLoyaltyPoints: fn(),
    onCheckout: fn(),
  },
} satisfies Meta<typeof CartModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithLines: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Shopping cart' });
    const modal = within(dialog);
    await expect(modal.getByText('2 products')).toBeInTheDocument();
    const first = modal.getByRole('group', { name: 'Quantity of Repair Shampoo 1000 ml' });
    await userEvent.click(within(first).getByRole('button', { name: 'Increase quantity' }));
    await expect(args.onQuantityChange).toHaveBeenLastCalledWith(1, 3);
    await userEvent.click(within(first).getByRole('button', { name: 'Decrease quantity' }));
    await expect(args.onQuantityChange).toHaveBeenLastCalledWith(1, 1);
    // Decreasing a single unit removes the line (quantity 0).
    const second = modal.getByRole('group', { name: 'Quantity of No. 3 Hair Perfector 100 ml' });
    await userEvent.click(within(second).getByRole('button', { name: 'Decrease quantity' }));
    await expect(args.onRemove).toHaveBeenLastCalledWith(2);
    await userEvent.click(modal.getByRole('button', { name: /Remove\s?: Repair Shampoo/ }));
    await expect(args.onRemove).toHaveBeenLastCalledWith(1);
    await expect(modal.getByText('Total').nextElementSibling).toHaveTextContent('€93.00');
    await userEvent.click(modal.getByRole('button', { name: 'Go to checkout' }));
    await expect(args.onCheckout).toHaveBeenCalledTimes(1);
  },
};

export const TypedQuantity: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog');
    const input = within(within(dialog).getByRole('group', { name: 'Quantity of Repair Shampoo 1000 ml' })).getByRole('spinbutton');
    await userEvent.clear(input);
    await userEvent.type(input, '5{Enter}');
    await expect(args.onQuantityChange).toHaveBeenCalledWith(1, 5);
  },
};

export const WithLoyaltyPoints: Story = {
  args: {
    loyalty: { pointsBalance: 120, usePoints: false },
    totals: { subtotal: '93.00', loyaltyDiscount: '9.30', transportCost: '0.00', vat: '15.51', total: '83.70' },
  },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Pay with loyalty points (120 available)' }));
    await expect(args.onToggleLoyaltyPoints).toHaveBeenCalledWith(true);
    await expect(within(dialog).getByText('Loyalty discount')).toBeInTheDocument();
  },
};

export const NotEditable: Story = {
  args: { editable: false, loyalty: { pointsBalance: 120, usePoints: true } },
  play: async () => {
    const modal = within(await screen.findByRole('dialog'));
    await expect(modal.getByText('This order can no longer be changed.')).toBeInTheDocument();
    for (const button of modal.getAllByRole('button', { name: /quantity|Remove/ })) await expect(button).toBeDisabled();
    await expect(modal.getByRole('checkbox')).toBeDisabled();
    await expect(modal.getByRole('button', { name: 'Go to checkout' })).toBeEnabled();
  },
};

export const LineSaving: Story = {
  args: { pendingLineIds: [1] },
  play: async () => {
    const modal = within(await screen.findByRole('dialog'));
    const group = modal.getByRole('group', { name: 'Quantity of Repair Shampoo 1000 ml' });
    await expect(within(group).getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
  },
};

export const RestrictedLine: Story = {
  args: { lines: [{ ...lines[0]!, restrictionReason: 'Not delivered to Latvia' }, lines[1]!] },
  play: async () => {
    const modal = within(await screen.findByRole('dialog'));
    await expect(modal.getByText('Not delivered to Latvia')).toBeInTheDocument();
    await expect(modal.getByRole('button', { name: 'Go to checkout' })).toBeDisabled();
  },
};

export const Empty: Story = {
  args: { lines: [] },
  play: async ({ args }) => {
    const modal = within(await screen.findByRole('dialog'));
    await expect(modal.getByText('Your cart is empty.')).toBeInTheDocument();
    await expect(modal.queryByRole('button', { name: 'Go to checkout' })).toBeNull();
    await userEvent.click(modal.getByRole('button', { name: 'Continue shopping' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { status: 'loading' },
  play: async () => {
    await expect(await screen.findByText('Loading your cart…')).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  args: { status: 'error' },
  play: async ({ args }) => {
    const modal = within(await screen.findByRole('dialog'));
    await userEvent.click(modal.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Russian: Story = {
  globals: { locale: 'ru' },
  args: { lines: [...lines, { id: 3, name: 'Oribe Gold Lust', href: '/products/3', price: 49, quantity: 1 }] },
  play: async () => {
    const modal = within(await screen.findByRole('dialog', { name: 'Корзина' }));
    await expect(modal.getByText('3 товара')).toBeInTheDocument();
    await expect(modal.getByRole('button', { name: 'Оформить заказ' })).toBeInTheDocument();
  },
};

export const Estonian: Story = {
  globals: { locale: 'et' },
  play: async () => {
    const modal = within(await screen.findByRole('dialog', { name: 'Ostukorv' }));
    await expect(modal.getByText('Kokku').nextElementSibling).toHaveTextContent(/93,00\s€/);
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile375', isRotated: false } } };
