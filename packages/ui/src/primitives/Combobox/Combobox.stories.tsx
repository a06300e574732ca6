import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { cn } from '../cn';
import { Combobox, ComboboxGroup, ComboboxInput, ComboboxOption, ComboboxPopup, useComboboxState, type ComboboxPopupKind } from './Combobox';

interface Brand {
  id: string;
  name: string;
  country: 'France' | 'USA';
}

const BRANDS: readonly Brand[] = [
  { id: 'keravelle', name: 'Kéravelle', country: 'France' },
  { id: 'loreal', name: "L'Oréal Professionnel", country: 'France' },
  { id: 'olaplex', name: 'Olaplex', country: 'USA' },
  { id: 'oribe', name: 'Oribe', country: 'USA' },
];

interface DemoProps {
  popup?: ComboboxPopupKind;
  onSelect: (brand: Brand) => void;
  onEnter: (text: string) => void;
}

/** A brand picker built from the parts: the widgets (AdvancedSearchBar, SearchableAsyncSelect, QuickSearchPanel) do the same. */
function BrandCombobox({ popup = 'listbox', onSelect, onEnter }: DemoProps) {
  const [text, setText] = useState('');
  const matches = BRANDS.filter((brand) => brand.name.toLowerCase().includes(text.trim().toLowerCase()));
  const panel = popup === 'panel';
  const combobox = useComboboxState({
    items: panel ? [] : matches,
    popup,
    ...(panel ? { hasContent: true, closeOnBlur: false } : {}),
    inputValue: text,
    onInputValueChange: setText,
    onSelect: (brand) => {
      setText(brand.name);
      onSelect(brand);
    },
    onEnter: (event) => {
      event.preventDefault();
      onEnter(text);
    },
  });
  const countries = ['France', 'USA'] as const;
  return (
    // Room below for the popup, which is placed against the box.
    <div className="pb-64">
      <Combobox state={combobox} className="max-w-sm">
        <ComboboxInput
          type={panel ? 'search' : 'text'}
          aria-label="Brand"
          placeholder="Type a brand"
          className="w-full rounded border border-brand-line bg-brand-paper px-3 py-2"
        />
        <ComboboxPopup aria-label="Brands" className="absolute inset-x-0 top-full mt-1 rounded border border-brand-line bg-brand-paper p-2 shadow-lg">
          {panel ? (
            <ul>
              {matches.map((brand) => (
                <li key={brand.id}>
                  <a href={`#${brand.id}`} className="block rounded px-2 py-1 hover:bg-brand-surface">
                    {brand.name}
                  </a>
                </li>
              ))}
            </ul>
          ) : (
            countries.map((country) => {
              const inCountry = matches.filter((brand) => brand.country === country);
              return inCountry.length === 0 ? null : (
                <ComboboxGroup key={country} label={country} labelClassName="px-2 py-1 text-body-sm font-semibold uppercase text-brand-muted">
                  {inCountry.map((brand) => (
                    <ComboboxOption
                      key={brand.id}
                      item={brand}
                      className={({ highlighted }) => cn('cursor-pointer rounded px-2 py-1', highlighted && 'bg-brand-ink text-brand-paper')}
                    >
                      {brand.name}
                    </ComboboxOption>
                  ))}
                </ComboboxGroup>
              );
            })
          )}
        </ComboboxPopup>
      </Combobox>
    </div>
  );
}

const meta = {
  title: 'Primitives/Combobox',
  // The stories drive the parts through the brand picker above; the docs page lists each part's props.
  component: BrandCombobox,
  subcomponents: {
    Combobox,
    ComboboxInput,
    ComboboxPopup,
    ComboboxGroup,
    ComboboxOption,
  },
  args: { popup: 'listbox', onSelect: fn(), onEnter: fn() },
  argTypes: { popup: { control: 'radio', options: ['listbox', 'panel'] } },
} satisfies Meta<typeof BrandCombobox>;

export default meta;
type Story = StoryObj<typeof meta>;

const input = (canvasElement: HTMLElement, role: 'combobox' | 'searchbox' = 'combobox') => within(canvasElement).getByRole(role, { name: 'Brand' });

