import { describe, it, expect } from 'vitest';
import { editorBlockSchema, editorContentSchema } from './editorBlock';

describe('editorBlockSchema', () => {
  it('defaults header level to 1 and alignment to left', () => {
    const block = editorBlockSchema.parse({ type: 'header', data: { text: 'Title' } });
    expect(block).toEqual({ type: 'header', data: { text: 'Title', level: 1 }, alignment: 'left' });
  });
  it('limits header levels to 1-5', () => {
    expect(editorBlockSchema.safeParse({ type: 'header', data: { text: 'T', level: 5 } }).success).toBe(true);
    expect(editorBlockSchema.safeParse({ type: 'header', data: { text: 'T', level: 6 } }).success).toBe(false);
    expect(editorBlockSchema.safeParse({ type: 'header', data: { text: 'T', level: 0 } }).success).toBe(false);
  });
  it('turns legacy justify into left', () => {
    const block = editorBlockSchema.parse({ id: 'p1', type: 'paragraph', data: { text: 'x' }, alignment: 'justify' });
    expect(block.alignment).toBe('left');
    const quote = editorBlockSchema.parse({ type: 'quote', data: { text: 'q', alignment: 'justify' } });
    expect(quote.type === 'quote' && quote.data.alignment).toBe('left');
    expect(quote.type === 'quote' && quote.data.caption).toBe('');
  });
  it('parses flat and nested lists', () => {
    expect(editorBlockSchema.safeParse({ type: 'list', data: { style: 'ordered', items: ['a', 'b'] } }).success).toBe(true);
    expect(editorBlockSchema.safeParse({
      type: 'list', data: { items: [{ content: 'a', items: [{ content: 'b', items: [] }] }] },
    }).success).toBe(true);
    expect(editorBlockSchema.safeParse({ type: 'list', data: { style: 'dotted', items: [] } }).success).toBe(false);
  });
  it('parses image, link and delimiter blocks', () => {
    expect(editorBlockSchema.safeParse({ type: 'image', data: { file: { url: '/a.jpg' } } }).success).toBe(true);
    expect(editorBlockSchema.safeParse({ type: 'link', data: { link: 'https://x.ee' } }).success).toBe(true);
    expect(editorBlockSchema.safeParse({ type: 'delimiter' }).success).toBe(true);
  });
  it('rejects unknown block types', () => {
    expect(editorBlockSchema.safeParse({ type: 'raw', data: { html: '<script>' } }).success).toBe(false);
  });
  it('parses a whole document', () => {
    const content = editorContentSchema.parse({ time: 1, version: '2.28', blocks: [{ type: 'delimiter', data: {} }] });
    expect(content.blocks).toHaveLength(1);
  });
});
