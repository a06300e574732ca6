import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MobileTopBar } from './MobileTopBar';

const meta = {
  title: 'Widgets/MobileTopBar',
  component: MobileTopBar,
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'mobile375', isRotated: false } },
  args: {
    logo: <span className="font-display text-h3">SALON</span>,
    isLoggedIn: true,
    isLoyal: false,
    cartLineCount: 2,
    onOpenSearch: fn(),
    onOpenCart: fn(),
    onOpenAccount: fn(),
    onLoginRequired: fn(),
    isMenuOpen: false,
    onToggleMenu: fn(),
  },
} satisfies Meta<typeof MobileTopBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LoggedIn: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'SALON' })).toHaveAttribute('href', '/');
    await expect(canvas.getByRole('link', { name: 'Favourites' })).toHaveAttribute('href', '/favourites');
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(args.onOpenSearch).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Cart, products: 2' }));
    await expect(args.onOpenCart).toHaveBeenCalledTimes(1);
    const account = canvas.getByRole('button', { name: 'My account' });
    await expect(account).toHaveAttribute('data-icon', 'regular');
    await userEvent.click(account);
    await expect(args.onOpenAccount).toHaveBeenCalledTimes(1);
    await expect(args.onLoginRequired).not.toHaveBeenCalled();
  },
};

export const LoyalMember: Story = {
  args: { isLoyal: true },
  play: async ({ canvasElement }) => {
    const account = within(canvasElement).getByRole('button', { name: 'My account (loyalty member)' });
    await expect(account).toHaveAttribute('data-icon', 'loyal');
  },
};

export const LoggedOut: Story = {
  args: { isLoggedIn: false, cartLineCount: 0 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByTestId('count-bubble')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Favourites' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(args.onLoginRequired).toHaveBeenCalledTimes(2);
    await expect(args.onOpenAccount).not.toHaveBeenCalled();
  },
};

export const MenuToggle: Story = {
  render: function Render(args) {
    const [open, setOpen] = useState(false);
    return (
      <>
        <MobileTopBar {...args} isMenuOpen={open} menuId="mobile-menu" onToggleMenu={() => setOpen((value) => !value)} />
        <nav id="mobile-menu" aria-label="Mobile menu" hidden={!open} className="p-4">
          <a href="/products">Kõik tooted</a>
        </nav>
      </>
    );
  },
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole('button', { name: 'Menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(toggle).toHaveAttribute('aria-controls', 'mobile-menu');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  },
};

export const Russian: Story = {
  globals: { locale: 'ru', viewport: { value: 'mobile375', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Корзина, товаров: 2' })).toBeVisible();
  },
};

export const Finnish: Story = {
  args: { isLoggedIn: false },
  globals: { locale: 'fi', viewport: { value: 'mobile375', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Kirjaudu sisään' })).toBeVisible();
  },
};
