/** The inline marks the editor's buttons add: the tags Editor.js stores and the renderer keeps. */
const INLINE_FORMAT_TAG = { bold: 'b', italic: 'i' } as const;
export type InlineFormat = keyof typeof INLINE_FORMAT_TAG;

export interface WrappedSelection {
  value: string;
  /** The wrapped text's new range (inside the tags), to select again. */
  start: number;
  end: number;
}

/**
 * Wraps the selected text in <b>/<i>. Each line is wrapped on its own, because a list field stores
 * one item per line and a mark must not span two items; an empty selection inserts an empty pair
 * with the caret inside.
 */
export function wrapSelection(value: string, start: number, end: number, format: InlineFormat): WrappedSelection {
  const tag = INLINE_FORMAT_TAG[format];
  const from = Math.max(0, Math.min(start, end, value.length));
  const to = Math.min(value.length, Math.max(start, end, 0));
  const selected = value.slice(from, to);
  const wrapped = from === to ? `<${tag}></${tag}>` : selected.split('\n').map((line) => (line === '' ? line : `<${tag}>${line}</${tag}>`)).join('\n');
  const open = `<${tag}>`.length;
  const close = `</${tag}>`.length;
  return {
    value: value.slice(0, from) + wrapped + value.slice(to),
    start: from + open,
    end: from + wrapped.length - close,
  };
}

/** Ctrl/Cmd+B and Ctrl/Cmd+I, as in every text editor. */
export function formatForShortcut(event: { key: string; ctrlKey: boolean; metaKey: boolean; altKey: boolean; shiftKey: boolean }): InlineFormat | null {
  if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return null;
  const key = event.key.toLowerCase();
  return key === 'b' ? 'bold' : key === 'i' ? 'italic' : null;
}
