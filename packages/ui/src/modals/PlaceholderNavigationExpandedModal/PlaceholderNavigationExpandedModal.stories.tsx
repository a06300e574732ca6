import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { PlaceholderNavigationExpandedModal } from './PlaceholderNavigationExpandedModal';

const meta = {
  title: 'Modals/PlaceholderNavigationExpandedModal',
  component: PlaceholderNavigationExpandedModal,
  args: {
    open: true,
    onClose: fn(),
    onNavigate: fn(),
    title: 'Purchase help',
    groups: [
      { title: 'Ordering', links: [{ href: '/delivery', label: 'Delivery' }, { href: '/returns', label: 'Returns' }] },
      { title: 'Payment', links: [{ href: '/payment', label: 'Payment methods' }, { href: '/leasing', label: 'Leasing' }] },
    ],
  },
} satisfies Meta<typeof PlaceholderNavigationExpandedModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  play: async ({ args }) => {
    const modal = within(await screen.findByRole('dialog', { name: 'Purchase help' }));
    await expect(modal.getByRole('region', { name: 'Payment' })).toBeInTheDocument();
    const link = modal.getByRole('link', { name: 'Returns' });
    link.addEventListener('click', (event) => event.preventDefault(), { once: true });
    await userEvent.click(link);
    await expect(args.onNavigate).toHaveBeenCalledWith('/returns');
  },
};

export const Estonian: Story = {
  args: { title: 'Ostuabi', groups: [{ title: 'Tellimine', links: [{ href: '/tarne', label: 'Tarne' }] }] },
  globals: { locale: 'et' },
  play: async () => {
    await expect(await screen.findByRole('button', { name: 'Sulge' })).toBeInTheDocument();
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile375', isRotated: false } } };
