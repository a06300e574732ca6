import type { Meta, StoryObj } from '@storybook/react-vite';
import { createBlockContext } from '@salon/ui';
import { expect, fn, within } from 'storybook/test';
import { ComposedPage } from './ComposedPage';
import { brandPlaceholder, campaignPage, homePage, loyaltyPage } from './pageFixtures';

const products = Array.from({ length: 6 }, (_, index) => ({
  id: index + 1,
  name: ['Repair shampoo', 'Colour mask', 'Argan oil', 'Volume spray', 'Curl cream', 'Heat protector'][index]!,
  brand: 'Davines',
  priceEur: 19.9 + index,
  url: `/products/${index + 1}`,
}));
const lists = {
  popular: { status: 'success' as const, products },
  highlighted: { status: 'success' as const, products: products.slice(0, 3) },
  'brand_favourites:12': { status: 'success' as const, products: products.slice(2) },
};
const context = (overrides: Parameters<typeof createBlockContext>[0] = {}) =>
  createBlockContext({ now: '2025-03-15T10:00:00Z', productLists: lists, seenBanners: { isSeen: () => false, markSeen: fn() }, ...overrides });

const meta = {
  title: 'Composed pages',
  component: ComposedPage,
  args: { components: homePage, context: context() },
} satisfies Meta<typeof ComposedPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Home: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Spring colours are here' })).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Popular now' })).toBeVisible();
    // The retired block name renders nothing.
    await expect(canvas.queryByText('This block no longer exists')).toBeNull();
  },
};

/**
 * A shopper's page (deferOffscreenBlocks): its blocks after the first are laid out and painted only
 * as they come near the viewport (@salon/ui's package.css). No screenshot: it is the Home story's
 * picture, and the blocks off screen are not painted until scrolled to.
 */
export const ShopperPageLaysOutBlocksWhenNear: Story = {
  args: { deferOffscreenBlocks: true },
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const blocks = [...canvasElement.querySelectorAll('[data-composed-page] > [data-block]')];
    await expect(blocks.length).toBeGreaterThan(2);
    const [first, ...rest] = blocks.map((block) => getComputedStyle(block).contentVisibility);
    await expect(first).toBe('visible');
    await expect(new Set(rest)).toEqual(new Set(['auto']));
    // Still in the accessibility tree: a block far below is found by its role and name.
    await expect(within(canvasElement).getByRole('list', { name: 'Popular now' })).toBeInTheDocument();
  },
};

export const HomeEstonian: Story = {
  globals: { locale: 'et' },
  args: { context: context({ locale: 'et_EE' }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Tasuta tarne' })).toBeVisible();
  },
};

export const Campaign: Story = {
  args: { components: campaignPage },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Spring sale -30%' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Colour week' })).toBeVisible();
  },
};

export const BrandPage: Story = {
  args: { components: brandPlaceholder },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Davines' })).toBeVisible();
    await expect(within(canvas.getByRole('list', { name: 'Brand favourites' })).getAllByRole('listitem')).toHaveLength(4);
  },
};

export const LoyaltyLoggedOut: Story = {
  args: { components: loyaltyPage },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Log in' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Three steps to member prices' })).toBeVisible();
  },
};

export const LoyaltyMember: Story = {
  globals: { locale: 'et' },
  args: {
    components: loyaltyPage,
    context: context({ locale: 'et_EE', user: { loggedIn: true, isBusiness: false, isLoyal: true, canJoinLoyalty: false, loyaltySpendEur: 820 } }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Oled püsikliendiprogrammi liige' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Logi sisse' })).toBeNull();
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile375', isRotated: false } } };
