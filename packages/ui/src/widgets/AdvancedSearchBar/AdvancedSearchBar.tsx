import { SEARCH_DEBOUNCE_MS, isSearchSubmittable } from '@salon/domain';
import clsx from 'clsx';
import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { LoadStatus } from '../layoutParts/LoadStatus';
import { Spinner } from '../layoutParts/Spinner';
import { SearchIcon } from '../layoutParts/icons';
import { useDebouncedCallback } from '../layoutParts/useDebouncedCallback';
import { buildOptionGroups, type AdvancedSearchOption, type SearchOptionSources } from './searchOptions';

export interface AdvancedSearchBarProps extends SearchOptionSources {
  /** Called SEARCH_DEBOUNCE_MS after typing stops. */
  onQueryChange: (text: string) => void;
  /** An option was chosen by click or Enter. */
  onSelect: (option: AdvancedSearchOption) => void;
  /** Enter without a chosen option, with non-blank text: the trimmed text. */
  onSubmitSearch: (text: string) => void;
  /** 'error': the search failed; an alert replaces the list, with a retry button when onRetry is given. */
  status?: 'loading' | 'success' | 'error';
  /** Retry button of the error state: the app repeats the failed request. */
  onRetry?: () => void;
}

/** Search box with a suggestion list, following the ARIA combobox pattern (list autocomplete). */
export function AdvancedSearchBar({ onQueryChange, onSelect, onSubmitSearch, status = 'success', onRetry, ...sources }: AdvancedSearchBarProps) {
  const { t } = useTranslation();
  const baseId = useId();
  const listboxId = `${baseId}-listbox`;
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const debounced = useDebouncedCallback(onQueryChange, SEARCH_DEBOUNCE_MS);

  const hasQuery = isSearchSubmittable(text);
  const groups = buildOptionGroups(hasQuery, sources);
  const options = groups.flatMap((group) => group.options);
  const optionDomId = (option: AdvancedSearchOption) => `${baseId}-${option.id}`;
  const active = open ? options[activeIndex] : undefined;
  const failed = status === 'error';
  const expanded = open && options.length > 0 && !failed;

  const close = () => {
    setOpen(false);
    setActiveIndex(-1);
  };

  const choose = (option: AdvancedSearchOption) => {
    debounced.cancel();
    onSelect(option);
    setText(option.kind === 'suggestion' ? option.label : '');
    close();
  };

  const move = (step: number) => {
    if (options.length === 0) return;
    setOpen(true);
    setActiveIndex((index) => (index + step + options.length) % options.length);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (open) move(1);
        else {
          setOpen(true);
          setActiveIndex(0);
        }
        break;
      case 'ArrowUp':
        event.preventDefault();
        move(-1);
        break;
      case 'Enter':
        event.preventDefault();
        if (active) choose(active);
        else if (hasQuery) {
          debounced.cancel();
          onSubmitSearch(text.trim());
          close();
        }
        break;
      case 'Escape':
        if (open) close();
        else setText('');
        break;
      default:
    }
  };

  return (
    <div className="relative">
      <div className="relative">
        <SearchIcon className="pointer-events-none absolute left-3 top-1/2 -translate-y-1/2 text-brand-muted" />
        <input
          type="text"
          role="combobox"
          aria-label={t('search.label')}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listboxId}
          aria-activedescendant={active ? optionDomId(active) : undefined}
          autoComplete="off"
          placeholder={t('search.placeholder')}
          value={text}
          onFocus={() => setOpen(true)}
          onBlur={close}
          onKeyDown={handleKeyDown}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
            setActiveIndex(-1);
            debounced.run(event.target.value);
          }}
          className="w-full rounded border border-brand-line bg-brand-paper py-2 pl-10 pr-3"
        />
      </div>
      <div
        id={listboxId}
        role="listbox"
        aria-label={t('search.suggestions')}
        hidden={!expanded}
        className="absolute inset-x-0 top-full z-modal-local mt-1 max-h-[70vh] overflow-auto rounded border border-brand-line bg-brand-paper p-2 text-brand-ink shadow-lg"
      >
        {groups.map((group) => (
          <div key={group.key} role="group" aria-labelledby={`${baseId}-${group.key}`} className="py-1">
            <div id={`${baseId}-${group.key}`} role="presentation" className="px-2 py-1 text-body-sm font-semibold uppercase text-brand-muted">
              {t(`search.${group.key}`)}
            </div>
            {group.options.map((option) => {
              const selected = option === active;
              return (
                // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/interactive-supports-focus -- an aria-activedescendant listbox: keys go to the search input, focus never moves to an option
                <div
                  key={option.id}
                  id={optionDomId(option)}
                  role="option"
                  aria-selected={selected}
                  // Keeps focus in the input so the list does not close before the click lands.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => choose(option)}
                  className={clsx('cursor-pointer rounded px-2 py-1', selected ? 'bg-brand-ink text-brand-paper' : 'hover:bg-brand-surface')}
                >
                  {option.label}
                  {option.kind === 'categoryGroup' && option.parentNames.length > 0 ? (
                    <span className={clsx('ml-2 text-body-sm', selected ? 'text-brand-paper' : 'text-brand-muted')}>
                      {t('search.categoryIn', { parents: option.parentNames.join(', ') })}
                    </span>
                  ) : null}
                </div>
              );
            })}
          </div>
        ))}
      </div>
      {open && status === 'loading' && !expanded ? (
        <Spinner label={t('search.searching')} className="absolute inset-x-0 top-full z-modal-local mt-1 rounded border border-brand-line bg-brand-paper p-2 shadow-lg" />
      ) : null}
      {failed && (open || hasQuery) ? (
        // Stays after the input loses focus while there is a query, so Tab reaches the retry button.
        <div className="absolute inset-x-0 top-full z-modal-local mt-1 rounded border border-brand-line bg-brand-paper shadow-lg">
          <LoadStatus status="error" loadingText={t('search.searching')} errorText={t('search.failed')} onRetry={onRetry} />
        </div>
      ) : null}
      <p className="sr-only" aria-live="polite">
        {expanded && options.length > 0 ? t('search.suggestionsCount', { count: options.length }) : ''}
      </p>
    </div>
  );
}
