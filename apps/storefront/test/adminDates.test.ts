import { describe, expect, it } from 'vitest';
import { formatAdminDateTime } from '../app/admin/dates';

// ICU puts narrow no-break spaces before AM/PM; the test reads them as spaces.
const shown = (value: string | null, language: string) => formatAdminDateTime(value, language).replace(/\s/gu, ' ');

describe('formatAdminDateTime', () => {
  it('shows Tallinn wall time in the admin language', () => {
    // 21:30 UTC in winter is 23:30 in Tallinn (UTC+2); in summer 22:00 UTC is 01:00 next day (UTC+3).
    expect(shown('2026-01-15T21:30:00.000Z', 'en')).toBe('Jan 15, 2026, 11:30 PM');
    expect(shown('2026-07-01T22:00:00.000Z', 'et')).toBe('2. juuli 2026, 01:00');
    expect(shown('2026-07-01T22:00:00.000Z', 'en_US')).toBe('Jul 2, 2026, 1:00 AM');
  });
  it('marks a missing date and keeps an unreadable one', () => {
    expect(formatAdminDateTime(null, 'en')).toBe('–');
    expect(formatAdminDateTime('', 'en')).toBe('–');
    expect(formatAdminDateTime('soon', 'en')).toBe('soon');
  });
});
