import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { MobileOrderSummaryModal } from './MobileOrderSummaryModal';

const meta = {
  title: 'Modals/MobileOrderSummaryModal',
  component: MobileOrderSummaryModal,
  args: {
    open: true,
    onClose: fn(),
    lines: [
      { id: 1, name: 'Repair Shampoo 1000 ml', quantity: 2, price: '32.50' },
      { id: 2, name: 'No. 3 Hair Perfector 100 ml', quantity: 1, price: 28 },
    ],
    totals: { subtotal: '93.00', transportCost: '3.90', vat: '17.93', total: '96.90' },
  },
  globals: { viewport: { value: 'mobile375', isRotated: false } },
} satisfies Meta<typeof MobileOrderSummaryModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args }) => {
    const modal = within(await screen.findByRole('dialog', { name: 'Order summary' }));
    await expect(modal.getByText('€65.00')).toBeInTheDocument();
    await expect(modal.getByText('Delivery').nextElementSibling).toHaveTextContent('€3.90');
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const WithLoyaltyPoints: Story = {
  args: {
    usedLoyaltyPoints: 93,
    totals: { subtotal: '93.00', loyaltyDiscount: '9.30', transportCost: '0', vat: '15.51', total: '83.70' },
  },
  play: async () => {
    const modal = within(await screen.findByRole('dialog'));
    await expect(modal.getByText('Loyalty points used: 93')).toBeInTheDocument();
    await expect(modal.getByText('Loyalty discount').nextElementSibling).toHaveTextContent('−€9.30');
  },
};

export const Latvian: Story = {
  globals: { locale: 'lv', viewport: { value: 'mobile375', isRotated: false } },
  play: async () => {
    await expect(await screen.findByRole('dialog', { name: 'Pasūtījuma kopsavilkums' })).toBeInTheDocument();
  },
};

export const Desktop: Story = { globals: { viewport: { value: 'desktop1440', isRotated: false } } };

/** An event order: its lines are tickets, so its subtotal says so; no delivery row. */
export const EventTickets: Story = {
  args: {
    lines: [{ id: 3, name: 'Colour masterclass: full ticket', quantity: 2, price: '89.00' }],
    totals: { subtotal: '178.00', linesAre: 'tickets', vat: '32.10', total: '178.00' },
  },
  play: async () => {
    const modal = within(await screen.findByRole('dialog', { name: 'Order summary' }));
    await expect(modal.getByText('Tickets').nextElementSibling).toHaveTextContent('€178.00');
    await expect(modal.queryByText('Products')).not.toBeInTheDocument();
    await expect(modal.queryByText('Delivery')).not.toBeInTheDocument();
  },
};
