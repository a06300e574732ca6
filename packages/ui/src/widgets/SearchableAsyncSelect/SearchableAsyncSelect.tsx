import { NO_OPTIONS_MIN_INPUT_LENGTH, SEARCH_DEBOUNCE_MS } from '@salon/domain';
import clsx from 'clsx';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
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
  const [open, setOpen] = useState(false);
  const [options, setOptions] = useState<readonly SelectOption[]>([]);
  const [state, setState] = useState<SearchState>('idle');
  const [activeIndex, setActiveIndex] = useState(-1);
  const requestSeq = useRef(0);
  const typed = useRef(false);

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
          setActiveIndex(found.length > 0 ? 0 : -1);
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
  }, [input, loadOptions, debounceMs]);

  const choose = (option: SelectOption) => {
    typed.current = false;
    setInput(option.label);
    setOpen(false);
    setActiveIndex(-1);
    onChange(option);
  };

  const showNoOptions = state === 'done' && options.length === 0 && input.trim().length > NO_OPTIONS_MIN_INPUT_LENGTH;
  const expanded = open && (state === 'loading' || state === 'error' || options.length > 0 || showNoOptions);
  const activeOption = expanded && activeIndex >= 0 ? options[activeIndex] : undefined;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        setOpen(true);
        if (options.length > 0) setActiveIndex((index) => (index + 1) % options.length);
        break;
      case 'ArrowUp':
        event.preventDefault();
        setOpen(true);
        if (options.length > 0) setActiveIndex((index) => (index <= 0 ? options.length - 1 : index - 1));
        break;
      case 'Enter':
        if (expanded && activeOption) {
          event.preventDefault();
          choose(activeOption);
        }
        break;
      case 'Escape':
        if (expanded) {
          event.preventDefault();
          event.stopPropagation();
          setOpen(false);
        } else if (input) {
          typed.current = true;
          setInput('');
          onChange(null);
        }
        break;
      default:
        break;
    }
  };

  return (
    <div className={clsx('relative flex flex-col gap-1', className)}>
      <FieldLabel htmlFor={ids.inputId} required={required}>
        {label}
      </FieldLabel>
      <input
        id={ids.inputId}
        name={name}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-activedescendant={activeOption ? `${listboxId}-${activeOption.value}` : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        aria-busy={state === 'loading' || undefined}
        required={required}
        disabled={disabled}
        placeholder={placeholder}
        value={input}
        onChange={(event) => {
          typed.current = true;
          setInput(event.target.value);
          setOpen(true);
          if (value && event.target.value !== value.label) onChange(null);
        }}
        onKeyDown={onKeyDown}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        className={controlClasses(Boolean(error))}
      />
      <FieldHint id={ids.hintId}>{hint}</FieldHint>
      <FieldError id={ids.errorId}>{error}</FieldError>
      <div
        className={clsx(
          'absolute left-0 right-0 top-full z-10 mt-1 max-h-64 overflow-auto rounded border border-brand-line bg-brand-paper shadow-lg',
          !expanded && 'hidden',
        )}
      >
        <ul id={listboxId} role="listbox" aria-label={typeof label === 'string' ? label : undefined}>
          {options.map((option, index) => (
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events -- an aria-activedescendant listbox: keys go to the combobox input, focus never moves to an option
            <li
              key={option.value}
              id={`${listboxId}-${option.value}`}
              role="option"
              aria-selected={value?.value === option.value}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(option)}
              onMouseEnter={() => setActiveIndex(index)}
              className={clsx('cursor-pointer px-3 py-2 text-body text-brand-ink', index === activeIndex && 'bg-brand-surface')}
            >
              {option.label}
            </li>
          ))}
        </ul>
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
    </div>
  );
}
