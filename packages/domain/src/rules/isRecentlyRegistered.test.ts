import { describe, it, expect } from 'vitest';
import { isRecentlyRegistered } from './isRecentlyRegistered';

const now = new Date('2025-03-10T12:00:00Z');

describe('isRecentlyRegistered', () => {
  it('is true within 24 hours', () => {
    expect(isRecentlyRegistered('2025-03-10T11:59:00Z', now)).toBe(true);
    expect(isRecentlyRegistered('2025-03-09T12:00:01Z', now)).toBe(true);
  });
  it('is false from 24 hours on', () => {
    expect(isRecentlyRegistered('2025-03-09T12:00:00Z', now)).toBe(false);
    expect(isRecentlyRegistered('2024-01-01T00:00:00Z', now)).toBe(false);
  });
  it('tolerates a creation time slightly ahead of now', () => {
    expect(isRecentlyRegistered('2025-03-10T12:00:05Z', now)).toBe(true);
  });
  it('is false for missing or unreadable dates', () => {
    expect(isRecentlyRegistered(undefined, now)).toBe(false);
    expect(isRecentlyRegistered(null, now)).toBe(false);
    expect(isRecentlyRegistered('yesterday', now)).toBe(false);
  });
  it('accepts Date and epoch ms', () => {
    expect(isRecentlyRegistered(new Date('2025-03-10T00:00:00Z'), now.getTime())).toBe(true);
  });
});
