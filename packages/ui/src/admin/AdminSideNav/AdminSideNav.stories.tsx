import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AdminSideNav } from './AdminSideNav';

const items = [
  { id: 'dashboard', href: '/admin', label: 'Overview' },
  { id: 'routes', href: '/admin/routes', label: 'Routes' },
  { id: 'campaigns', href: '/admin/routes?type=CAMPAIGN', label: 'Campaigns' },
  { id: 'media', href: '/admin/media-library', label: 'Media library' },
];

const meta = {
  title: 'Admin/AdminSideNav',
  component: AdminSideNav,
  args: { items, currentHref: '/admin/routes', collapsed: false, onToggleCollapsed: fn() },
} satisfies Meta<typeof AdminSideNav>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Expanded: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Admin navigation' });
    await expect(within(nav).getAllByRole('link')).toHaveLength(4);
    await expect(canvas.getByRole('link', { name: 'Routes' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(canvas.getByRole('button', { name: 'Collapse navigation' }));
    await expect(args.onToggleCollapsed).toHaveBeenCalledTimes(1);
  },
};

export const Collapsed: Story = {
  args: { collapsed: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Expand navigation' })).toHaveAttribute('aria-expanded', 'false');
  },
};

/** A product admin sees only the entries its permissions allow (the app filters them). */
export const FewEntries: Story = {
  args: { items: [{ id: 'products', href: '/admin/products', label: 'Products' }], currentHref: '/admin/products' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('link')).toHaveLength(1);
  },
};

export const Estonian: Story = {
  args: { items: [{ id: 'routes', href: '/admin/routes', label: 'Marsruudid' }] },
  globals: { locale: 'et' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Ahenda navigatsioon' })).toBeVisible();
  },
};

/** On a phone the list is folded above the page until opened, and choosing a page folds it again. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile375', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link')).toBeNull();
    const toggle = canvas.getByRole('button', { name: 'Expand navigation' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await expect(canvas.getByRole('button', { name: 'Collapse navigation' })).toHaveAttribute('aria-expanded', 'true');
    const link = canvas.getByRole('link', { name: 'Media library' });
    // The story's links lead nowhere: the click is stopped once the nav has seen it.
    link.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(link);
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};
