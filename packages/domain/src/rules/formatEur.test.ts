import { describe, it, expect } from 'vitest';
import { formatEur, formatPercent } from './formatEur';

// Intl separates amount and symbol with a no-break space; compare with plain spaces.
const plain = (text: string) => text.replace(/[\u00A0\u202F]/g, ' ');

describe('formatEur', () => {
  it('formats in Estonian by default', () => {
    expect(plain(formatEur(12.5))).toBe('12,50 €');
  });
  it('follows the locale', () => {
    expect(formatEur(12.5, 'en_US')).toBe('€12.50');
    expect(plain(formatEur(1234.5, 'fi_FI'))).toBe('1 234,50 €');
  });
  it('reads number strings', () => {
    expect(plain(formatEur('19.90', 'et_EE'))).toBe('19,90 €');
    expect(formatEur('0', 'en_US')).toBe('€0.00');
  });
  it('gives an empty string for unreadable amounts', () => {
    expect(formatEur('abc')).toBe('');
    expect(formatEur('')).toBe('');
    expect(formatEur(null)).toBe('');
    expect(formatEur(Number.NaN)).toBe('');
  });
});

describe('formatPercent', () => {
  it('formats whole percent in the locale style', () => {
    expect(formatPercent(15, 'et_EE')).toBe(new Intl.NumberFormat('et-EE', { style: 'percent' }).format(0.15));
    expect(formatPercent(15, 'en_US')).toBe('15%');
    expect(formatPercent(12.6, 'en_US')).toBe('13%');
  });
});

describe('the table agrees with Intl', () => {
  const LOCALES = ['et_EE', 'en_US', 'ru_RU', 'fi_FI', 'lv_LV'] as const;
  const intlEur = (locale: string) => new Intl.NumberFormat(locale.replace('_', '-'), { style: 'currency', currency: 'EUR' });
  const intlPercent = (locale: string) => new Intl.NumberFormat(locale.replace('_', '-'), { style: 'percent', maximumFractionDigits: 0 });
  // Every cent to 100 €, then a spread up to a billion, halves of a cent (ties), floating-point
  // near-ties (1.005, 2.675), tiny and negative amounts, and negative zero.
  const amounts: number[] = [];
  for (let cents = 0; cents <= 10_000; cents++) amounts.push(cents / 100);
  for (let step = 0; step < 3_000; step++) amounts.push(Math.round(1.37 ** (step % 70) * (step + 1)) / 1000);
  for (let cents = 0; cents < 2_000; cents++) amounts.push((cents + 0.5) / 100);
  amounts.push(1.005, 2.675, 8.345, 0.125, 1.015, 1e-7, 0.004999, 0.005, 999.995, 9_999.995, 99_999.999, 123_456_789.125, 1e20, 5e-324);
  const values = [...amounts, ...amounts.map((amount) => -amount), -0];

  it.each(LOCALES)('formatEur in %s', (locale) => {
    const formatter = intlEur(locale);
    for (const value of values) expect(formatEur(value, locale), String(value)).toBe(formatter.format(value));
  });

  it.each(LOCALES)('formatPercent in %s', (locale) => {
    const formatter = intlPercent(locale);
    const percents = [0, 0.5, 1, 5, 12.5, 14.5, 15, 33.3, 50, 99.5, 100, 150, 1234, 12_345.5, 2.675, -15, -0.4, -0];
    for (let step = 0; step <= 2_000; step++) percents.push(step / 20);
    for (const value of percents) expect(formatPercent(value, locale), String(value)).toBe(formatter.format(value / 100));
  });
});
