import { describe, it, expect } from 'vitest';
import { isSlideVisible } from './isSlideVisible';

// 2025-01-15 12:00 Tallinn (winter, UTC+2).
const now = new Date('2025-01-15T10:00:00Z');

describe('isSlideVisible', () => {
  it('shows a slide inside its window', () => {
    expect(isSlideVisible({ startDateTime: '2025-01-01T00:00', endDateTime: '2025-02-01T00:00' }, now)).toBe(true);
  });
  it('shows a slide with no dates', () => {
    expect(isSlideVisible({}, now)).toBe(true);
    expect(isSlideVisible({ startDateTime: '', endDateTime: '' }, now)).toBe(true);
    expect(isSlideVisible({ startDateTime: null, endDateTime: undefined }, now)).toBe(true);
  });
  it('treats an empty side as open', () => {
    expect(isSlideVisible({ startDateTime: '', endDateTime: '2025-02-01T00:00' }, now)).toBe(true);
    expect(isSlideVisible({ startDateTime: '2025-01-01T00:00', endDateTime: '' }, now)).toBe(true);
  });
  it('hides a slide that has not started', () => {
    expect(isSlideVisible({ startDateTime: '2025-01-16T00:00' }, now)).toBe(false);
  });
  it('hides a slide that has ended', () => {
    expect(isSlideVisible({ endDateTime: '2025-01-10T00:00' }, now)).toBe(false);
  });
  it('reads dates as Tallinn time', () => {
    // 12:00 Tallinn is 10:00 UTC: a start of 12:00 has just been reached, 12:01 not yet.
    expect(isSlideVisible({ startDateTime: '2025-01-15T12:00' }, now)).toBe(true);
    expect(isSlideVisible({ startDateTime: '2025-01-15T12:01' }, now)).toBe(false);
    // An end of exactly now has passed.
    expect(isSlideVisible({ endDateTime: '2025-01-15T12:00' }, now)).toBe(false);
    expect(isSlideVisible({ endDateTime: '2025-01-15T12:01' }, now)).toBe(true);
  });
  it('hides a slide whose start is not before its end', () => {
    expect(isSlideVisible({ startDateTime: '2025-02-01T00:00', endDateTime: '2025-01-01T00:00' }, now)).toBe(false);
    expect(isSlideVisible({ startDateTime: '2025-01-01T00:00', endDateTime: '2025-01-01T00:00' }, now)).toBe(false);
  });
  it('hides slides with non-string or unreadable dates', () => {
    expect(isSlideVisible({ startDateTime: 12345 }, now)).toBe(false);
    expect(isSlideVisible({ endDateTime: { date: 'x' } }, now)).toBe(false);
    expect(isSlideVisible({ startDateTime: 'soon' }, now)).toBe(false);
  });
  it('shows everything in edit or preview mode', () => {
    const expired = { endDateTime: '2020-01-01T00:00' };
    expect(isSlideVisible(expired, now, { editMode: true })).toBe(true);
    expect(isSlideVisible({ startDateTime: 42 }, now, { previewMode: true })).toBe(true);
    expect(isSlideVisible(expired, now, { editMode: false, previewMode: false })).toBe(false);
  });
  it('accepts now as epoch ms', () => {
    expect(isSlideVisible({ startDateTime: '2025-01-01T00:00' }, now.getTime())).toBe(true);
  });
});
