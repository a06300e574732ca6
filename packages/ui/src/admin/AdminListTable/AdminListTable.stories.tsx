import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, userEvent, within } from 'storybook/test';
import { Button } from '../../primitives/Button';
import { AdminListTable, type AdminListColumn } from './AdminListTable';

const columns: AdminListColumn[] = [
  { name: 'name', type: 'string', label: 'name', sortable: true, searchable: true, filterable: false },
  {
    name: 'type',
    type: 'radios',
    label: 'type',
    sortable: true,
    searchable: false,
    filterable: true,
    options: ['CAMPAIGN', 'SHADOW', 'EVENT', 'ROUTE', 'POST'].map((value) => ({ value, label: value })),
  },
  { name: 'meta_title', type: 'languageString', label: 'meta_title', sortable: false, searchable: true, filterable: false },
  { name: 'shop_id', type: 'foreignKey', label: 'shop_id', sortable: false, searchable: false, filterable: false, references: 'shops' },
  { name: 'is_highlighted', type: 'boolean', label: 'is_highlighted', sortable: false, searchable: false, filterable: false },
  { name: 'created_at', type: 'dateTime', label: 'created_at', sortable: true, searchable: false, filterable: false },
];
const rows = [
  { uuid: 'a', name: 'Spring campaign', type: 'CAMPAIGN', meta_title: { en_US: { value: 'Spring campaign' }, et_EE: { value: 'Kevadkampaania' } }, shop_id: 1, is_highlighted: true, created_at: '2026-03-01T10:00:00Z' },
  { uuid: 'b', name: 'Hair day', type: 'EVENT', meta_title: { et_EE: { value: 'Juuksepäev' } }, shop_id: null, is_highlighted: false, created_at: '2026-04-02T08:30:00Z' },
];

const meta = {
  title: 'Admin/AdminListTable',
  component: AdminListTable,
  args: {
    caption: 'Routes',
    columns,
    rows,
    count: 45,
    page: 1,
    pageSize: 20,
    sort: '-created_at',
    status: 'success',
    locale: 'en_US',
    onPageChange: fn(),
    onSortChange: fn(),
    onSearch: fn(),
    onFilterChange: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof AdminListTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Rows: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table');
    await expect(within(table).getAllByRole('row')).toHaveLength(3);
    await expect(within(table).getByText('Juuksepäev')).toBeVisible();
    await expect(within(table).getAllByText('Yes')).toHaveLength(1);
    // Headings and stored codes by their names, never the API's field names.
    await expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Name', 'Type', 'Page title', 'Shop', 'Highlighted', 'Created ↓']);
    await expect(within(table).getByText('Campaign')).toBeVisible();
    await expect(within(table).getByText('Event')).toBeVisible();
    await expect(canvas.getByRole('columnheader', { name: /Created/ })).toHaveAttribute('aria-sort', 'descending');
    await userEvent.click(canvas.getByRole('button', { name: 'Sort by Name' }));
    await expect(args.onSortChange).toHaveBeenCalledWith('name');
    await userEvent.click(canvas.getByRole('button', { name: 'Sort by Created' }));
    await expect(args.onSortChange).toHaveBeenLastCalledWith('created_at');
  },
};

