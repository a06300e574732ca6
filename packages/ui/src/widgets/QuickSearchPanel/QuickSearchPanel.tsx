import { SEARCH_DEBOUNCE_MS, isSearchSubmittable } from '@salon/domain';
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent, type MouseEvent } from 'react';
import { Combobox, ComboboxInput, ComboboxPopup, useComboboxState } from '../../primitives/Combobox';
import { useTranslation } from '../../i18n/useTranslation';
import { LoadStatus } from '../layoutParts/LoadStatus';
import { Spinner } from '../layoutParts/Spinner';
import type { NavLink } from '../layoutParts/types';
import { useBodyScrollLock } from '../layoutParts/useBodyScrollLock';
import { useDebouncedCallback } from '../layoutParts/useDebouncedCallback';
import { QUICK_SEARCH_BOX_CLASS, QUICK_SEARCH_INPUT_CLASS, QuickSearchForm } from './QuickSearchForm';
import { QuickSearchResults, type QuickSearchResultsData } from './QuickSearchResults';

export interface QuickSearchPanelProps {
  /** Called SEARCH_DEBOUNCE_MS after typing stops, with the raw text. */
  onQueryChange: (text: string) => void;
  /** Enter with non-blank text: the trimmed text (the app navigates to the results page). */
  onSubmitSearch: (text: string) => void;
  /**
   * 'loading' shows a spinner (popular links or results are on their way); 'error' shows that
   * the search failed, with a retry button when onRetry is given.
   */
  status: 'loading' | 'success' | 'error';
  /** Retry button of the error state: the app repeats the failed request. */
  onRetry?: () => void;
  popularLinks: readonly NavLink[];
  /** Results for the current text; ignored while the text is blank. */
  results?: QuickSearchResultsData;
  /** Each time the panel opens: the app can fetch the popular links then rather than on every page load. */
  onOpen?: () => void;
  /** The text already typed (into QuickSearchField, which this panel replaces). */
  defaultQuery?: string;
  /** Focus the input when the panel mounts (it replaces a QuickSearchField that had focus). */
  focusOnMount?: boolean;
}

export function QuickSearchPanel({ onQueryChange, onSubmitSearch, status, onRetry, popularLinks, results, onOpen, defaultQuery = '', focusOnMount }: QuickSearchPanelProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(defaultQuery);
  const debounced = useDebouncedCallback(onQueryChange, SEARCH_DEBOUNCE_MS);
  // A panel of links and buttons, reached with Tab: it stays open when the input loses focus.
  const combobox = useComboboxState<never>({
    items: [],
    popup: 'panel',
    hasContent: true,
    closeOnBlur: false,
    inputValue: text,
    onInputValueChange: (next) => {
      setText(next);
      debounced.run(next);
    },
    onOpenChange: (open) => {
      if (open) onOpen?.();
    },
  });
  const open = combobox.isOpen;
  useBodyScrollLock(open);

  // Replacing a field that had focus: the focus and the caret (after the typed text) carry over.
  const box = useRef<HTMLDivElement>(null);
  const focusWanted = useRef(focusOnMount);
  useEffect(() => {
    const input = box.current?.querySelector('input');
    if (!focusWanted.current || !input) return;
    // The panel loads after the field was focused: a keyboard user may have tabbed on meanwhile.
    // Focus carries over only if it went with the replaced field (to the body), never back from elsewhere.
    const active = document.activeElement;
    if (active && active !== document.body && !box.current?.contains(active)) return;
    input.focus();
    input.setSelectionRange(input.value.length, input.value.length);
  }, []);

  const close = combobox.close;
  const hasQuery = isSearchSubmittable(text);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!hasQuery) return;
    debounced.cancel();
    onSubmitSearch(text.trim());
    setText('');
    close();
  };

  const handleKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    // From a link or button of the panel, focus goes back to the field: the panel, and the
    // element that had focus with it, leaves the page, and focus would fall to the body.
    const input = box.current?.querySelector('input');
    if (input && event.target !== input) input.focus();
    close();
  };

  // Following any link in the panel is a navigation: the panel gets out of the way.
  const handlePanelClick = (event: MouseEvent) => {
    if ((event.target as Element).closest('a')) close();
  };

  let content;
  if (status === 'loading') content = <Spinner label={t('search.searching')} />;
  else if (status === 'error') content = <LoadStatus status="error" loadingText={t('search.searching')} errorText={t('search.failed')} onRetry={onRetry} />;
  else if (!hasQuery || !results) {
    content = (
      <section aria-label={t('search.popular')}>
        <h3 className="mb-1 text-body-sm font-semibold uppercase text-brand-muted">{t('search.popular')}</h3>
        <ul className="flex flex-wrap gap-2">
          {popularLinks.map((link) => (
            <li key={link.href}>
              <a href={link.href} className="inline-block rounded-full border border-brand-line px-3 py-1 hover:bg-brand-surface">
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      </section>
    );
  } else content = <QuickSearchResults results={results} />;

  return (
    // Delegation: Escape from a link or button of the panel closes it too.
    <Combobox ref={box} state={combobox} className={QUICK_SEARCH_BOX_CLASS} onKeyDown={handleKeyDown}>
      {open ? (
        <div
          aria-hidden="true"
          data-testid="quick-search-backdrop"
          onClick={close}
          className="fixed inset-0 -z-10 bg-black/40"
        />
      ) : null}
      <QuickSearchForm onSubmit={handleSubmit}>
        <ComboboxInput type="search" aria-label={t('search.label')} placeholder={t('search.placeholder')} className={QUICK_SEARCH_INPUT_CLASS} />
      </QuickSearchForm>
      {/* Delegation: a link chosen by mouse or Enter (both click) closes the panel. */}
      <ComboboxPopup
        data-testid="quick-search-panel"
        onClick={handlePanelClick}
        className="absolute inset-x-0 top-full mt-2 max-h-[70vh] overflow-auto rounded border border-brand-line bg-brand-paper p-4 text-brand-ink shadow-lg"
      >
        {content}
      </ComboboxPopup>
    </Combobox>
  );
}
