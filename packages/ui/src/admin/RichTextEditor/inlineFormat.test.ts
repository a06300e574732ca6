import { describe, expect, it } from 'vitest';
import { formatForShortcut, wrapSelection } from './inlineFormat';

describe('wrapSelection', () => {
  it('wraps the selected text and selects it again inside the tags', () => {
    expect(wrapSelection('Hello world', 6, 11, 'bold')).toEqual({ value: 'Hello <b>world</b>', start: 9, end: 14 });
    expect(wrapSelection('Hello world', 0, 5, 'italic')).toEqual({ value: '<i>Hello</i> world', start: 3, end: 8 });
  });

  it('wraps each line on its own so list items stay apart', () => {
    expect(wrapSelection('one\ntwo\n\nthree', 0, 14, 'bold').value).toBe('<b>one</b>\n<b>two</b>\n\n<b>three</b>');
  });

  it('inserts an empty pair with the caret inside when nothing is selected', () => {
    expect(wrapSelection('ab', 1, 1, 'italic')).toEqual({ value: 'a<i></i>b', start: 4, end: 4 });
  });

  it('accepts a backwards or out-of-range selection', () => {
    expect(wrapSelection('abc', 3, 1, 'bold').value).toBe('a<b>bc</b>');
    expect(wrapSelection('abc', -2, 99, 'bold').value).toBe('<b>abc</b>');
  });
});

describe('formatForShortcut', () => {
  const key = (k: string, extra: Partial<{ ctrlKey: boolean; metaKey: boolean; altKey: boolean; shiftKey: boolean }> = {}) => ({ key: k, ctrlKey: false, metaKey: false, altKey: false, shiftKey: false, ...extra });
  it('maps Ctrl or Cmd with B and I', () => {
    expect(formatForShortcut(key('b', { ctrlKey: true }))).toBe('bold');
    expect(formatForShortcut(key('I', { metaKey: true }))).toBe('italic');
  });
  it('ignores plain keys and other combinations', () => {
    expect(formatForShortcut(key('b'))).toBeNull();
    expect(formatForShortcut(key('b', { ctrlKey: true, shiftKey: true }))).toBeNull();
    expect(formatForShortcut(key('u', { ctrlKey: true }))).toBeNull();
  });
});
