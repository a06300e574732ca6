import { useRef, type KeyboardEvent, type Ref } from 'react';
import { useTranslation } from '../../i18n';
import { TextArea } from '../../widgets/TextArea';
import { TextInput } from '../../widgets/TextInput';
import { Button } from '../../primitives/Button';
import { formatForShortcut, wrapSelection, type InlineFormat } from './inlineFormat';

export interface FormattedFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** A textarea (paragraph, quote, list items) instead of a one-line input (header, caption). */
  rows?: number;
}

/**
 * A text field of the rich-text editor with Bold and Italic buttons (and Ctrl/Cmd+B, Ctrl/Cmd+I)
 * that wrap the selected text in the <b>/<i> Editor.js stores; the text stays editable as typed.
 */
export function FormattedField({ id, label, value, onChange, rows }: FormattedFieldProps) {
  const { t } = useTranslation();
  const field = useRef<HTMLInputElement | HTMLTextAreaElement>(null);

  const apply = (format: InlineFormat) => {
    const element = field.current;
    const wrapped = wrapSelection(value, element?.selectionStart ?? value.length, element?.selectionEnd ?? value.length, format);
    onChange(wrapped.value);
    // After React has written the new value, the wrapped text is selected again for a second mark.
    requestAnimationFrame(() => {
      element?.focus();
      element?.setSelectionRange(wrapped.start, wrapped.end);
    });
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const format = formatForShortcut(event);
    if (!format) return;
    event.preventDefault();
    apply(format);
  };

  return (
    <div className="flex flex-col gap-1">
      <div role="group" aria-label={t('creatorEditing.formatting', { field: label })} className="flex gap-1">
        {(['bold', 'italic'] as const).map((format) => (
          <Button
            key={format}
            variant="secondary"
            size={null}
            aria-controls={id}
            aria-keyshortcuts={format === 'bold' ? 'Control+B Meta+B' : 'Control+I Meta+I'}
            // Keeps the field's focus and selection when the button is clicked with a mouse.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => apply(format)}
            className={`border-brand-muted px-2 py-0.5 text-body-sm ${format === 'bold' ? 'font-bold' : 'italic'}`}
          >
            {t(`creatorEditing.${format}`)}
          </Button>
        ))}
      </div>
      {rows ? (
        <TextArea ref={field as Ref<HTMLTextAreaElement>} id={id} label={label} rows={rows} value={value} onKeyDown={onKeyDown} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <TextInput ref={field as Ref<HTMLInputElement>} id={id} label={label} value={value} onKeyDown={onKeyDown} onChange={(event) => onChange(event.target.value)} />
      )}
    </div>
  );
}
