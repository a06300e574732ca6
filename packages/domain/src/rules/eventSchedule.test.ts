import { describe, expect, it } from 'vitest';
import { EVENT_PROGRESS } from '../enums/eventProgress';
import { capacityCoversSold, endsAfterStart, eventProgressAt } from './eventSchedule';

describe('event schedule rules', () => {
  it('requires the end to be after the start', () => {
    expect(endsAfterStart('2026-05-01T09:00:00Z', '2026-05-01T17:00:00Z')).toBe(true);
    expect(endsAfterStart('2026-05-01T09:00:00Z', '2026-05-01T09:00:00Z')).toBe(false);
    expect(endsAfterStart(new Date('2026-05-02T00:00:00Z'), Date.parse('2026-05-01T00:00:00Z'))).toBe(false);
  });

  it('lets capacity shrink only down to the seats sold', () => {
    expect(capacityCoversSold(10, 10)).toBe(true);
    expect(capacityCoversSold(9, 10)).toBe(false);
    expect(capacityCoversSold(0, 0)).toBe(true);
  });

  it('derives the progress from the dates', () => {
    const start = '2026-05-01T09:00:00Z';
    const end = '2026-05-01T17:00:00Z';
    expect(eventProgressAt(start, end, '2026-05-01T08:59:59Z')).toBe(EVENT_PROGRESS.UPCOMING);
    expect(eventProgressAt(start, end, start)).toBe(EVENT_PROGRESS.IN_PROGRESS);
    expect(eventProgressAt(start, end, end)).toBe(EVENT_PROGRESS.DONE);
  });
});
