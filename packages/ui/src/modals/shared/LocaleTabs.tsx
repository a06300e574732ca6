import { LOCALES, type LocaleCode } from '@salon/domain';
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/useTranslation';

/** A translatable text: one string per store locale. */
export type LocalizedText = Partial<Record<LocaleCode, string>>;

export interface LocaleTabsProps {
  locales: readonly LocaleCode[];
  active: LocaleCode;
  onChange: (locale: LocaleCode) => void;
  /** Locales whose fields hold an error: their tab is marked so the error is found. */
  invalid?: ReadonlySet<LocaleCode>;
  /** The fields of one locale; every panel stays mounted so one save sends every locale. */
  children: (locale: LocaleCode) => ReactNode;
}

const languageName = (code: LocaleCode) => LOCALES.find((locale) => locale.code === code)?.name ?? code;
const shortCode = (code: LocaleCode) => LOCALES.find((locale) => locale.code === code)?.shortCode;

/**
 * Internal: language tabs over the translatable fields of an edit modal (arrow keys, Home/End
 * move between languages). A single locale (e.g. untranslated brand names) shows its fields
 * without tabs.
 */
export function LocaleTabs({ locales, active, onChange, invalid, children }: LocaleTabsProps) {
  const { t } = useTranslation();
  const idPrefix = useId();
  const tabRefs = useRef<Partial<Record<LocaleCode, HTMLButtonElement | null>>>({});
  const only = locales.length === 1 ? locales[0] : undefined;
  if (only) return <>{children(only)}</>;
  const onKeyDown = (event: KeyboardEvent) => {
    const index = locales.indexOf(active);
    const target =
      event.key === 'ArrowRight'
        ? locales[(index + 1) % locales.length]
        : event.key === 'ArrowLeft'
          ? locales[(index - 1 + locales.length) % locales.length]
          : event.key === 'Home'
            ? locales[0]
            : event.key === 'End'
              ? locales[locales.length - 1]
              : undefined;
    if (!target) return;
    event.preventDefault();
    onChange(target);
    tabRefs.current[target]?.focus();
  };
  return (
    <div className="flex flex-col gap-3">
      <div role="tablist" aria-label={t('adminModals.languages')} className="flex overflow-x-auto border-b border-brand-line">
        {locales.map((locale) => {
          const hasError = invalid?.has(locale) ?? false;
          return (
            <button
              key={locale}
              ref={(element) => {
                tabRefs.current[locale] = element;
              }}
              type="button"
              role="tab"
              id={`${idPrefix}-tab-${locale}`}
              aria-selected={active === locale}
              aria-controls={`${idPrefix}-panel-${locale}`}
              tabIndex={active === locale ? 0 : -1}
              onClick={() => onChange(locale)}
              onKeyDown={onKeyDown}
              className={`shrink-0 border-b-2 px-3 py-2 text-body-sm font-semibold ${active === locale ? 'border-brand-ink' : 'border-transparent'} ${hasError ? 'text-status-error' : active === locale ? '' : 'text-brand-muted'}`}
            >
              <span lang={shortCode(locale)}>{languageName(locale)}</span>
              {hasError ? (
                <>
                  <span aria-hidden="true"> !</span>
                  <span className="sr-only"> ({t('adminModals.languageHasErrors')})</span>
                </>
              ) : null}
            </button>
          );
        })}
      </div>
      {locales.map((locale) => (
        <div key={locale} role="tabpanel" id={`${idPrefix}-panel-${locale}`} aria-labelledby={`${idPrefix}-tab-${locale}`} hidden={active !== locale} className="flex flex-col gap-4">
          {children(locale)}
        </div>
      ))}
    </div>
  );
}

/** The locales that hold an error in any of the given per-locale error groups (react-hook-form's errors of a LocalizedText field). */
export function localesWithErrors(locales: readonly LocaleCode[], ...groups: (Partial<Record<string, unknown>> | undefined)[]): Set<LocaleCode> {
  return new Set(locales.filter((locale) => groups.some((group) => group?.[locale] !== undefined)));
}
