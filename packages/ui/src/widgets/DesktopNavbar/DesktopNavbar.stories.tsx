import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BrandDirectory } from '../BrandDirectory';
import { CategoryPicker } from '../CategoryPicker';
import { QuickSearchPanel } from '../QuickSearchPanel';
import { storyBrands, storyCategories, storyPurchaseHelpLinks, storyTrainingCentreLinks } from '../layoutParts/storyData';
import { DesktopNavbar } from './DesktopNavbar';

const customers = [
  { uuid: 'c-1', name: 'Salong Juuksepesa OÜ' },
  { uuid: 'c-2', name: 'Kadri Tamm' },
];

const meta = {
  title: 'Widgets/DesktopNavbar',
  component: DesktopNavbar,
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'desktop1440', isRotated: false } },
  args: {
    logo: <span className="font-display text-h3">SALON</span>,
    trainingCentreLinks: storyTrainingCentreLinks,
    purchaseHelpLinks: storyPurchaseHelpLinks,
    allProductsMenu: <p className="p-2">Juuksehooldus · Juuksevärvid · Meestele</p>,
    brandsMenu: <p className="p-2">Kéravelle · Balmora · Wellara</p>,
    hasCampaigns: true,
    campaignsHref: '/campaigns',
    extraLinks: [{ label: 'Inspiratsioon', href: '/inspiration' }],
    languageCode: 'EN',
    onOpenLanguageModal: fn(),
    searchBox: <input aria-label="Search products" className="w-full rounded border border-brand-line px-3 py-2" />,
    isLoggedIn: true,
    onLoginRequired: fn(),
    cartLineCount: 3,
    onOpenCart: fn(),
    customerSelector: { customers, activeUuid: 'c-1', canSwitch: true, onChange: fn() },
  },
} satisfies Meta<typeof DesktopNavbar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LoggedInBusiness: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Shops' })).toHaveAttribute('href', '/contact');
    await expect(canvas.getByRole('link', { name: 'Favourites' })).toHaveAttribute('href', '/favourites');
    await expect(canvas.getByTestId('count-bubble')).toHaveTextContent('3');
    await userEvent.click(canvas.getByRole('button', { name: 'Cart, products: 3' }));
    await expect(args.onOpenCart).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Language and delivery country: EN' }));
    await expect(args.onOpenLanguageModal).toHaveBeenCalledTimes(1);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Active customer' }), 'c-2');
    await expect(args.customerSelector?.onChange).toHaveBeenCalledWith('c-2');
  },
};

export const ContentMenu: Story = {
  args: { extraMenus: [{ label: 'Salongi ABC', onOpen: fn() }] },
  play: async ({ args, canvasElement }) => {
    // A navigation placeholder with link groups is a button that opens its expanded view.
    const menu = within(canvasElement).getByRole('button', { name: 'Salongi ABC' });
    await expect(menu).toHaveAttribute('aria-haspopup', 'dialog');
    menu.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.extraMenus![0]!.onOpen).toHaveBeenCalledOnce();
  },
};

export const CampaignsLink: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Campaigns' });
    await expect(link).toHaveAttribute('href', '/campaigns');
    await expect(link).toHaveClass('bg-campaign');
  },
};

export const WithoutCampaignsOrPurchaseHelp: Story = {
  args: { hasCampaigns: false, purchaseHelpLinks: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link', { name: 'Campaigns' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Purchase help' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Training centre' })).toBeVisible();
  },
};

export const NoTrainingCentreContent: Story = {
  args: { trainingCentreLinks: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Training centre' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Purchase help' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'All products' })).toBeVisible();
  },
};

export const EventsPageWithoutTrainingCentreContent: Story = {
  args: { trainingCentreLinks: [], isEventsPage: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Training centre' })).toBeNull();
    // Nothing to replace it with: the all-products dropdown keeps its place.
    await expect(canvas.getByRole('button', { name: 'All products' })).toBeVisible();
  },
};

export const DropdownKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: 'Purchase help' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(await body.findByRole('link', { name: 'Tagastamine' })).toHaveAttribute('href', '/tagastamine');
    await userEvent.keyboard('{Escape}');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(body.queryByRole('link', { name: 'Tagastamine' })).toBeNull();
    await expect(trigger).toHaveFocus();
  },
};

export const TrainingCentreDropdown: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Training centre' }));
    await expect(await body.findByRole('link', { name: 'Koolituskalender' })).toHaveAttribute('href', '/events');
    await userEvent.keyboard('{Escape}');
  },
};

