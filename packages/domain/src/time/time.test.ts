import { tallinnDateTimeInput, tallinnDateTimeInputToIso } from './tallinnDateTimeInput';
import { describe, it, expect } from 'vitest';
import { zonedDateParts } from './zonedDateParts';
import { tallinnDateString, zonedDateString } from './tallinnDateString';
import { zonedDateTimeToEpochMs } from './zonedDateTimeToEpochMs';
import { toEpochMs } from './toEpochMs';
import { TALLINN_RULE_FROM_MS, tallinnOffsetMs } from './tallinnOffset';

describe('zonedDateParts', () => {
  it('reads Tallinn wall-clock time in winter (UTC+2)', () => {
    expect(zonedDateParts('2025-01-26T22:30:00Z')).toEqual({
      year: 2025, month: 1, day: 27, hour: 0, minute: 30, second: 0,
    });
  });
  it('reads Tallinn wall-clock time in summer (UTC+3)', () => {
    expect(zonedDateParts('2024-07-01T21:00:05Z')).toEqual({
      year: 2024, month: 7, day: 2, hour: 0, minute: 0, second: 5,
    });
  });
  it('prints midnight as hour 0, not 24', () => {
    expect(zonedDateParts('2024-12-31T22:00:00Z').hour).toBe(0);
  });
  it('accepts another zone', () => {
    expect(zonedDateParts('2025-01-01T00:00:00Z', 'UTC').day).toBe(1);
  });
});

describe('tallinnDateString', () => {
  it('is already the next day in Tallinn at 22:30 UTC in winter', () => {
    expect(tallinnDateString(new Date('2025-01-26T22:30:00Z'))).toBe('2025-01-27');
  });
  it('is still the same day at 21:59 UTC in winter', () => {
    expect(tallinnDateString(Date.parse('2025-01-26T21:59:59Z'))).toBe('2025-01-26');
  });
  it('rolls over at 21:00 UTC in summer', () => {
    expect(tallinnDateString('2024-06-30T21:00:00Z')).toBe('2024-07-01');
    expect(tallinnDateString('2024-06-30T20:59:59Z')).toBe('2024-06-30');
  });
  it('can use any zone', () => {
    expect(zonedDateString('2025-01-26T22:30:00Z', 'UTC')).toBe('2025-01-26');
  });
});

describe('zonedDateTimeToEpochMs', () => {
  it('reads a winter datetime-local as UTC+2', () => {
    expect(zonedDateTimeToEpochMs('2025-01-27T00:00')).toBe(Date.parse('2025-01-26T22:00:00Z'));
  });
  it('reads a summer datetime-local as UTC+3', () => {
    expect(zonedDateTimeToEpochMs('2024-07-01T12:00:30')).toBe(Date.parse('2024-07-01T09:00:30Z'));
  });
  it('reads fractions of a second', () => {
    expect(zonedDateTimeToEpochMs('2024-07-01T12:00:30.5')).toBe(Date.parse('2024-07-01T09:00:30.500Z'));
  });
  it('reads a bare date as its midnight', () => {
    expect(zonedDateTimeToEpochMs('2024-12-02')).toBe(Date.parse('2024-12-01T22:00:00Z'));
  });
  it('handles the spring-forward day', () => {
    // 2025-03-30 04:00 EEST exists (clocks jump 03:00 -> 04:00).
    expect(zonedDateTimeToEpochMs('2025-03-30T04:00')).toBe(Date.parse('2025-03-30T01:00:00Z'));
    expect(zonedDateTimeToEpochMs('2025-03-30T02:00')).toBe(Date.parse('2025-03-30T00:00:00Z'));
  });
  it('keeps explicit zones', () => {
    expect(zonedDateTimeToEpochMs('2025-01-27T00:00:00Z')).toBe(Date.parse('2025-01-27T00:00:00Z'));
    expect(zonedDateTimeToEpochMs('2025-01-27T00:00:00+02:00')).toBe(Date.parse('2025-01-26T22:00:00Z'));
  });
  it('returns NaN for non-dates and impossible dates', () => {
    expect(zonedDateTimeToEpochMs('tomorrow')).toBeNaN();
    expect(zonedDateTimeToEpochMs('')).toBeNaN();
    expect(zonedDateTimeToEpochMs('2025-02-30T10:00')).toBeNaN();
  });
});

describe('toEpochMs', () => {
  it('accepts Date, number and string', () => {
    expect(toEpochMs(new Date(5))).toBe(5);
    expect(toEpochMs(7)).toBe(7);
    expect(toEpochMs('1970-01-01T00:00:00.009Z')).toBe(9);
    expect(toEpochMs('nope')).toBeNaN();
  });
});

