import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { useState } from 'react';
import type { StoredEditorBlock } from '@salon/domain';
import { RichText } from '../../blocks/RichText';
import { RichTextEditor } from './RichTextEditor';

const STORED = [
  { id: 'h1', type: 'header', data: { text: 'Spring care', level: 1 } },
  { id: 'p1', type: 'paragraph', data: { text: 'Hair/-/care for <b>every</b> day.' }, alignment: 'justify' },
];

const meta = {
  title: 'Admin/RichTextEditor',
  component: RichTextEditor,
  args: { label: 'content', value: STORED, onChange: fn() },
} satisfies Meta<typeof RichTextEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

type Mock = ReturnType<typeof fn>;
const lastBlocks = (onChange: unknown) => (onChange as Mock).mock.calls.at(-1)?.[0] as Array<{ type: string; data: Record<string, unknown>; alignment?: string }>;

/** Legacy justify reads as left; header level and text edits reach onChange in the stored format. */
export const EditsStoredContent: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const paragraph = canvas.getByRole('group', { name: 'Block 2: Paragraph' });
    await expect(within(paragraph).getByRole('radio', { name: 'Left' })).toBeChecked();
    await expect(within(paragraph).getByRole('textbox', { name: 'Text' })).toHaveValue('Hair/-/care for <b>every</b> day.');
    const header = canvas.getByRole('group', { name: 'Block 1: Heading' });
    await userEvent.selectOptions(within(header).getByRole('combobox', { name: 'Heading level' }), '5');
    await expect(within(header).queryByRole('option', { name: 'H6' })).toBeNull();
    const text = within(header).getByRole('textbox', { name: 'Text' });
    await userEvent.clear(text);
    await userEvent.type(text, 'Summer care');
    await userEvent.click(within(paragraph).getByRole('radio', { name: 'Centre' }));
    await waitFor(() =>
      expect(lastBlocks(args.onChange)).toEqual([
        expect.objectContaining({ id: 'h1', type: 'header', data: { text: 'Summer care', level: 5 }, alignment: 'left' }),
        expect.objectContaining({ id: 'p1', type: 'paragraph', alignment: 'center' }),
      ]),
    );
  },
};

/** Quote with caption, ordered list and delimiter are added in the Editor.js shape. */
export const AddsBlocks: Story = {
  args: { value: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No content yet.')).toBeVisible();
    const type = canvas.getByRole('combobox', { name: 'Block type' });
    await userEvent.selectOptions(type, 'quote');
    await userEvent.click(canvas.getByRole('button', { name: 'Add block' }));
    const quote = canvas.getByRole('group', { name: 'Block 1: Quote' });
    await userEvent.type(within(quote).getByRole('textbox', { name: 'Text' }), 'Beauty is care.');
    await userEvent.type(within(quote).getByRole('textbox', { name: 'Caption' }), 'A stylist');
    await userEvent.click(within(quote).getByRole('radio', { name: 'Right' }));
    await userEvent.selectOptions(type, 'list');
    await userEvent.click(canvas.getByRole('button', { name: 'Add block' }));
    const list = canvas.getByRole('group', { name: 'Block 2: List' });
    await userEvent.click(within(list).getByRole('radio', { name: 'Numbered' }));
    await userEvent.type(within(list).getByRole('textbox', { name: 'Items (one per line)' }), 'Wash{Enter}Dry');
    await userEvent.selectOptions(type, 'delimiter');
    await userEvent.click(canvas.getByRole('button', { name: 'Add block' }));
    await waitFor(() =>
      expect(lastBlocks(args.onChange)).toEqual([
        expect.objectContaining({ type: 'quote', data: { text: 'Beauty is care.', caption: 'A stylist', alignment: 'right' }, alignment: 'right' }),
        expect.objectContaining({ type: 'list', data: { style: 'ordered', items: [{ content: 'Wash', items: [] }, { content: 'Dry', items: [] }] } }),
        expect.objectContaining({ type: 'delimiter', data: {} }),
      ]),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Remove block 3' }));
    await waitFor(() => expect(lastBlocks(args.onChange)).toHaveLength(2));
  },
};

/** The library button writes the picked URL; a width above the resize maximum is refused. */
export const ImageFromLibrary: Story = {
  args: {
    value: [],
    onPickImage: fn((apply: (url: string) => void) => apply('/media/library/spring.webp')),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Block type' }), 'image');
    await userEvent.click(canvas.getByRole('button', { name: 'Add block' }));
    const image = canvas.getByRole('group', { name: 'Block 1: Image' });
    await expect(within(image).getByRole('textbox', { name: 'Image address' })).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(within(image).getByRole('button', { name: 'Choose from media library' }));
    await expect(args.onPickImage).toHaveBeenCalledTimes(1);
    await expect(within(image).getByRole('textbox', { name: 'Image address' })).toHaveValue('/media/library/spring.webp');
    const width = within(image).getByRole('spinbutton', { name: 'Width in pixels (at most 1920)' });
    await userEvent.type(width, '2400');
    await expect(await within(image).findByText('The width can be at most 1920 pixels.')).toBeVisible();
    await expect(lastBlocks(args.onChange)[0]!.data.file).toEqual({ url: '/media/library/spring.webp' });
    await userEvent.clear(width);
    await userEvent.type(width, '1200');
    await userEvent.type(within(image).getByRole('textbox', { name: 'Caption' }), 'Spring');
    await waitFor(() =>
      expect(lastBlocks(args.onChange)).toEqual([expect.objectContaining({ type: 'image', data: expect.objectContaining({ file: { url: '/media/library/spring.webp', width: 1200 }, caption: 'Spring' }) })]),
    );
    await expect(within(image).queryByText('The width can be at most 1920 pixels.')).toBeNull();
  },
};

/** Blocks reorder by keyboard through the shared sortable list. */
export const KeyboardReorder: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const handle = canvas.getByRole('button', { name: 'Move Block 2: Paragraph' });
    handle.focus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(handle).toHaveAttribute('aria-pressed', 'true'));
    await userEvent.keyboard('{ArrowUp}');
    await waitFor(() => expect(canvasElement.ownerDocument.body).toHaveTextContent('moved to position 1 of 2'));
    await userEvent.keyboard(' ');
    await waitFor(() => expect(lastBlocks(args.onChange).map((block) => block.type)).toEqual(['paragraph', 'header']));
    await expect(canvas.getByRole('group', { name: 'Block 1: Paragraph' })).toBeVisible();
  },
};

