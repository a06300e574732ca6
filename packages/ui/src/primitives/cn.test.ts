import { describe, expect, it } from 'vitest';
import tailwindConfig from '../../../../tailwind.config';
import { cn, FONT_SIZE_TOKENS } from './cn';

describe('cn', () => {
  it('keeps a font-size token beside a text colour', () => {
    expect(cn('text-body-sm text-brand-paper')).toBe('text-body-sm text-brand-paper');
    expect(cn('text-brand-paper', 'text-h2')).toBe('text-brand-paper text-h2');
  });

  it('lets the later of two font sizes or two colours win', () => {
    expect(cn('text-body-sm text-brand-paper', 'text-lead')).toBe('text-brand-paper text-lead');
    expect(cn('text-body-sm text-brand-paper', 'text-status-error')).toBe('text-body-sm text-status-error');
    expect(cn('text-lg', 'text-body-sm')).toBe('text-body-sm');
  });

  it('merges the rest as tailwind-merge does', () => {
    expect(cn('rounded bg-brand-ink px-4 py-2', 'px-6 bg-status-error')).toBe('rounded py-2 px-6 bg-status-error');
    expect(cn('underline', false, undefined, ['self-start', { 'font-semibold': true, italic: false }])).toBe('underline self-start font-semibold');
  });

  it('knows every font size of the theme', () => {
    expect([...FONT_SIZE_TOKENS].sort()).toEqual(Object.keys(tailwindConfig.theme.extend.fontSize).sort());
  });
});
