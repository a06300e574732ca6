import { describe, it, expect } from 'vitest';
import { firstColumnWidth } from './firstColumnWidth';

describe('firstColumnWidth', () => {
  it('reads digit-only strings as percentages', () => {
    expect(firstColumnWidth('40')).toBe(40);
    expect(firstColumnWidth('1')).toBe(1);
    expect(firstColumnWidth('100')).toBe(100);
    expect(firstColumnWidth('007')).toBe(7);
  });
  it('accepts whole numbers', () => {
    expect(firstColumnWidth(33)).toBe(33);
  });
  it('caps values above 100', () => {
    expect(firstColumnWidth('250')).toBe(100);
  });
  it('falls back to flex (null) for anything else', () => {
    expect(firstColumnWidth('0')).toBeNull();
    expect(firstColumnWidth('40%')).toBeNull();
    expect(firstColumnWidth(' 40')).toBeNull();
    expect(firstColumnWidth('33.3')).toBeNull();
    expect(firstColumnWidth(33.3)).toBeNull();
    expect(firstColumnWidth('-5')).toBeNull();
    expect(firstColumnWidth('')).toBeNull();
    expect(firstColumnWidth(undefined)).toBeNull();
    expect(firstColumnWidth(null)).toBeNull();
  });
});