export const Link: Story = {
  args: { value: [{ id: 'l1', type: 'link', data: { link: 'https://example.com', meta: { title: 'Example' } } }] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('group', { name: 'Block 1: Link' });
    const title = within(link).getByRole('textbox', { name: 'Link title' });
    await userEvent.clear(title);
    await userEvent.type(title, 'Read more');
    await waitFor(() => expect(lastBlocks(args.onChange)[0]!.data).toEqual({ link: 'https://example.com', meta: { title: 'Read more' } }));
  },
};

/**
 * Bold wraps the selected text in <b> (button), italic in <i> (Ctrl+I); the stored value carries
 * the tags and the storefront renderer beside the editor shows them as bold and italic text.
 */
export const BoldAndItalic: Story = {
  args: { value: [{ id: 'p1', type: 'paragraph', data: { text: 'Wash and dry' } }] },
  render: function Render(args) {
    const [blocks, setBlocks] = useState<StoredEditorBlock[]>(args.value as StoredEditorBlock[]);
    return (
      <div className="flex flex-col gap-4">
        <RichTextEditor
          {...args}
          onChange={(next) => {
            setBlocks(next);
            args.onChange(next);
          }}
        />
        <section aria-label="Preview">
          <RichText blocks={blocks} />
        </section>
      </div>
    );
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const paragraph = canvas.getByRole('group', { name: 'Block 1: Paragraph' });
    const text = within(paragraph).getByRole('textbox', { name: 'Text' }) as HTMLTextAreaElement;
    await expect(within(paragraph).getByRole('group', { name: 'Formatting of Text' })).toBeVisible();
    text.focus();
    text.setSelectionRange(0, 4);
    await userEvent.click(within(paragraph).getByRole('button', { name: 'Bold' }));
    await waitFor(() => expect(lastBlocks(args.onChange)[0]!.data).toEqual({ text: '<b>Wash</b> and dry' }));
    await expect(text).toHaveValue('<b>Wash</b> and dry');
    // The wrapped word is selected again, inside the tags.
    await waitFor(() => expect([text.selectionStart, text.selectionEnd]).toEqual([3, 7]));
    const preview = within(canvas.getByRole('region', { name: 'Preview' }));
    await expect(preview.getByText('Wash', { selector: 'strong' })).toBeVisible();

    const dry = text.value.indexOf('dry');
    text.setSelectionRange(dry, dry + 3);
    await userEvent.keyboard('{Control>}i{/Control}');
    await waitFor(() => expect(lastBlocks(args.onChange)[0]!.data).toEqual({ text: '<b>Wash</b> and <i>dry</i>' }));
    await expect(preview.getByText('dry', { selector: 'em' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Preview' })).toHaveTextContent('Wash and dry');
  },
};

/** A list's marks stay inside each item: Cmd+B over two lines wraps each line on its own. */
export const BoldListItems: Story = {
  args: { value: [{ id: 'l1', type: 'list', data: { style: 'unordered', items: [{ content: 'Wash', items: [] }, { content: 'Dry', items: [] }] } }] },
  play: async ({ canvasElement, args }) => {
    const list = within(within(canvasElement).getByRole('group', { name: 'Block 1: List' }));
    const items = list.getByRole('textbox', { name: 'Items (one per line)' }) as HTMLTextAreaElement;
    items.focus();
    items.setSelectionRange(0, items.value.length);
    await userEvent.keyboard('{Meta>}b{/Meta}');
    await waitFor(() =>
      expect(lastBlocks(args.onChange)[0]!.data.items).toEqual([
        { content: '<b>Wash</b>', items: [] },
        { content: '<b>Dry</b>', items: [] },
      ]),
    );
  },
};

export const Estonian: Story = {
  globals: { locale: 'et' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Plokk 1: Pealkiri' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Lisa plokk' })).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: 'Paks kiri' })).toHaveLength(2);
    await expect(canvas.getAllByRole('button', { name: 'Kaldkiri' })).toHaveLength(2);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile375', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('button', { name: /^Move Block/ })).toHaveLength(2);
  },
};
