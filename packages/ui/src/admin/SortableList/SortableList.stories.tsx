import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SortableList, type SortableListProps } from './SortableList';

interface Row {
  uuid: string;
  name: string;
}
const ROWS: Row[] = [
  { uuid: 'a', name: 'Carousel' },
  { uuid: 'b', name: 'Spacer' },
  { uuid: 'c', name: 'Thin banner' },
];

/** Keeps the order like a caller would, so the play functions see the list re-render. */
function StatefulList(props: Omit<SortableListProps<Row>, 'items' | 'getId' | 'getLabel' | 'renderItem'> & { initial?: Row[] }) {
  const [rows, setRows] = useState(props.initial ?? ROWS);
  return (
    <SortableList<Row>
      {...props}
      items={rows}
      getId={(row) => row.uuid}
      getLabel={(row) => row.name}
      onReorder={(ids, move) => {
        setRows(ids.map((id) => rows.find((row) => row.uuid === id)!));
        props.onReorder(ids, move);
      }}
      renderItem={(row, handle) => (
        <div className="flex items-center gap-2 rounded border border-brand-line p-2">
          {handle}
          <span>{row.name}</span>
        </div>
      )}
    />
  );
}

const meta = {
  title: 'Admin/SortableList',
  component: StatefulList,
  args: { label: 'Blocks of the page', onReorder: fn() },
} satisfies Meta<typeof StatefulList>;

export default meta;
type Story = StoryObj<typeof meta>;

const names = (canvas: ReturnType<typeof within>) =>
  within(canvas.getByRole('list', { name: 'Blocks of the page' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

export const KeyboardMoveDown: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const handle = canvas.getByRole('button', { name: 'Move Carousel' });
    handle.focus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(handle).toHaveAttribute('aria-pressed', 'true'));
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(canvasElement.ownerDocument.body).toHaveTextContent('Carousel moved to position 2 of 3.'));
    await userEvent.keyboard(' ');
    await waitFor(() => expect(args.onReorder).toHaveBeenCalledWith(['b', 'a', 'c'], { id: 'a', from: 0, to: 1 }));
    await waitFor(() => expect(names(canvas)).toEqual(['Spacer', 'Carousel', 'Thin banner']));
    await expect(canvasElement.ownerDocument.body).toHaveTextContent('Carousel dropped at position 2 of 3.');
  },
};

export const KeyboardMoveUpTwice: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const handle = canvas.getByRole('button', { name: 'Move Thin banner' });
    handle.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(handle).toHaveAttribute('aria-pressed', 'true'));
    await userEvent.keyboard('{ArrowUp}');
    await waitFor(() => expect(canvasElement.ownerDocument.body).toHaveTextContent('Thin banner moved to position 2 of 3.'));
    await userEvent.keyboard('{ArrowUp}');
    await waitFor(() => expect(canvasElement.ownerDocument.body).toHaveTextContent('Thin banner moved to position 1 of 3.'));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onReorder).toHaveBeenCalledWith(['c', 'a', 'b'], { id: 'c', from: 2, to: 0 }));
    await waitFor(() => expect(names(canvas)).toEqual(['Thin banner', 'Carousel', 'Spacer']));
  },
};

export const EscapeCancels: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const handle = canvas.getByRole('button', { name: 'Move Carousel' });
    handle.focus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(handle).toHaveAttribute('aria-pressed', 'true'));
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(canvasElement.ownerDocument.body).toHaveTextContent('Carousel moved to position 2 of 3.'));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvasElement.ownerDocument.body).toHaveTextContent('Moving Carousel was cancelled; it is back at position 1 of 3.'));
    await expect(args.onReorder).not.toHaveBeenCalled();
    await expect(names(canvas)).toEqual(['Carousel', 'Spacer', 'Thin banner']);
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: 'Move Carousel' }).focus();
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard(' ');
    await expect(args.onReorder).not.toHaveBeenCalled();
    await expect(names(canvas)).toEqual(['Carousel', 'Spacer', 'Thin banner']);
  },
};

export const Estonian: Story = {
  globals: { locale: 'et' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const handle = canvas.getByRole('button', { name: 'Liiguta: Spacer' });
    handle.focus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(handle).toHaveAttribute('aria-pressed', 'true'));
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(canvasElement.ownerDocument.body).toHaveTextContent('Spacer liikus asukohta 3 / 3.'));
    await userEvent.keyboard(' ');
    await waitFor(() => expect(args.onReorder).toHaveBeenCalledWith(['a', 'c', 'b'], { id: 'b', from: 1, to: 2 }));
    await waitFor(() => expect(canvasElement.ownerDocument.body).toHaveTextContent('Spacer asetati asukohta 3 / 3.'));
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile375', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('button', { name: /^Move / })).toHaveLength(3);
  },
};

const LONG_LIST: Row[] = Array.from({ length: 300 }, (_, index) => ({ uuid: `r${index + 1}`, name: `Row ${index + 1}` }));

/** 300 rows: only those near the viewport are rendered; each tells its place in the whole list, and keyboard moves and scrolling still work. */
export const LongListWindowed: Story = {
  args: { initial: LONG_LIST, windowed: true },
  // Which rows are rendered depends on the runner's viewport: the play function checks them instead of a picture.
  parameters: { screenshot: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const items = () => within(canvas.getByRole('list', { name: 'Blocks of the page' })).getAllByRole('listitem');
    await waitFor(() => expect(items().length).toBeGreaterThan(0));
    await expect(items().length).toBeLessThan(LONG_LIST.length);
    await expect(items()[0]).toHaveAttribute('aria-setsize', '300');
    await expect(items()[0]).toHaveAttribute('aria-posinset', '1');

    const handle = canvas.getByRole('button', { name: 'Move Row 2' });
    handle.focus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(handle).toHaveAttribute('aria-pressed', 'true'));
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(canvasElement.ownerDocument.body).toHaveTextContent('Row 2 moved to position 3 of 300.'));
    await userEvent.keyboard(' ');
    await waitFor(() => expect(args.onReorder).toHaveBeenCalledWith(expect.arrayContaining(['r1', 'r2', 'r3']), { id: 'r2', from: 1, to: 2 }));
    await waitFor(() => expect(items().slice(0, 3).map((item) => item.textContent)).toEqual(['Row 1', 'Row 3', 'Row 2']));

    // Scrolled far down, the rows there are rendered instead of the first ones.
    const view = canvasElement.ownerDocument.defaultView!;
    view.scrollTo(0, view.document.documentElement.scrollHeight / 2);
    await waitFor(() => expect(Number(items()[0]!.getAttribute('aria-posinset'))).toBeGreaterThan(50));
    view.scrollTo(0, 0);
  },
};
