import { SEARCH_DEBOUNCE_MS, isSearchSubmittable } from '@salon/domain';
import clsx from 'clsx';
import { useState } from 'react';
import { Combobox, ComboboxGroup, ComboboxInput, ComboboxOption, ComboboxPopup, useComboboxState } from '../../primitives/Combobox';
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
  const [text, setText] = useState('');
  const debounced = useDebouncedCallback(onQueryChange, SEARCH_DEBOUNCE_MS);

  const hasQuery = isSearchSubmittable(text);
  const groups = buildOptionGroups(hasQuery, sources);
  const failed = status === 'error';
  // The alert replaces the list: no options to walk while the search failed.
  const options = failed ? [] : groups.flatMap((group) => group.options);

  const combobox = useComboboxState({
    items: options,
    inputValue: text,
    // Options keep the look they had: the pointer's hover is a CSS hover, the highlight is the keyboard's.
    highlightOnHover: false,
    onInputValueChange: (next, reason) => {
      setText(next);
      if (reason === 'input') debounced.run(next);
    },
    onSelect: (option) => {
      debounced.cancel();
      onSelect(option);
      setText(option.kind === 'suggestion' ? option.label : '');
    },
    onEnter: (event) => {
      event.preventDefault();
      if (!hasQuery) return;
      debounced.cancel();
      onSubmitSearch(text.trim());
      combobox.close();
    },
  });
  const { expanded, isOpen: open } = combobox;

  return (
    <Combobox state={combobox}>
      <div className="relative">
        <SearchIcon className="pointer-events-none absolute left-3 top-1/2 -translate-y-1/2 text-brand-muted" />
        <ComboboxInput
          type="text"
          aria-label={t('search.label')}
          placeholder={t('search.placeholder')}
          className="w-full rounded border border-brand-line bg-brand-paper py-2 pl-10 pr-3"
        />
      </div>
      <ComboboxPopup
        aria-label={t('search.suggestions')}
        className="absolute inset-x-0 top-full z-modal-local mt-1 max-h-[70vh] overflow-auto rounded border border-brand-line bg-brand-paper p-2 text-brand-ink shadow-lg"
      >
        {failed
          ? null
          : groups.map((group) => (
              <ComboboxGroup
                key={group.key}
                label={t(`search.${group.key}`)}
                className="py-1"
                labelClassName="px-2 py-1 text-body-sm font-semibold uppercase text-brand-muted"
              >
                {group.options.map((option) => (
                  <ComboboxOption
                    key={option.id}
                    item={option}
                    className={({ highlighted }) => clsx('cursor-pointer rounded px-2 py-1', highlighted ? 'bg-brand-ink text-brand-paper' : 'hover:bg-brand-surface')}
                  >
                    {({ highlighted }) => (
                      <>
                        {option.label}
                        {option.kind === 'categoryGroup' && option.parentNames.length > 0 ? (
                          <span className={clsx('ml-2 text-body-sm', highlighted ? 'text-brand-paper' : 'text-brand-muted')}>
                            {t('search.categoryIn', { parents: option.parentNames.join(', ') })}
                          </span>
                        ) : null}
                      </>
                    )}
                  </ComboboxOption>
                ))}
              </ComboboxGroup>
            ))}
      </ComboboxPopup>
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
    </Combobox>
  );
}
