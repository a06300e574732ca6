import { CURRENCY, DEFAULT_LOCALE, type LocaleCode } from '../constants/locale';
import { toBcp47 } from './localeCodes';

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * A euro amount in the locale's style (12,50 € in Estonian, €12.50 in English). Amounts may
 * arrive as API number strings; unreadable ones give an empty string rather than "NaN €".
 */
export const formatEur = (amount: number | string | null | undefined, locale: LocaleCode = DEFAULT_LOCALE): string => {
  const value = typeof amount === 'string' ? Number(amount.trim() || Number.NaN) : Number(amount ?? Number.NaN);
  if (!Number.isFinite(value)) return '';
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.NumberFormat(toBcp47(locale), { style: 'currency', currency: CURRENCY });
    formatters.set(locale, formatter);
  }
  return formatter.format(value);
};
