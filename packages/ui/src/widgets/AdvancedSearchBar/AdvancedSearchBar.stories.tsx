import { SEARCH_DEBOUNCE_MS } from '@salon/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { expectDebouncedCall } from '../layoutParts/timingStories';
import { AdvancedSearchBar } from './AdvancedSearchBar';

const meta = {
  title: 'Widgets/AdvancedSearchBar',
  component: AdvancedSearchBar,
  decorators: [(Story) => <div className="min-h-[30rem] max-w-xl"><Story /></div>],
  args: {
    onQueryChange: fn(),
    onSelect: fn(),
    onSubmitSearch: fn(),
    popularSearches: [
      { label: 'Kéravelle', href: '/products/brands/keravelle' },
      { label: 'Juuksevärvid', href: '/products/categories/2' },
    ],
    suggestions: [
      'šampoon värvitud juustele',
      'šampoon kuivadele juustele',
      'šampoon meestele',
      'šampoon hõbedane',
      'šampoon lokkis juustele',
      'šampoon rasusele peanahale',
      'šampoon sügavpuhastav',
      'šampoon sulfaadivaba',
      'šampoon kõõma vastu',
      'šampoon reisisuurus',
    ],
    brands: [{ label: 'Šilkas', href: '/products/brands/silkas' }],
    categories: [
      { id: 11, name: 'Šampoonid', parentName: 'Juuksehooldus' },
      { id: 31, name: 'Šampoonid', parentName: 'Meestele' },
      { id: 32, name: 'Habemešampoonid', parentName: 'Meestele' },
    ],
  },
} satisfies Meta<typeof AdvancedSearchBar>;

export default meta;
type Story = StoryObj<typeof meta>;

const combobox = (canvasElement: HTMLElement) => within(canvasElement).getByRole('combobox');

export const PopularOnFocus: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = combobox(canvasElement);
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(input);
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('group', { name: 'Popular searches' })).toBeVisible();
    await userEvent.click(canvas.getByRole('option', { name: 'Kéravelle' }));
    await expect(args.onSelect).toHaveBeenCalledWith(expect.objectContaining({ kind: 'popular', href: '/products/brands/keravelle' }));
  },
};

export const SuggestionsAndGroupedCategories: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = combobox(canvasElement);
    // One query, SEARCH_DEBOUNCE_MS (and not much more) after the last keystroke.
    await expectDebouncedCall(input, args.onQueryChange, SEARCH_DEBOUNCE_MS, () => userEvent.type(input, 'šampoon'));
    await expect(args.onQueryChange).toHaveBeenCalledWith('šampoon');
    await expect(within(canvas.getByRole('group', { name: 'Suggestions' })).getAllByRole('option')).toHaveLength(8);
    const categories = within(canvas.getByRole('group', { name: 'Categories' })).getAllByRole('option');
    await expect(categories).toHaveLength(2);
    await expect(categories[0]).toHaveTextContent('Šampoonidin Juuksehooldus, Meestele');
    await expect(canvas.getByRole('group', { name: 'Brands' })).toBeVisible();
  },
};

export const KeyboardNavigation: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = combobox(canvasElement);
    await userEvent.type(input, 'šampoon');
    await userEvent.keyboard('{ArrowDown}');
    const first = canvas.getByRole('option', { name: 'šampoon värvitud juustele' });
    await expect(input).toHaveAttribute('aria-activedescendant', first.id);
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowUp}');
    const second = canvas.getByRole('option', { name: 'šampoon kuivadele juustele' });
    await expect(input).toHaveAttribute('aria-activedescendant', second.id);
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    // Wraps from the first option to the last (the grouped category entry).
    await expect(input).toHaveAttribute('aria-activedescendant', canvas.getByRole('option', { name: /Habemešampoonid/ }).id);
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith(
      expect.objectContaining({ kind: 'categoryGroup', label: 'Habemešampoonid', categoryIds: [32] }),
    );
    await expect(input).toHaveAttribute('aria-expanded', 'false');
  },
};

export const EnterSearchesText: Story = {
  play: async ({ canvasElement, args }) => {
    const input = combobox(canvasElement);
    await userEvent.type(input, '  palsam  {Enter}');
    await expect(args.onSubmitSearch).toHaveBeenCalledWith('palsam');
    await expect(args.onSelect).not.toHaveBeenCalled();
  },
};

export const EscapeClosesThenClears: Story = {
  play: async ({ canvasElement }) => {
    const input = combobox(canvasElement);
    await userEvent.type(input, 'šampoon');
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(input).toHaveValue('šampoon');
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveValue('');
  },
};

export const Loading: Story = {
  args: { status: 'loading', suggestions: [], brands: [], categories: [] },
  play: async ({ canvasElement }) => {
    await userEvent.type(combobox(canvasElement), 'kéra');
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Searching…');
  },
};

export const SearchFailedWithRetry: Story = {
  args: { status: 'error', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = combobox(canvasElement);
    await userEvent.type(input, 'šampoon');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Search failed. Please try again.');
    // The alert replaces the list.
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    // Keyboard users reach the retry button: the alert stays while there is a query.
    await userEvent.tab();
    const retry = canvas.getByRole('button', { name: 'Retry' });
    await expect(retry).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await userEvent.click(retry);
    await expect(args.onRetry).toHaveBeenCalledTimes(2);
  },
};

export const SearchFailedRussian: Story = {
  args: { status: 'error', onRetry: fn() },
  globals: { locale: 'ru' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(combobox(canvasElement), 'шампунь');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Поиск не удался. Попробуйте ещё раз.');
    await userEvent.click(canvas.getByRole('button', { name: 'Повторить' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const NoSuggestions: Story = {
  args: { suggestions: [], brands: [], categories: [] },
  play: async ({ canvasElement }) => {
    const input = combobox(canvasElement);
    await userEvent.type(input, 'xyz');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
  },
};

export const Estonian: Story = {
  globals: { locale: 'et' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox', { name: 'Otsi tooteid, brände ja kategooriaid' }), 'šampoon');
    await expect(canvas.getByRole('group', { name: 'Kategooriad' })).toHaveTextContent('kategoorias Juuksehooldus, Meestele');
  },
};

export const MobileLatvian: Story = {
  globals: { locale: 'lv', viewport: { value: 'mobile375', isRotated: false } },
  args: {
    suggestions: ['matu šampūns', 'matu maska'],
    brands: [{ label: 'Rīgas Ziedi', href: '/products/brands/rigas-ziedi' }],
    categories: [{ id: 5, name: 'Matu kopšana' }],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox'), 'matu');
    await expect(canvas.getByRole('group', { name: 'Zīmoli' })).toBeVisible();
  },
};
