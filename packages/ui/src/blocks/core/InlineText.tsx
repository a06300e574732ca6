import type { LocaleCode } from '@salon/domain';
import clsx from 'clsx';
import { useContext, useLayoutEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { InlineEditBlockContext, InlineEditContext, type InlineEditing } from './inlineEditContext';

type TextTag = 'h1' | 'h2' | 'h3' | 'h4' | 'p' | 'span' | 'div' | 'strong';

export interface InlineTextProps {
  as: TextTag;
  /** The block's field the text is stored in. */
  field: string;
  /** The text as shown (for translatable fields: the content locale's value). */
  value: string;
  /** Set for translatable fields: the locale whose value an edit changes. */
  locale?: LocaleCode;
  /** Textarea fields: Shift+Enter adds a line break; Enter still saves. */
  multiline?: boolean;
  className?: string;
  id?: string;
}

/** What the editable span holds, as the stored field wants it. */
function readText(element: HTMLElement, multiline: boolean): string {
  // innerText turns the line breaks plaintext-only editing inserts into "\n"; jsdom lacks it.
  const raw = (element.innerText as string | undefined) ?? element.textContent ?? '';
  return multiline ? raw.replace(/\r\n?/g, '\n') : raw.replace(/\s*\n\s*/g, ' ');
}

/**
 * A block's text field. For shoppers (no InlineEditContext) it is the plain element and nothing
 * else. For route admins editing the page the element keeps its semantics and holds a
 * contenteditable textbox: Enter or leaving saves through the context, Escape reverts.
 */
export function InlineText({ as: Tag, field, value, locale, multiline = false, className, id }: InlineTextProps) {
  const editing = useContext(InlineEditContext);
  const block = useContext(InlineEditBlockContext);
  if (!editing || !block)
    return (
      <Tag id={id} className={className}>
        {value}
      </Tag>
    );
  return (
    <Tag id={id} className={className}>
      <EditableText field={field} value={value} locale={locale} multiline={multiline} uuid={block.uuid} blockName={block.blockName} onCommit={editing.onCommit} />
    </Tag>
  );
}

interface EditableTextProps {
  field: string;
  value: string;
  locale: LocaleCode | undefined;
  multiline: boolean;
  uuid: string;
  blockName: string;
  onCommit: InlineEditing['onCommit'];
}

function EditableText({ field, value, locale, multiline, uuid, blockName, onCommit }: EditableTextProps) {
  const { t, i18n } = useTranslation();
  // The editors' names come with the editing code (addBlockEditorTexts); without them, the stored names.
  const named = (key: string, stored: string): string => (i18n?.exists(key) ? String(t(key)) : stored);
  const ref = useRef<HTMLSpanElement>(null);
  const [busy, setBusy] = useState(false);
  // React renders the first text only (so the server markup has it) and never touches it again:
  // the user types into that same node, and later values are written by hand below, which keeps
  // React from fighting the editor over it.
  const [initial] = useState(value);
  const shown = useRef(value);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (document.activeElement !== element || element.textContent === shown.current) element.textContent = value;
    shown.current = value;
  }, [value]);

  const revert = () => {
    if (ref.current) ref.current.textContent = shown.current;
  };

  const commit = async () => {
    const element = ref.current;
    if (!element || busy) return;
    const next = readText(element, multiline);
    if (next === shown.current) return;
    setBusy(true);
    try {
      await onCommit({ componentUuid: uuid, field, value: next, ...(locale ? { locale } : {}) });
      shown.current = next;
    } catch {
      // The page said why (popup); the stored text stays what it was.
      revert();
    } finally {
      setBusy(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLSpanElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      revert();
      event.currentTarget.blur();
    } else if (event.key === 'Enter' && !(multiline && event.shiftKey)) {
      event.preventDefault();
      // Leaving the field saves it (onBlur), so Enter and clicking away take the same path.
      event.currentTarget.blur();
    }
  };

  // Texts inside linked cards: a click places the caret instead of following the link.
  const onClick = (event: MouseEvent<HTMLSpanElement>) => {
    event.preventDefault();
    event.stopPropagation();
  };

  return (
    <span
      ref={ref}
      role="textbox"
      tabIndex={0}
      aria-label={t('inlineEdit.label', { field: named(`blockFields.${field}`, field), block: named(`blockNames.${blockName}`, blockName) })}
      aria-multiline={multiline || undefined}
      aria-busy={busy || undefined}
      aria-readonly={busy || undefined}
      contentEditable={busy ? false : 'plaintext-only'}
      suppressContentEditableWarning
      spellCheck
      data-inline-field={field}
      className={clsx(
        'cursor-text rounded-sm outline-2 outline-offset-2 outline-current outline-dashed focus:outline-solid',
        multiline && 'whitespace-pre-line',
        busy && 'cursor-progress opacity-60',
      )}
      onKeyDown={onKeyDown}
      onBlur={() => void commit()}
      onClick={onClick}
    >
      {initial}
    </span>
  );
}
