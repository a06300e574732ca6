import { NO_OPTIONS_MIN_INPUT_LENGTH, SEARCH_DEBOUNCE_MS } from '@salon/domain';
import clsx from 'clsx';
import { useEffect, useRef, useState } from 'react';
import { Combobox, ComboboxInput, ComboboxOption, ComboboxPopup, useComboboxState } from '../../primitives/Combobox';
import { useTranslation } from '../../i18n/useTranslation';
import { Spinner } from '../AddToCartButton';
import { controlClasses, FieldError, FieldHint, FieldLabel, useFieldIds, type FieldTextProps } from '../FormField';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SearchableAsyncSelectProps extends FieldTextProps {
  /** Called with the trimmed, non-empty input after the search debounce. */
  loadOptions: (query: string) => Promise<readonly SelectOption[]>;
  value: SelectOption | null;
  onChange: (option: SelectOption | null) => void;
  placeholder?: string;
  required?: boolean;
  disabled?: boolean;
  id?: string;
  name?: string;
  debounceMs?: number;
  className?: string;
}

type SearchState = 'idle' | 'loading' | 'done' | 'error';

/**
 * A combobox (ARIA 1.2 list autocomplete) whose options come from an async search.
 * Blank input never searches; stale answers are dropped.
 */
export function SearchableAsyncSelect({
  label,
  hint,
  error,
  loadOptions,
  value,
  onChange,
  placeholder,
  required,
  disabled,
  id,
  name,
  debounceMs = SEARCH_DEBOUNCE_MS,
  className,
}: SearchableAsyncSelectProps) {
  const { t } = useTranslation();
  const ids = useFieldIds(id, hint, error);
  const listboxId = `${ids.inputId}-listbox`;
  const [input, setInput] = useState(value?.label ?? '');
  const [options, setOptions] = useState<readonly SelectOption[]>([]);
  const [state, setState] = useState<SearchState>('idle');
  const requestSeq = useRef(0);
  const typed = useRef(false);

  const showNoOptions = state === 'done' && options.length === 0 && input.trim().length > NO_OPTIONS_MIN_INPUT_LENGTH;
  const combobox = useComboboxState({
    items: options,
    inputValue: input,
    inputId: ids.inputId,
    popupId: listboxId,
    hasContent: state === 'loading' || state === 'error' || options.length > 0 || showNoOptions,
    onInputValueChange: (text, reason) => {
      typed.current = true;
      setInput(text);
      if (reason === 'clear' || (value && text !== value.label)) onChange(null);
    },
    onSelect: (option) => {
      typed.current = false;
      setInput(option.label);
      onChange(option);
    },
  });
  const { setHighlightedIndex } = combobox;

  useEffect(() => {
    if (!typed.current) setInput(value?.label ?? '');
  }, [value]);

  useEffect(() => {
    if (!typed.current) return;
    const query = input.trim();
    const seq = ++requestSeq.current;
    if (!query) {
      setOptions([]);
      setState('idle');
      return;
    }
    const timer = setTimeout(() => {
      setState('loading');
      loadOptions(query).then(
        (found) => {
          if (seq !== requestSeq.current) return;
          setOptions(found);
          setHighlightedIndex(found.length > 0 ? 0 : -1);
          setState('done');
        },
        () => {
          if (seq !== requestSeq.current) return;
          setOptions([]);
          setState('error');
        },
      );
    }, debounceMs);
    return () => clearTimeout(timer);
  }, [input, loadOptions, debounceMs, setHighlightedIndex]);

  return (
    <Combobox state={combobox} className={clsx('flex flex-col gap-1', className)}>
      <FieldLabel htmlFor={ids.inputId} required={required}>
        {label}
      </FieldLabel>
      <ComboboxInput
        name={name}
        type="text"
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        aria-busy={state === 'loading' || undefined}
        required={required}
        disabled={disabled}
        placeholder={placeholder}
        className={controlClasses(Boolean(error))}
      />
      <FieldHint id={ids.hintId}>{hint}</FieldHint>
      <FieldError id={ids.errorId}>{error}</FieldError>
      <div
        className={clsx(
          'absolute left-0 right-0 top-full z-10 mt-1 max-h-64 overflow-auto rounded border border-brand-line bg-brand-paper shadow-lg',
          !combobox.expanded && 'hidden',
        )}
      >
        <ComboboxPopup as="ul" aria-label={typeof label === 'string' ? label : undefined}>
          {options.map((option) => (
            <ComboboxOption
              key={option.value}
              item={option}
              as="li"
              className={({ highlighted }) => clsx('cursor-pointer px-3 py-2 text-body text-brand-ink', highlighted && 'bg-brand-surface')}
            >
              {option.label}
            </ComboboxOption>
          ))}
        </ComboboxPopup>
        {state === 'loading' ? (
          <p role="status" className="flex items-center gap-2 px-3 py-2 text-body-sm text-brand-muted">
            <Spinner className="size-4" />
            {t('formField.searching')}
          </p>
        ) : null}
        {state === 'error' ? (
          <p role="alert" className="px-3 py-2 text-body-sm text-status-error">
            {t('formField.searchFailed')}
          </p>
        ) : null}
        {showNoOptions ? (
          <p role="status" className="px-3 py-2 text-body-sm text-brand-muted">
            {t('formField.noOptions')}
          </p>
        ) : null}
      </div>
    </Combobox>
  );
}
