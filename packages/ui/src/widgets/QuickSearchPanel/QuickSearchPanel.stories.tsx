import { SEARCH_DEBOUNCE_MS } from '@salon/domain';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { expectDebouncedCall } from '../layoutParts/timingStories';
import { QuickSearchPanel } from './QuickSearchPanel';
import type { QuickSearchResultsData } from './QuickSearchResults';
import { Button } from '../../primitives/Button';

// Links inside the panel would leave the story; the panel's own close-on-navigation still runs.
const stayOnPage: Decorator = (Story) => (
  <div
    className="min-h-[32rem]"
    onClickCapture={(event) => {
      if ((event.target as Element).closest('a')) event.preventDefault();
    }}
  >
    <Story />
  </div>
);

const preview = (brand: string, name: string, price: string) => (
  <a href="/products/101" className="flex items-center gap-3 rounded p-1 hover:bg-brand-surface">
    <span aria-hidden="true" className="size-12 rounded bg-brand-surface" />
    <span>
      <span className="block text-body-sm text-brand-muted">{brand}</span>
      <span className="block">{name}</span>
      <span className="block font-semibold">{price}</span>
    </span>
  </a>
);

const results: QuickSearchResultsData = {
  productCount: 42,
  seeAllHref: '/products?search=keravelle',
  productPreviews: [
    preview('Kéravelle', 'Nutritive Bain Satin šampoon 250 ml', '24,90 €'),
    preview('Kéravelle', 'Elixir Ultime juukseõli 100 ml', '39,50 €'),
    preview('Kéravelle', 'Résistance mask 200 ml', '42,00 €'),
  ],
  brands: [{ label: 'Kéravelle', href: '/products/brands/keravelle' }],
  categories: [
    { label: 'Šampoonid', href: '/products/categories/11' },
    { label: 'Juukseõlid', href: '/products/categories/14' },
  ],
};

const meta = {
  title: 'Widgets/QuickSearchPanel',
  component: QuickSearchPanel,
  decorators: [stayOnPage],
  args: {
    onQueryChange: fn(),
    onSubmitSearch: fn(),
    onOpen: fn(),
    status: 'success',
    popularLinks: [
      { label: 'Šampoon', href: '/products?search=%C5%A1ampoon' },
      { label: 'Juuksevärv', href: '/products?search=juuksev%C3%A4rv' },
      { label: 'Kéravelle', href: '/products/brands/keravelle' },
    ],
    results,
  },
} satisfies Meta<typeof QuickSearchPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const box = (canvasElement: HTMLElement) => within(canvasElement).getByRole('searchbox', { name: /Search products/ });

export const ClosedByDefault: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByTestId('quick-search-panel')).toBeNull();
    await expect(canvasElement.ownerDocument.body.style.overflow).toBe('');
  },
};

export const OpensWithPopularLinksAndLocksScroll: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(args.onOpen).not.toHaveBeenCalled();
    await userEvent.click(box(canvasElement));
    await expect(canvas.getByRole('region', { name: 'Popular searches' })).toBeVisible();
    await expect(canvasElement.ownerDocument.body.style.overflow).toBe('hidden');
    // Once per opening: the app fetches the popular links then, not with the page.
    await userEvent.click(box(canvasElement));
    await expect(args.onOpen).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByTestId('quick-search-backdrop'));
    await expect(canvas.queryByTestId('quick-search-panel')).toBeNull();
    await expect(canvasElement.ownerDocument.body.style.overflow).toBe('');
    await userEvent.click(box(canvasElement));
    await expect(args.onOpen).toHaveBeenCalledTimes(2);
    await userEvent.click(canvas.getByTestId('quick-search-backdrop'));
    await expect(canvas.queryByTestId('quick-search-panel')).toBeNull();
  },
};

export const LoadingPopular: Story = {
  args: { status: 'loading' },
  play: async ({ canvasElement }) => {
    await userEvent.click(box(canvasElement));
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Searching…');
  },
};

