import { CURRENCY, DEFAULT_LOCALE, LOCALE_CODE, type LocaleCode } from '../constants/locale';
import { PERCENT_BASE } from '../constants/units';
import { toBcp47 } from './localeCodes';

/**
 * Euro amounts and percentages in the five shop languages, written from a table instead of an
 * Intl.NumberFormat. Building the first Intl formatter loads the language's number data: about
 * 45 ms of a phone's main thread during hydration, on every page with a price (issue 18 item 1).
 * The table holds what Intl writes for these locales (formatEur.test.ts compares the two on
 * thousands of amounts), and the server and the browser now write the same characters whatever
 * their ICU versions, so hydration cannot meet a different text.
 */
interface NumberStyle {
  decimal: string;
  group: string;
  /** Digits the integer part needs before a group separator is written (CLDR's minimumGroupingDigits + 3). */
  groupFrom: number;
  minus: string;
  /** The amount, its sign written in front of it, with the euro sign. */
  currency: (signed: string, sign: string) => string;
  percentSign: string;
}

const NBSP = '\u00A0';
const MINUS_SIGN = '\u2212';
const HYPHEN_MINUS = '-';
const EURO = '€';
const euroAfter = (amount: string, sign: string) => `${sign}${amount}${NBSP}${EURO}`;
const euroBefore = (amount: string, sign: string) => `${sign}${EURO}${amount}`;

const STYLES: Record<LocaleCode, NumberStyle> = {
  [LOCALE_CODE.ET]: { decimal: ',', group: NBSP, groupFrom: 5, minus: MINUS_SIGN, currency: euroAfter, percentSign: '%' },
  [LOCALE_CODE.EN]: { decimal: '.', group: ',', groupFrom: 4, minus: HYPHEN_MINUS, currency: euroBefore, percentSign: '%' },
  [LOCALE_CODE.RU]: { decimal: ',', group: NBSP, groupFrom: 4, minus: HYPHEN_MINUS, currency: euroAfter, percentSign: `${NBSP}%` },
  [LOCALE_CODE.FI]: { decimal: ',', group: NBSP, groupFrom: 4, minus: MINUS_SIGN, currency: euroAfter, percentSign: `${NBSP}%` },
  [LOCALE_CODE.LV]: { decimal: ',', group: NBSP, groupFrom: 5, minus: HYPHEN_MINUS, currency: euroAfter, percentSign: '%' },
};

/** From here on String() writes an exponent; Intl writes such numbers in full (no price gets there). */
const FIXED_NOTATION_LIMIT = 1e21;
const CENT_DIGITS = 2;

function groupDigits(integer: string, style: NumberStyle): string {
  if (integer.length < style.groupFrom) return integer;
  let grouped = '';
  for (let end = integer.length; end > 0; end -= 3) grouped = integer.slice(Math.max(0, end - 3), end) + (grouped ? style.group + grouped : '');
  return grouped;
}

/** One more than a decimal digit string (the carry may add a digit in front): "0999" -> "1000". */
function incremented(digits: string): string {
  let result = '';
  let carry = true;
  for (let index = digits.length - 1; index >= 0; index--) {
    const digit: number = Number(digits[index]) + (carry ? 1 : 0);
    carry = digit === 10;
    result = String(carry ? 0 : digit) + result;
  }
  return carry ? `1${result}` : result;
}

/**
 * `digits` fraction digits of |value|, rounded half away from zero, as Intl rounds: on the
 * shortest decimal that reads back as the same double (1.005 is "1.005", so 1,01 €), not on the
 * double's exact binary value (1.00499999…, which toFixed would round down).
 */
function roundedDigits(value: number, digits: number): { integer: string; fraction: string } {
  const shortest = String(Math.abs(value));
  // Below 1e-6 String() writes an exponent; such amounts round to zero at two digits or fewer.
  if (shortest.includes('e')) return { integer: '0', fraction: '0'.repeat(digits) };
  const [integer = '0', fraction = ''] = shortest.split('.');
  if (fraction.length <= digits) return { integer, fraction: fraction.padEnd(digits, '0') };
  const kept = integer + fraction.slice(0, digits);
  const rounded = Number(fraction[digits]) >= 5 ? incremented(kept).padStart(kept.length, '0') : kept;
  const integerLength = rounded.length - digits;
  return { integer: rounded.slice(0, integerLength) || '0', fraction: rounded.slice(integerLength) };
}

function fixed(value: number, digits: number, style: NumberStyle): { sign: string; text: string } {
  const { integer, fraction } = roundedDigits(value, digits);
  // Intl keeps the sign of a negative amount that rounds to zero, and of a negative zero (−0,00 €).
  const negative = value < 0 || Object.is(value, -0);
  return { sign: negative ? style.minus : '', text: groupDigits(integer, style) + (fraction ? style.decimal + fraction : '') };
}

const fallbackFormatters = new Map<string, Intl.NumberFormat>();
function intlFallback(locale: LocaleCode, options: Intl.NumberFormatOptions, value: number): string {
  const key = `${locale}:${options.style}`;
  let formatter = fallbackFormatters.get(key);
  if (!formatter) fallbackFormatters.set(key, (formatter = new Intl.NumberFormat(toBcp47(locale), options)));
  return formatter.format(value);
}

const styleOf = (locale: LocaleCode): NumberStyle | undefined => STYLES[locale];

/**
 * A euro amount in the locale's style (12,50 € in Estonian, €12.50 in English). Amounts may
 * arrive as API number strings; unreadable ones give an empty string rather than "NaN €".
 */
export const formatEur = (amount: number | string | null | undefined, locale: LocaleCode = DEFAULT_LOCALE): string => {
  const value = typeof amount === 'string' ? Number(amount.trim() || Number.NaN) : Number(amount ?? Number.NaN);
  if (!Number.isFinite(value)) return '';
  const style = styleOf(locale);
  if (!style || Math.abs(value) >= FIXED_NOTATION_LIMIT) return intlFallback(locale, { style: 'currency', currency: CURRENCY }, value);
  const { sign, text } = fixed(value, CENT_DIGITS, style);
  return style.currency(text, sign);
};

/** A whole percentage in the locale's style (15 %, 15%), from whole percent (15 means 15 %). */
export const formatPercent = (wholePercent: number, locale: LocaleCode = DEFAULT_LOCALE): string => {
  const style = styleOf(locale);
  if (!style || !Number.isFinite(wholePercent) || Math.abs(wholePercent) >= FIXED_NOTATION_LIMIT) {
    return intlFallback(locale, { style: 'percent', maximumFractionDigits: 0 }, wholePercent / PERCENT_BASE);
  }
  const { sign, text } = fixed(wholePercent, 0, style);
  return `${sign}${text}${style.percentSign}`;
};
