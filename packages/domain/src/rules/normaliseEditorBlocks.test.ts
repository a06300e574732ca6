import { describe, it, expect } from 'vitest';
import { normaliseEditorBlocks } from './normaliseEditorBlocks';

describe('normaliseEditorBlocks', () => {
  it('fixes block alignment and keeps everything else', () => {
    const result = normaliseEditorBlocks([
      { id: 'a', type: 'paragraph', data: { text: 'Hi' }, alignment: 'justify' },
      { id: 'b', type: 'header', data: { text: 'T', level: 2 }, alignment: 'center' },
      { id: 'c', type: 'delimiter', data: {} },
    ]);
    expect(result).toEqual([
      { id: 'a', type: 'paragraph', data: { text: 'Hi' }, alignment: 'left' },
      { id: 'b', type: 'header', data: { text: 'T', level: 2 }, alignment: 'center' },
      { id: 'c', type: 'delimiter', data: {}, alignment: 'left' },
    ]);
  });
  it('fixes alignment kept inside data', () => {
    const [quote] = normaliseEditorBlocks([{ type: 'quote', data: { text: 'q', caption: 'c', alignment: 'justify' } }]);
    expect(quote?.data).toEqual({ text: 'q', caption: 'c', alignment: 'left' });
  });
  it('does not mutate its input', () => {
    const blocks = [{ type: 'paragraph', data: { text: 'x' }, alignment: 'justify' }];
    normaliseEditorBlocks(blocks);
    expect(blocks[0]?.alignment).toBe('justify');
  });
  it('returns [] for missing content', () => {
    expect(normaliseEditorBlocks(undefined)).toEqual([]);
    expect(normaliseEditorBlocks(null)).toEqual([]);
  });
});
