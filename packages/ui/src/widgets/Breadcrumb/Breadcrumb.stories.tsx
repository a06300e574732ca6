import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Breadcrumb } from './Breadcrumb';

const meta = {
  title: 'Widgets/Breadcrumb',
  component: Breadcrumb,
  args: {
    items: [
      { label: 'Avaleht', href: '/' },
      { label: 'Juuksehooldus', href: '/products/categories/1' },
      { label: 'Šampoonid', href: '/products/categories/11' },
      { label: 'Kéravelle Nutritive Bain Satin 250 ml' },
    ],
  },
} satisfies Meta<typeof Breadcrumb>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ProductPage: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Breadcrumb' }));
    await expect(nav.getAllByRole('listitem')).toHaveLength(4);
    await expect(nav.getByRole('link', { name: 'Juuksehooldus' })).toHaveAttribute('href', '/products/categories/1');
    await expect(nav.getByText('Kéravelle Nutritive Bain Satin 250 ml')).toHaveAttribute('aria-current', 'page');
    await expect(nav.queryByRole('link', { name: /Kéravelle/ })).toBeNull();
  },
};

export const SingleLevel: Story = {
  args: { items: [{ label: 'Avaleht', href: '/' }, { label: 'Kampaaniad' }] },
};

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('navigation')).toBeNull();
  },
};

export const LatvianMobile: Story = {
  args: { items: [{ label: 'Sākums', href: '/' }, { label: 'Matu kopšana', href: '/products/categories/1' }, { label: 'Šampūni' }] },
  globals: { locale: 'lv', viewport: { value: 'mobile375', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('navigation', { name: 'Navigācijas ceļš' })).toBeVisible();
  },
};
