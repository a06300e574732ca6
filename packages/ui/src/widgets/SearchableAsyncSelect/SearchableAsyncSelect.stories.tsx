import { SEARCH_DEBOUNCE_MS } from '@salon/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { expectDebouncedCall } from '../layoutParts/timingStories';
import { SearchableAsyncSelect, type SearchableAsyncSelectProps, type SelectOption } from './SearchableAsyncSelect';

const brands: SelectOption[] = [
  { value: '1', label: 'Kérastase' },
  { value: '2', label: "L'Oréal Professionnel" },
  { value: '3', label: 'Olaplex' },
  { value: '4', label: 'Oribe' },
];

const searchBrands = (query: string) =>
  Promise.resolve(brands.filter((brand) => brand.label.toLowerCase().includes(query.toLowerCase())));

function Controlled(props: Omit<SearchableAsyncSelectProps, 'value' | 'onChange'> & { onChange: (option: SelectOption | null) => void }) {
  const [value, setValue] = useState<SelectOption | null>(null);
  return (
    <div className="max-w-sm pb-64">
      <SearchableAsyncSelect
        {...props}
        value={value}
        onChange={(option) => {
          setValue(option);
          props.onChange(option);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Widgets/Inputs/SearchableAsyncSelect',
  component: SearchableAsyncSelect,
  args: { label: 'Brand', loadOptions: fn(searchBrands), value: null, onChange: fn() },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof SearchableAsyncSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PickWithKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const combobox = canvas.getByRole('combobox', { name: 'Brand' });
    await userEvent.type(combobox, 'o');
    await waitFor(() => expect(args.loadOptions).toHaveBeenCalledWith('o'));
    await expect(await canvas.findAllByRole('option')).toHaveLength(3);
    await expect(combobox).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{ArrowDown}');
    const active = combobox.getAttribute('aria-activedescendant');
    await expect(active && document.getElementById(active)).toHaveTextContent('Olaplex');
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(brands[2]);
    await expect(combobox).toHaveValue('Olaplex');
    await expect(combobox).toHaveAttribute('aria-expanded', 'false');
  },
};

export const PickWithMouse: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox'), 'kér');
    await userEvent.click(await canvas.findByRole('option', { name: 'Kérastase' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(brands[0]);
  },
};

export const BlankInputNeverSearches: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.type(within(canvasElement).getByRole('combobox'), '   ');
    await new Promise((resolve) => setTimeout(resolve, SEARCH_DEBOUNCE_MS * 2));
    await expect(args.loadOptions).not.toHaveBeenCalled();
  },
};

export const SearchesTrimmedInput: Story = {
  play: async ({ canvasElement, args }) => {
    const combobox = within(canvasElement).getByRole('combobox');
    // The debounce turns a burst of keystrokes into one search, SEARCH_DEBOUNCE_MS after the last.
    await expectDebouncedCall(combobox, args.loadOptions, SEARCH_DEBOUNCE_MS, () => userEvent.type(combobox, '  olap  '));
    await expect(args.loadOptions).toHaveBeenCalledWith('olap');
  },
};

export const NoOptions: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const combobox = canvas.getByRole('combobox');
    await userEvent.type(combobox, 'x');
    await new Promise((resolve) => setTimeout(resolve, SEARCH_DEBOUNCE_MS * 2));
    // One character without matches stays quiet.
    await expect(canvas.queryByText('No options')).toBeNull();
    await userEvent.type(combobox, 'y');
    await expect(await canvas.findByText('No options')).toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { loadOptions: fn((_query: string) => new Promise<SelectOption[]>(() => undefined)) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox'), 'ol');
    await expect(await canvas.findByText('Searching…')).toBeInTheDocument();
    await expect(canvas.getByRole('combobox')).toHaveAttribute('aria-busy', 'true');
  },
};

export const LoadError: Story = {
  args: { loadOptions: fn((_query: string): Promise<SelectOption[]> => Promise.reject(new Error("offline"))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox'), 'ol');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Search failed. Please try again.');
  },
};

export const EscapeClosesThenClears: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const combobox = canvas.getByRole('combobox');
    await userEvent.type(combobox, 'ol');
    await canvas.findAllByRole('option');
    await userEvent.keyboard('{Escape}');
    await expect(combobox).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{Escape}');
    await expect(combobox).toHaveValue('');
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
  },
};

export const WithHintAndError: Story = {
  args: { hint: 'Start typing a brand name.', error: 'Choose a brand.', required: true },
  play: async ({ canvasElement }) => {
    const combobox = within(canvasElement).getByRole('combobox', { name: 'Brand' });
    await expect(combobox).toHaveAttribute('aria-invalid', 'true');
    await expect(combobox).toHaveAccessibleDescription('Choose a brand. Start typing a brand name.');
  },
};

export const Estonian: Story = {
  args: { label: 'Bränd' },
  globals: { locale: 'et' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox', { name: 'Bränd' }), 'zz');
    await expect(await canvas.findByText('Valikuid pole')).toBeInTheDocument();
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile375', isRotated: false } } };
