import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { useTranslation } from '../../i18n';
import { DataTable, type DataTableProps } from './DataTable';

/** Column headings arrive as text keys and are translated in the story's language. */
function TranslatedTable({ columns, caption, ...props }: DataTableProps) {
  const { t } = useTranslation();
  return <DataTable {...props} columns={columns.map((key) => t(String(key)))} caption={caption ? t(String(caption), { count: props.rows.length }) : undefined} />;
}

const meta = {
  title: 'Widgets/DataTable',
  component: DataTable,
  render: (args) => <TranslatedTable {...args} />,
  args: {
    caption: 'adminModals.attendeeCount',
    columns: ['adminModals.attendeeName', 'authModal.email', 'accountModals.phone', 'adminModals.company'],
    rows: [
      { key: 1, cells: ['Anna Tamm', 'anna@salon.ee', '+372 5555 1234', 'Salon Aura OÜ'] },
      { key: 2, cells: ['Liis Kask', 'liis@example.com', '', ''] },
    ],
  },
} satisfies Meta<typeof DataTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithCaption: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: '2 attendees' });
    const headings = within(table).getAllByRole('columnheader');
    await expect(headings.map((heading) => heading.textContent)).toEqual(['Name', 'E-mail', 'Phone', 'Company']);
    await expect(within(table).getAllByRole('row')).toHaveLength(3);
    // The first cell names its row, so a screen reader reads "Anna Tamm" with each of the row's cells.
    const anna = within(table).getByRole('rowheader', { name: 'Anna Tamm' });
    await expect(anna.closest('tr')).toHaveTextContent('anna@salon.ee');
    await expect(within(table).getAllByRole('cell')).toHaveLength(6);
  },
};

export const WithoutCaption: Story = {
  args: {
    caption: undefined,
    rows: [{ key: 'a', cells: ['Anna Tamm', <a href="mailto:anna@salon.ee" className="underline">anna@salon.ee</a>, '+372 5555 1234', 'Salon Aura OÜ'] }],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('caption')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'anna@salon.ee' })).toHaveAttribute('href', 'mailto:anna@salon.ee');
  },
};

export const Estonian: Story = {
  globals: { locale: 'et' },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: '2 osalejat' });
    await expect(within(table).getAllByRole('columnheader')[0]).toHaveTextContent('Nimi');
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile375', isRotated: false } } };