export const EventsPage: Story = {
  args: { isEventsPage: true },
  play: async ({ canvasElement }) => {
    const mainNav = within(within(canvasElement).getByRole('navigation', { name: 'Main navigation' }));
    await expect(mainNav.getByRole('button', { name: 'Training centre' })).toBeVisible();
    await expect(mainNav.queryByRole('button', { name: 'All products' })).toBeNull();
    await expect(within(canvasElement).getAllByRole('button', { name: 'Training centre' })).toHaveLength(1);
  },
};

export const CustomerAsLabel: Story = {
  args: { customerSelector: { customers, activeUuid: 'c-2', canSwitch: false, onChange: fn() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('combobox', { name: 'Active customer' })).toBeNull();
    await expect(canvas.getByTestId('customer-label')).toHaveTextContent('Kadri Tamm');
  },
};

export const LoggedOut: Story = {
  args: { isLoggedIn: false, customerSelector: undefined, cartLineCount: 0 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByTestId('count-bubble')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Favourites' }));
    await expect(args.onLoginRequired).toHaveBeenCalledTimes(1);
    // Desktop sign-in: the header's own "Log in".
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(args.onLoginRequired).toHaveBeenCalledTimes(2);
  },
};

const accountLinks = [
  { label: 'Overview', href: '/account/overview' },
  { label: 'Orders', href: '/account/orders' },
  { label: 'Feedback', href: '/account/feedback' },
  { label: 'Favourites', href: '/favourites' },
];

/** Logged in: the account menu, by keyboard only: its pages, the customer switch and "Log out". */
export const AccountMenuByKeyboard: Story = {
  args: { account: { links: accountLinks, onLogout: fn() } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await expect(canvas.queryByRole('button', { name: 'Log in' })).toBeNull();
    const trigger = canvas.getByRole('button', { name: 'My account' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(await body.findByRole('link', { name: 'Orders' })).toHaveAttribute('href', '/account/orders');
    await expect(body.getByRole('link', { name: 'Feedback' })).toHaveAttribute('href', '/account/feedback');
    await userEvent.selectOptions(body.getByRole('combobox', { name: 'Active customer' }), 'c-2');
    await expect(args.customerSelector?.onChange).toHaveBeenCalledWith('c-2');
    body.getByRole('button', { name: 'Log out' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.account?.onLogout).toHaveBeenCalledTimes(1);
  },
};

export const AccountMenuOneCustomer: Story = {
  args: { account: { links: accountLinks, onLogout: fn(), isLoyal: true }, customerSelector: { customers, activeUuid: 'c-2', canSwitch: false, onChange: fn() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'My account (loyalty member)' }));
    await expect(await body.findByTestId('customer-label')).toHaveTextContent('Kadri Tamm');
    await expect(body.queryByRole('combobox', { name: 'Active customer' })).toBeNull();
    await userEvent.keyboard('{Escape}');
  },
};

export const Estonian: Story = {
  args: { languageCode: 'ET' },
  globals: { locale: 'et' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Kauplused' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Ostukorv, tooteid: 3' })).toBeVisible();
  },
};

export const Latvian: Story = {
  args: { languageCode: 'LV', hasCampaigns: true, campaignsHref: '/campaigns/sale' },
  globals: { locale: 'lv' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Akcijas' })).toHaveAttribute('href', '/campaigns/sale');
  },
};

export const ComposedWithPickersAndSearch: Story = {
  args: {
    allProductsMenu: <CategoryPicker status="success" categories={storyCategories} />,
    brandsMenu: (
      <div className="max-h-[60vh] w-[40rem] overflow-auto p-2">
        <BrandDirectory status="success" brands={storyBrands.map(({ id, name, slug }) => ({ id, value: name, slug }))} />
      </div>
    ),
    searchBox: (
      <QuickSearchPanel
        status="success"
        popularLinks={[{ label: 'Šampoon', href: '/products?search=%C5%A1ampoon' }]}
        onQueryChange={fn()}
        onSubmitSearch={fn()}
      />
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const allProducts = canvas.getByRole('button', { name: 'All products' });
    await userEvent.click(allProducts);
    await expect(await body.findByRole('link', { name: 'View all: Juuksevärvid' })).toHaveAttribute('href', '/products/categories/2');
    await userEvent.keyboard('{Escape}');
    await expect(allProducts).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Brands' }));
    await expect(await body.findByRole('link', { name: 'Balmora' })).toHaveAttribute('href', '/products/brands/balmora');
    await userEvent.keyboard('{Escape}');
    await expect(canvas.getByRole('searchbox')).toBeVisible();
  },
};
