import { describe, it, expect } from 'vitest';
import { campaignsLink } from './campaignsLink';

describe('campaignsLink', () => {
  it('uses the sale pages before the switch date', () => {
    expect(campaignsLink(new Date('2025-01-20T12:00:00Z'), 'ee')).toBe('/campaigns/allahindlus');
    expect(campaignsLink(new Date('2025-01-20T12:00:00Z'), 'lv')).toBe('/campaigns/sale');
  });
  it('switches at midnight Tallinn time, which is 22:00 UTC in winter', () => {
    expect(campaignsLink('2025-01-26T21:59:59Z', 'ee')).toBe('/campaigns/allahindlus');
    expect(campaignsLink('2025-01-26T22:00:00Z', 'ee')).toBe('/campaigns');
    expect(campaignsLink('2025-01-26T22:30:00Z', 'lv')).toBe('/campaigns');
  });
  it('stays on /campaigns afterwards', () => {
    expect(campaignsLink(Date.parse('2026-06-01T00:00:00Z'), 'lv')).toBe('/campaigns');
  });
});
