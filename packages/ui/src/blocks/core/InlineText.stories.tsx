import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { InlineEditBlockContext, InlineEditContext, type InlineEditing } from './inlineEditContext';
import { InlineText, type InlineTextProps } from './InlineText';

type InlineTextStoryArgs = InlineTextProps & {
  /** Absent: the shopper view (no editing context at all). */
  onCommit?: InlineEditing['onCommit'];
};

const BLOCK = { uuid: 'head-1', blockName: 'ContentHead' };

const meta = {
  title: 'Blocks/Parts/InlineText',
  component: InlineText,
  args: { as: 'h2', field: 'title', value: 'Five spring routines', className: 'font-display text-h2' },
  render: ({ onCommit, ...props }) =>
    onCommit ? (
      <InlineEditContext.Provider value={{ onCommit }}>
        <InlineEditBlockContext.Provider value={BLOCK}>
          <InlineText {...props} />
        </InlineEditBlockContext.Provider>
      </InlineEditContext.Provider>
    ) : (
      <InlineText {...props} />
    ),
} satisfies Meta<InlineTextStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Replaces the box's text the way typing does (a real input event in the browser's editor). */
async function retype(box: HTMLElement, text: string) {
  await userEvent.click(box);
  window.getSelection()?.selectAllChildren(box);
  // execCommand is deprecated but the one way to type into contenteditable from a play function
  // (user-event treats only contenteditable="true" as editable).
  document.execCommand('insertText', false, text);
}

export const Shopper: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { level: 2, name: 'Five spring routines' });
    await expect(heading.children).toHaveLength(0);
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await expect(canvasElement.querySelector('[contenteditable]')).toBeNull();
  },
};

export const EditingCommitsOnEnter: Story = {
  args: { onCommit: fn(async () => undefined) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // The heading stays a heading; the text inside it is the textbox.
    const heading = canvas.getByRole('heading', { level: 2 });
    const box = within(heading).getByRole('textbox', { name: 'Edit Title of Page header' });
    await expect(box).toHaveAttribute('contenteditable', 'plaintext-only');
    await retype(box, 'Six summer routines');
    await userEvent.keyboard('{Enter}');
    await expect(args.onCommit).toHaveBeenCalledWith({ componentUuid: 'head-1', field: 'title', value: 'Six summer routines' });
    await expect(box).toHaveTextContent('Six summer routines');
    await expect(box).not.toHaveFocus();
  },
};

export const UnchangedTextIsNotSaved: Story = {
  args: { onCommit: fn(async () => undefined) },
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('textbox');
    await userEvent.click(box);
    await userEvent.keyboard('{Enter}');
    await expect(args.onCommit).not.toHaveBeenCalled();
  },
};

export const EscapeReverts: Story = {
  args: { onCommit: fn(async () => undefined) },
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('textbox');
    await retype(box, 'A typo nobody wants');
    await userEvent.keyboard('{Escape}');
    await expect(box).toHaveTextContent('Five spring routines');
    await expect(box).not.toHaveFocus();
    await expect(args.onCommit).not.toHaveBeenCalled();
  },
};

export const TranslatableFieldSavesItsLocale: Story = {
  args: { as: 'h3', field: 'i18n_title', value: 'Spring news', locale: 'en_US', className: 'font-display text-h3', onCommit: fn(async () => undefined) },
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('textbox', { name: 'Edit Title in each language of Page header' });
    await retype(box, 'Spring news, updated');
    // Leaving the field saves it too.
    box.blur();
    await waitFor(() => expect(args.onCommit).toHaveBeenCalledWith({ componentUuid: 'head-1', field: 'i18n_title', value: 'Spring news, updated', locale: 'en_US' }));
  },
};

let finishSave: () => void = () => undefined;
export const BusyWhileSaving: Story = {
  args: {
    onCommit: fn(
      () =>
        new Promise<void>((resolve) => {
          finishSave = resolve;
        }),
    ),
  },
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('textbox');
    await retype(box, 'Saving this');
    await userEvent.keyboard('{Enter}');
    await expect(args.onCommit).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(box).toHaveAttribute('aria-busy', 'true'));
    await expect(box).toHaveAttribute('contenteditable', 'false');
    finishSave();
    await waitFor(() => expect(box).not.toHaveAttribute('aria-busy'));
    await expect(box).toHaveAttribute('contenteditable', 'plaintext-only');
    await expect(box).toHaveTextContent('Saving this');
  },
};

export const FailedSaveReverts: Story = {
  args: { onCommit: fn(async () => Promise.reject(new Error('title: Required'))) },
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('textbox');
    await retype(box, 'Refused text');
    await userEvent.keyboard('{Enter}');
    await expect(args.onCommit).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(box).toHaveTextContent('Five spring routines'));
    await expect(box).not.toHaveAttribute('aria-busy');
    // Still editable: the admin can try again.
    await userEvent.click(box);
    await expect(box).toHaveFocus();
  },
};

export const MultilineOnMobileInEstonian: Story = {
  args: {
    as: 'p',
    field: 'intro',
    value: 'Kerged tekstuurid ja värsked lõhnad.',
    multiline: true,
    className: 'text-lead',
    onCommit: fn(async () => undefined),
  },
  globals: { locale: 'et', viewport: { value: 'mobile375', isRotated: false } },
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('textbox', { name: 'Muuda ploki Lehe päis välja Sissejuhatus' });
    await expect(box).toHaveAttribute('aria-multiline', 'true');
    await retype(box, 'Uus sissejuhatus');
    await userEvent.keyboard('{Enter}');
    await expect(args.onCommit).toHaveBeenCalledWith({ componentUuid: 'head-1', field: 'intro', value: 'Uus sissejuhatus' });
  },
};
