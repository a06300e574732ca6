import { LOCALES, localeName, type LocaleCode } from '@salon/domain';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { cn } from '../../primitives/cn';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../primitives/Tabs';

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

const shortCode = (code: LocaleCode) => LOCALES.find((locale) => locale.code === code)?.shortCode;

/**
 * Internal: language tabs over the translatable fields of an edit modal (arrow keys, Home/End
 * move between languages). A single locale (e.g. untranslated brand names) shows its fields
 * without tabs.
 */
export function LocaleTabs({ locales, active, onChange, invalid, children }: LocaleTabsProps) {
  const { t } = useTranslation();
  const only = locales.length === 1 ? locales[0] : undefined;
  if (only) return <>{children(only)}</>;
  return (
    <Tabs value={active} onValueChange={(locale) => onChange(locale as LocaleCode)}>
      <TabsList aria-label={t('adminModals.languages')} className="overflow-x-auto">
        {locales.map((locale) => {
          const hasError = invalid?.has(locale) ?? false;
          return (
            <TabsTrigger
              key={locale}
              value={locale}
              className={cn('shrink-0 text-body-sm font-semibold', hasError && 'text-status-error data-[state=inactive]:text-status-error')}
            >
              <span lang={shortCode(locale)}>{localeName(locale)}</span>
              {hasError ? (
                <>
                  <span aria-hidden="true"> !</span>
                  <span className="sr-only"> ({t('adminModals.languageHasErrors')})</span>
                </>
              ) : null}
            </TabsTrigger>
          );
        })}
      </TabsList>
      {locales.map((locale) => (
        // Every panel stays mounted (hidden) so one save sends the fields of every locale; the
        // panels open with a field, so they are no tab stop of their own.
        <TabsContent key={locale} value={locale} forceMount hidden={active !== locale} tabIndex={undefined} className="flex flex-col gap-4">
          {children(locale)}
        </TabsContent>
      ))}
    </Tabs>
  );
}

/** The locales that hold an error in any of the given per-locale error groups (react-hook-form's errors of a LocalizedText field). */
export function localesWithErrors(locales: readonly LocaleCode[], ...groups: (Partial<Record<string, unknown>> | undefined)[]): Set<LocaleCode> {
  return new Set(locales.filter((locale) => groups.some((group) => group?.[locale] !== undefined)));
}