export const SearchFilterAndPage: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search' }), 'spring{Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith('spring');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Filter by Type' }), 'Campaign');
    await expect(args.onFilterChange).toHaveBeenCalledWith('type', 'CAMPAIGN');
    await userEvent.click(canvas.getByRole('button', { name: /^(Page 2|2)$/ }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};

/** Columns the API marks filterable: text, foreign keys (with and without options) and dates. */
const filterColumns: AdminListColumn[] = [
  { name: 'name', type: 'string', label: 'name', sortable: true, searchable: true, filterable: false },
  { name: 'location', type: 'string', label: 'Location', sortable: true, searchable: false, filterable: true },
  { name: 'shop_id', type: 'foreignKey', label: 'shop_id', sortable: false, searchable: false, filterable: true, references: 'shops' },
  {
    name: 'country_id',
    type: 'foreignKey',
    label: 'country_id',
    sortable: false,
    searchable: false,
    filterable: true,
    references: 'countries',
    // As the API sends them; the table names the countries.
    options: [
      { value: 2, label: 'EE' },
      { value: 3, label: 'LV' },
    ],
  },
  { name: 'created_at', type: 'dateTime', label: 'Created', sortable: true, searchable: false, filterable: true },
];

export const FilterControls: Story = {
  args: {
    columns: filterColumns,
    rows: [{ uuid: 'a', name: 'Spring day', location: 'Tallinn', shop_id: 1, country_id: 2, created_at: '2026-03-01T10:00:00Z' }],
    count: 1,
    filters: { shop_id: '1' },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const location = canvas.getByRole('textbox', { name: 'Filter by Location' });
    await userEvent.type(location, 'Tartu');
    // Typing alone does not filter; Enter (or leaving the field) does.
    await expect(args.onFilterChange).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onFilterChange).toHaveBeenCalledWith('location', 'Tartu');
    await expect(canvas.getByRole('cell', { name: 'Estonia' })).toBeVisible();
    const shop = canvas.getByRole('textbox', { name: 'Filter by Shop' });
    await expect(shop).toHaveValue('1');
    await userEvent.clear(shop);
    await userEvent.type(shop, '3');
    await userEvent.tab();
    await expect(args.onFilterChange).toHaveBeenCalledWith('shop_id', '3');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Filter by Country' }), 'Latvia');
    await expect(args.onFilterChange).toHaveBeenCalledWith('country_id', '3');
    await expect(canvas.getByRole('group', { name: 'Filter by Created' })).toBeVisible();
    fireEvent.change(canvas.getByLabelText('Created from'), { target: { value: '2026-03-01T00:00' } });
    await expect(args.onFilterChange).toHaveBeenCalledWith('created_at_from', '2026-03-01T00:00');
    fireEvent.change(canvas.getByLabelText('Created to'), { target: { value: '2026-03-31T23:59' } });
    await expect(args.onFilterChange).toHaveBeenCalledWith('created_at_to', '2026-03-31T23:59');
  },
};

export const Loading: Story = {
  args: { status: 'loading', rows: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading…')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { rows: [], count: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Nothing found.')).toBeVisible();
  },
};

export const ErrorWithRetry: Story = {
  args: { status: 'error' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Estonian: Story = {
  args: { locale: 'et_EE' },
  globals: { locale: 'et' },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table');
    await expect(within(table).getByText('Kevadkampaania')).toBeVisible();
    await expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Nimi', 'Tüüp', 'Lehe pealkiri', 'Pood', 'Esile tõstetud', 'Loodud ↓']);
    await expect(within(table).getByText('Kampaania')).toBeVisible();
    await expect(within(table).getByText('Üritus')).toBeVisible();
  },
};

/**
 * A list that names a field its own way (a brand's `value` is its name), an order status by its
 * name, and what this build has no text for: the API's label, and a value as stored.
 */
export const NamesOfAList: Story = {
  args: {
    list: 'brands',
    columns: [
      { name: 'value', type: 'string', label: 'name', sortable: true, searchable: true, filterable: false },
      { name: 'status', type: 'radios', label: 'status', sortable: false, searchable: false, filterable: true, options: [2, 3, 99].map((value) => ({ value, label: String(value) })) },
      { name: 'new_field', type: 'string', label: 'A field the API named', sortable: false, searchable: false, filterable: false },
    ],
    rows: [
      { uuid: 'a', value: 'Amber Coast', status: 3, new_field: 'NEW_CODE' },
      { uuid: 'b', value: 'Birch', status: 99, new_field: null },
    ],
    count: 2,
    sort: 'value',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table');
    await expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Name ↑', 'Status', 'A field the API named']);
    await expect(within(table).getByText('Being prepared')).toBeVisible();
    await expect(within(table).getByText('99')).toBeVisible();
    await expect(within(table).getByText('NEW_CODE')).toBeVisible();
    const filter = canvas.getByRole('combobox', { name: 'Filter by Status' });
    await expect(within(filter).getAllByRole('option').map((option) => option.textContent)).toEqual(['All', 'Placed', 'Being prepared', '99']);
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile375', isRotated: false } } };

const manyColumns: AdminListColumn[] = Array.from({ length: 14 }, (_, index) => ({
  name: `a_rather_long_column_name_${index}`,
  type: 'string',
  label: `a_rather_long_column_name_${index}`,
  sortable: false,
  searchable: false,
  filterable: false,
}));

/** More columns than the page is wide: the table scrolls in its box, row actions' hidden labels too. */
export const WiderThanThePage: Story = {
  args: {
    columns: manyColumns,
    rows: [{ uuid: 'w', ...Object.fromEntries(manyColumns.map((column) => [column.name, 'value'])) }],
    renderActions: (row) => (
      <Button variant="secondary" size="sm">
        Edit<span className="sr-only">: {String(row.uuid)}</span>
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table');
    const box = table.parentElement!;
    await expect(box.scrollWidth).toBeGreaterThan(box.clientWidth);
    // A visually hidden label is positioned absolutely: outside a positioned box it widened the page.
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};
