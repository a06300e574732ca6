import { describe, expect, it } from 'vitest';
import { trustMarkLanguage } from './trustMarkLanguage';

describe('trustMarkLanguage', () => {
  it('keeps et, en and ru', () => {
    expect(trustMarkLanguage('et')).toBe('et');
    expect(trustMarkLanguage('en')).toBe('en');
    expect(trustMarkLanguage('ru')).toBe('ru');
  });
  it('falls back to en', () => {
    expect(trustMarkLanguage('fi')).toBe('en');
    expect(trustMarkLanguage('lv')).toBe('en');
    expect(trustMarkLanguage('')).toBe('en');
  });
});
