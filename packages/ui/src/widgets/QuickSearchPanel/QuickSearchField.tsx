import { isSearchSubmittable } from '@salon/domain';
import type { FormEvent } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { QUICK_SEARCH_BOX_CLASS, QUICK_SEARCH_INPUT_CLASS, QuickSearchForm } from './QuickSearchForm';

export interface QuickSearchFieldProps {
  value: string;
  onValueChange: (text: string) => void;
  /**
   * The first sign of use: the pointer over the field, or focus in it. The app loads the full
   * QuickSearchPanel then and renders it in this field's place (with `defaultQuery` and
   * `focusOnMount` when the field had focus).
   */
  onActivate: (reason: 'pointer' | 'focus') => void;
  /** Enter with non-blank text before the panel is there: the trimmed text. */
  onSubmitSearch: (text: string) => void;
}

/**
 * The quick search as a page first shows it: the panel's closed look with a plain search input,
 * so a page loads no combobox code until someone reaches for the search (decision 0060).
 */
export function QuickSearchField({ value, onValueChange, onActivate, onSubmitSearch }: QuickSearchFieldProps) {
  const { t } = useTranslation();
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (isSearchSubmittable(value)) onSubmitSearch(value.trim());
  };
  return (
    <div data-slot="combobox" className={`relative ${QUICK_SEARCH_BOX_CLASS}`}>
      <QuickSearchForm onSubmit={handleSubmit}>
        <input
          type="search"
          aria-label={t('search.label')}
          placeholder={t('search.placeholder')}
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          onFocus={() => onActivate('focus')}
          onPointerEnter={() => onActivate('pointer')}
          className={QUICK_SEARCH_INPUT_CLASS}
        />
      </QuickSearchForm>
    </div>
  );
}