describe('tallinnDateTimeInput and tallinnDateTimeInputToIso', () => {
  it('shows an instant as Tallinn wall time, in summer (UTC+3) and winter (UTC+2)', () => {
    expect(tallinnDateTimeInput('2026-07-01T07:00:00.000Z')).toBe('2026-07-01T10:00');
    expect(tallinnDateTimeInput('2026-01-15T22:30:00.000Z')).toBe('2026-01-16T00:30');
    expect(tallinnDateTimeInput(null)).toBe('');
  });

  it('reads an input as Tallinn wall time, whatever the computer zone', () => {
    expect(tallinnDateTimeInputToIso('2026-07-01T10:00')).toBe('2026-07-01T07:00:00.000Z');
    expect(tallinnDateTimeInputToIso('2026-01-16T00:30')).toBe('2026-01-15T22:30:00.000Z');
    expect(tallinnDateTimeInputToIso('')).toBeNull();
    expect(tallinnDateTimeInputToIso('next tuesday')).toBeUndefined();
  });

  it('round-trips across the spring and autumn clock changes', () => {
    for (const iso of ['2026-03-29T00:59:00.000Z', '2026-03-29T01:00:00.000Z', '2026-10-25T00:30:00.000Z', '2026-10-25T01:30:00.000Z']) {
      const shown = tallinnDateTimeInput(iso);
      expect(new Date(tallinnDateTimeInputToIso(shown)!).getTime() - Date.parse(iso)).toBeLessThanOrEqual(60 * 60_000);
    }
    // Outside the ambiguous autumn hour the round trip is exact.
    expect(tallinnDateTimeInputToIso(tallinnDateTimeInput('2026-10-25T03:00:00.000Z'))).toBe('2026-10-25T03:00:00.000Z');
  });
});

describe('Tallinn without Intl (tallinnOffset)', () => {
  const HOUR_MS = 3_600_000;
  const viaIntl = new Intl.DateTimeFormat('en-US', {
    timeZone: 'Europe/Tallinn', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23',
  });
  const intlParts = (epochMs: number) => {
    const parts = Object.fromEntries(viaIntl.formatToParts(epochMs).map((part) => [part.type, part.value]));
    return { year: Number(parts.year), month: Number(parts.month), day: Number(parts.day), hour: Number(parts.hour), minute: Number(parts.minute), second: Number(parts.second) };
  };

  it('agrees with the time-zone data through 2002-2040, and on every hour and the second before it around each change', () => {
    const instants: number[] = [];
    // A stride of 31 h 7 min 13 s walks through every hour of the day and many minutes and seconds
    // (11,000 instants; every 6 hours, 190,000 with the hours below, outran the test timeout on a busy machine).
    const STRIDE_MS = 31 * HOUR_MS + 7 * 60_000 + 13_000;
    for (let epochMs = TALLINN_RULE_FROM_MS; epochMs < Date.UTC(2041, 0, 1); epochMs += STRIDE_MS) instants.push(epochMs);
    for (let year = 2002; year <= 2040; year += 1) {
      for (const month of [2, 9]) {
        // The last week of March and of October, where the change falls (on a whole hour, UTC).
        for (let epochMs = Date.UTC(year, month, 24); epochMs < Date.UTC(year, month + 1, 2); epochMs += HOUR_MS) instants.push(epochMs, epochMs - 1000);
      }
    }
    const mismatches = instants.filter((at) => JSON.stringify(zonedDateParts(at)) !== JSON.stringify(intlParts(at)));
    expect(mismatches.slice(0, 5).map((at) => new Date(at).toISOString())).toEqual([]);
  });

  it('changes at 01:00 UTC on the last Sundays of March and October', () => {
    expect(tallinnOffsetMs(Date.parse('2026-03-29T00:59:59Z'))).toBe(2 * HOUR_MS);
    expect(tallinnOffsetMs(Date.parse('2026-03-29T01:00:00Z'))).toBe(3 * HOUR_MS);
    expect(tallinnOffsetMs(Date.parse('2026-10-25T00:59:59Z'))).toBe(3 * HOUR_MS);
    expect(tallinnOffsetMs(Date.parse('2026-10-25T01:00:00Z'))).toBe(2 * HOUR_MS);
  });

  it('leaves earlier instants, other zones and unreadable ones to Intl', () => {
    expect(tallinnOffsetMs(Date.parse('2001-07-01T00:00:00Z'))).toBeUndefined();
    expect(tallinnOffsetMs(Number.NaN)).toBeUndefined();
    expect(zonedDateParts('2001-07-01T00:00:00Z')).toEqual(intlParts(Date.parse('2001-07-01T00:00:00Z')));
    expect(zonedDateString('2025-01-26T22:30:00Z', 'Europe/Riga')).toBe('2025-01-27');
  });
});