/** Focus opens the list; the arrows wrap, Enter chooses the highlighted option. */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = input(canvasElement);
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expect(box).toHaveAttribute('data-slot', 'combobox-input');
    await userEvent.click(box);
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('listbox', { name: 'Brands' })).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'USA' })).toBeVisible();
    // A second click keeps the list open.
    await userEvent.click(box);
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{ArrowDown}');
    const first = canvas.getByRole('option', { name: 'Kéravelle' });
    await expect(box).toHaveAttribute('aria-activedescendant', first.id);
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowUp}');
    await expect(box).toHaveAttribute('aria-activedescendant', canvas.getByRole('option', { name: 'Oribe' }).id);
    // Home and End move the caret in the text, not the highlight.
    await userEvent.keyboard('{Home}{End}');
    await expect(box).toHaveAttribute('aria-activedescendant', canvas.getByRole('option', { name: 'Oribe' }).id);
    await userEvent.keyboard('{ArrowUp}');
    await expect(box).toHaveAttribute('aria-activedescendant', canvas.getByRole('option', { name: 'Olaplex' }).id);
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith(expect.objectContaining({ id: 'olaplex' }));
    await expect(box).toHaveValue('Olaplex');
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onEnter).not.toHaveBeenCalled();
  },
};

/** Typing filters; Enter without a highlighted option goes to the widget; no match hides the list. */
export const TypingAndEnter: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = input(canvasElement);
    await userEvent.type(box, 'or');
    await expect(canvas.getAllByRole('option')).toHaveLength(2);
    await expect(box).not.toHaveAttribute('aria-activedescendant');
    await userEvent.keyboard('{Enter}');
    await expect(args.onEnter).toHaveBeenCalledWith('or');
    await expect(args.onSelect).not.toHaveBeenCalled();
    await userEvent.type(box, 'xyz');
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByRole('listbox', { hidden: true })).not.toBeVisible();
  },
};

/** Escape closes the shown list, a second Escape empties the text. */
export const EscapeClosesThenClears: Story = {
  play: async ({ canvasElement }) => {
    const box = input(canvasElement);
    await userEvent.type(box, 'or');
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expect(box).toHaveValue('or');
    await userEvent.keyboard('{Escape}');
    await expect(box).toHaveValue('');
  },
};

/** The pointer highlights the option under it; a click chooses it and keeps focus in the input. */
export const Pointer: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = input(canvasElement);
    await userEvent.type(box, 'o');
    const oribe = canvas.getByRole('option', { name: 'Oribe' });
    await userEvent.hover(oribe);
    await expect(oribe).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(oribe);
    await expect(args.onSelect).toHaveBeenCalledWith(expect.objectContaining({ id: 'oribe' }));
    await expect(box).toHaveValue('Oribe');
    await expect(box).toHaveFocus();
    await expect(box).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Leaving the input closes the list without choosing the highlighted option. */
export const BlurClosesWithoutChoosing: Story = {
  play: async ({ canvasElement, args }) => {
    const box = input(canvasElement);
    await userEvent.type(box, 'ola{ArrowDown}');
    await userEvent.tab();
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expect(box).toHaveValue('ola');
    await expect(args.onSelect).not.toHaveBeenCalled();
  },
};

/**
 * A panel of links (the quick search's kind): the input stays a search box that names the panel
 * while it is open, Tab reaches the links and the panel stays open; Escape closes it.
 */
export const Panel: Story = {
  args: { popup: 'panel' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = input(canvasElement, 'searchbox');
    await expect(box).not.toHaveAttribute('aria-controls');
    await userEvent.type(box, 'ori');
    const link = canvas.getByRole('link', { name: 'Oribe' });
    await expect(box).toHaveAttribute('aria-controls', link.closest('[data-slot="combobox-popup"]')?.id);
    await userEvent.keyboard('{ArrowDown}');
    await expect(link).toBeVisible();
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await userEvent.click(box);
    await userEvent.keyboard('{Enter}');
    await expect(args.onEnter).toHaveBeenCalledWith('ori');
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('link', { name: 'Oribe' })).toBeNull();
    await expect(box).toHaveFocus();
  },
};

/** The open list with its groups and the highlighted option, as the picture shows it. */
export const OpenWithGroups: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(input(canvasElement), 'o{ArrowDown}{ArrowDown}');
    await expect(canvas.getByRole('option', { name: 'Olaplex' })).toHaveAttribute('aria-selected', 'true');
    await expect(within(canvas.getByRole('group', { name: 'France' })).getAllByRole('option')).toHaveLength(1);
  },
};
