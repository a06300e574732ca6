import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { MOBILE_NAVIGATION_TAB } from '@salon/domain';
import { MobileNavigationModal } from './MobileNavigationModal';

const meta = {
  title: 'Modals/MobileNavigationModal',
  component: MobileNavigationModal,
  args: {
    open: true,
    onClose: fn(),
    categories: [
      { href: '/products/categories/1', label: 'Hair care', children: [{ href: '/products/categories/11', label: 'Shampoos' }] },
      { href: '/products/categories/2', label: 'Salon furniture' },
    ],
    brands: [
      { href: '/products/brands/kerastase', label: 'Kérastase' },
      { href: '/products/brands/olaplex', label: 'Olaplex' },
    ],
    menuLinks: [
      { href: '/campaigns', label: 'Campaigns' },
      { href: '/events', label: 'Training centre' },
      { href: '/contact', label: 'Shops' },
    ],
    onSearch: fn(),
    onNavigate: fn(),
  },
  globals: { viewport: { value: 'mobile375', isRotated: false } },
} satisfies Meta<typeof MobileNavigationModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Products: Story = {
  play: async ({ args }) => {
    const modal = within(await screen.findByRole('dialog', { name: 'Navigation' }));
    await expect(modal.getByRole('tab', { name: 'Products' })).toHaveAttribute('aria-selected', 'true');
    await expect(modal.queryByRole('tab', { name: 'More' })).toBeNull();
    const link = modal.getByRole('link', { name: 'Shampoos' });
    link.addEventListener('click', (event) => event.preventDefault(), { once: true });
    await userEvent.click(link);
    await expect(args.onNavigate).toHaveBeenCalledWith('/products/categories/11');
  },
};

export const KeyboardTabs: Story = {
  play: async () => {
    const modal = within(await screen.findByRole('dialog'));
    modal.getByRole('tab', { name: 'Products' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(modal.getByRole('tab', { name: 'Search' })).toHaveFocus();
    await expect(modal.getByRole('tab', { name: 'Search' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{End}');
    await expect(modal.getByRole('tab', { name: 'Menu' })).toHaveAttribute('aria-selected', 'true');
    await expect(modal.getByRole('tabpanel', { name: 'Menu' })).toHaveTextContent('Training centre');
    await userEvent.keyboard('{ArrowRight}');
    await expect(modal.getByRole('tab', { name: 'Products' })).toHaveFocus();
  },
};

export const Search: Story = {
  args: { initialTab: MOBILE_NAVIGATION_TAB.SEARCH },
  play: async ({ args }) => {
    const modal = within(await screen.findByRole('dialog'));
    const box = modal.getByRole('searchbox', { name: 'Search products' });
    // Opened to search: the field has focus, so typing goes straight into it.
    await waitFor(() => expect(box).toHaveFocus());
    await userEvent.keyboard('   {Enter}');
    await expect(args.onSearch).not.toHaveBeenCalled();
    await userEvent.type(box, ' shampoo {Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith('shampoo');
  },
};

export const Brands: Story = {
  args: { initialTab: MOBILE_NAVIGATION_TAB.BRANDS },
  play: async () => {
    await expect(await screen.findByRole('link', { name: 'Olaplex' })).toHaveAttribute('href', '/products/brands/olaplex');
  },
};

export const Placeholder: Story = {
  args: {
    initialTab: MOBILE_NAVIGATION_TAB.PLACEHOLDER,
    placeholder: (
      <ul>
        <li>
          <a href="/inspiration">Inspiration</a>
        </li>
      </ul>
    ),
  },
  play: async () => {
    const modal = within(await screen.findByRole('dialog'));
    await expect(modal.getByRole('tab', { name: 'More' })).toHaveAttribute('aria-selected', 'true');
    await expect(modal.getByRole('link', { name: 'Inspiration' })).toBeInTheDocument();
  },
};

export const Latvian: Story = {
  globals: { locale: 'lv', viewport: { value: 'mobile375', isRotated: false } },
  play: async () => {
    await expect(await screen.findByRole('tab', { name: 'Zīmoli' })).toBeInTheDocument();
  },
};