export const SearchFailedWithRetry: Story = {
  args: { status: 'error', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(box(canvasElement), 'kera');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Search failed. Please try again.');
    await expect(canvas.queryByRole('region', { name: 'Products' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    // Retrying is not a navigation: the panel stays open for the new results.
    await expect(canvas.getByTestId('quick-search-panel')).toBeVisible();
  },
};

export const SearchFailedFinnish: Story = {
  args: { status: 'error', onRetry: fn() },
  globals: { locale: 'fi' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('searchbox'));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Haku epäonnistui. Yritä uudelleen.');
    await userEvent.click(canvas.getByRole('button', { name: 'Yritä uudelleen' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const DebouncedQuery: Story = {
  play: async ({ canvasElement, args }) => {
    const input = box(canvasElement);
    // One query, SEARCH_DEBOUNCE_MS (and not much more) after the last keystroke.
    await expectDebouncedCall(input, args.onQueryChange, SEARCH_DEBOUNCE_MS, () => userEvent.type(input, 'kera'));
    await expect(args.onQueryChange).toHaveBeenCalledWith('kera');
  },
};

export const WithResults: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(box(canvasElement), 'kéravelle');
    await expect(canvas.getByText('Products found: 42')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'See all results' })).toHaveAttribute('href', '/products?search=keravelle');
    const brands = within(canvas.getByRole('region', { name: 'Brands' }));
    await expect(brands.getByRole('link', { name: 'Kéravelle' })).toHaveAttribute('href', '/products/brands/keravelle');
    await expect(within(canvas.getByRole('region', { name: 'Categories' })).getAllByRole('link')).toHaveLength(2);
    await expect(within(canvas.getByRole('region', { name: 'Products' })).getAllByRole('listitem')).toHaveLength(3);
  },
};

export const ClosesOnNavigation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(box(canvasElement), 'kéravelle');
    await userEvent.click(canvas.getByRole('link', { name: 'Šampoonid' }));
    await expect(canvas.queryByTestId('quick-search-panel')).toBeNull();
  },
};

export const NoResults: Story = {
  args: { results: { productCount: 0, seeAllHref: '/products?search=xyz', productPreviews: [], brands: [], categories: [] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(box(canvasElement), 'xyzzy');
    await expect(canvas.getByText('No results found')).toBeVisible();
    await expect(canvas.getByText('Try another keyword.')).toBeVisible();
  },
};

export const EnterSubmitsTrimmedText: Story = {
  play: async ({ canvasElement, args }) => {
    const input = box(canvasElement);
    await userEvent.type(input, '   {Enter}');
    await expect(args.onSubmitSearch).not.toHaveBeenCalled();
    await userEvent.type(input, ' palsam {Enter}');
    await expect(args.onSubmitSearch).toHaveBeenCalledWith('palsam');
    await expect(input).toHaveValue('');
    await expect(within(canvasElement).queryByTestId('quick-search-panel')).toBeNull();
    await expect(canvasElement.ownerDocument.body.style.overflow).toBe('');
  },
};

export const EscapeCloses: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(box(canvasElement));
    await expect(within(canvasElement).getByTestId('quick-search-panel')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(within(canvasElement).queryByTestId('quick-search-panel')).toBeNull();
    await expect(box(canvasElement)).toHaveFocus();
  },
};

/** Escape from a link of the panel (reached with Tab) closes it and puts focus back in the field, not on the page. */
export const EscapeFromALinkReturnsToTheField: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(box(canvasElement), 'kéravelle');
    const seeAll = canvas.getByRole('link', { name: 'See all results' });
    seeAll.focus();
    await expect(seeAll).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByTestId('quick-search-panel')).toBeNull();
    await expect(box(canvasElement)).toHaveFocus();
  },
};

export const EstonianMobile: Story = {
  globals: { locale: 'et', viewport: { value: 'mobile375', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Otsi tooteid, brände ja kategooriaid' }), 'šampoon');
    await expect(canvas.getByText('Leitud tooteid: 42')).toBeVisible();
  },
};

export const LatvianNoResults: Story = {
  args: { results: { productCount: 0, seeAllHref: '/products?search=x', productPreviews: [], brands: [], categories: [] } },
  globals: { locale: 'lv' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox'), 'matu');
    await expect(canvas.getByText('Nekas netika atrasts')).toBeVisible();
  },
};

export const RestoresScrollOnUnmount: Story = {
  render: function Render(args) {
    const [mounted, setMounted] = useState(true);
    return (
      <>
        <Button variant="unstyled" onClick={() => setMounted(false)}>
          Leave page
        </Button>
        {mounted ? <QuickSearchPanel {...args} /> : null}
      </>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('searchbox'));
    await expect(canvasElement.ownerDocument.body.style.overflow).toBe('hidden');
    await userEvent.click(canvas.getByRole('button', { name: 'Leave page' }));
    await expect(canvasElement.ownerDocument.body.style.overflow).toBe('');
  },
};

/** In the place of a QuickSearchField that had focus and text: the text, the focus and the caret carry over. */
export const ReplacesAFocusedField: Story = {
  args: { defaultQuery: 'šamp', focusOnMount: true },
  play: async ({ canvasElement, args }) => {
    const input = box(canvasElement) as HTMLInputElement;
    await expect(input).toHaveValue('šamp');
    await expect(input).toHaveFocus();
    await expect(input.selectionStart).toBe(4);
    await userEvent.type(input, 'oon');
    await expect(input).toHaveValue('šampoon');
    await expect(args.onQueryChange).not.toHaveBeenCalledWith('šampoonoon');
    await waitFor(() => expect(args.onQueryChange).toHaveBeenLastCalledWith('šampoon'));
  },
};

/**
 * The panel arrives (a lazy chunk) after the user has tabbed on from the field: it does not take
 * the focus back from where the user now is.
 */
export const DoesNotTakeFocusBackFromElsewhere: Story = {
  args: { focusOnMount: true },
  render: function Render(args) {
    const [mounted, setMounted] = useState(false);
    return (
      <div>
        <Button variant="secondary" onClick={() => setMounted(true)}>
          Language
        </Button>
        {mounted ? <QuickSearchPanel {...args} /> : null}
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const language = within(canvasElement).getByRole('button', { name: 'Language' });
    await userEvent.click(language);
    await waitFor(() => expect(box(canvasElement)).toBeVisible());
    await expect(language).toHaveFocus();
  },
};

