import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { StoredEditorBlock as EditorBlock } from '@salon/domain';
import { RichText } from './RichText';
import { inlineText, parseInlineMarkup } from './inlineMarkup';

const html = (blocks: EditorBlock[]) => renderToStaticMarkup(<RichText blocks={blocks} />);
const paragraph = (text: string): EditorBlock => ({ type: 'paragraph', data: { text } });

const PAYLOADS = [
  '<script>alert(1)</script>',
  '<img src=x onerror="alert(1)">',
  '<a href="javascript:alert(1)">click</a>',
  '<a href="JaVaScRiPt:alert(1)">click</a>',
  '<a href="java&#x09;script:alert(1)">click</a>',
  '<a href=" javascript:alert(1)">click</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">click</a>',
  '<a href="vbscript:msgbox(1)">click</a>',
  '<b onclick="alert(1)">bold</b>',
  '<a href="https://example.com" onmouseover="alert(1)">ok</a>',
  '<svg onload=alert(1)><script>alert(1)</script></svg>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<style>body{display:none}</style>text',
  '&lt;script&gt;alert(1)&lt;/script&gt;',
];

describe('rich text XSS', () => {
  it.each(PAYLOADS)('renders %s inert', (payload) => {
    const markup = html([
      paragraph(payload),
      { type: 'header', data: { text: payload, level: 2 } },
      { type: 'quote', data: { text: payload, caption: payload } },
      { type: 'list', data: { style: 'unordered', items: [payload, { content: payload, items: [] }] } },
      { type: 'image', data: { file: { url: 'javascript:alert(1)' }, caption: payload } },
      { type: 'link', data: { link: 'javascript:alert(1)', meta: { title: payload } } },
    ]);
    expect(markup).not.toMatch(/<script/i);
    expect(markup).not.toMatch(/<img[^>]*onerror/i);
    expect(markup).not.toMatch(/\son[a-z]+=/i);
    expect(markup).not.toMatch(/href="\s*(javascript|data|vbscript)/i);
    expect(markup).not.toMatch(/<(iframe|svg|style)/i);
    expect(markup).not.toMatch(/src="javascript/i);
  });

  it('keeps safe links and marks', () => {
    const markup = html([paragraph('Read <b>our <i>terms</i></b> at <a href="https://example.com/terms" target="_blank">terms</a> or <a href="/help">help</a> or <a href="mailto:info@example.com">mail</a>')]);
    expect(markup).toContain('<strong>our <em>terms</em></strong>');
    expect(markup).toContain('href="https://example.com/terms"');
    expect(markup).toContain('href="/help"');
    expect(markup).toContain('href="mailto:info@example.com"');
    expect(markup).not.toContain('target=');
  });

  it('keeps the text of a stripped link', () => {
    expect(html([paragraph('<a href="javascript:alert(1)">click</a>')])).toBe('<div class="space-y-4 text-body"><p class="text-left">click</p></div>');
  });

  it('shows escaped markup as text, never as tags', () => {
    expect(html([paragraph('&lt;b&gt;x&lt;/b&gt;')])).toContain('&lt;b&gt;x&lt;/b&gt;');
  });

  it('drops script content but keeps other unknown tags\' text', () => {
    expect(inlineText('a<script>alert(1)</script>b<span style="x">c</span>')).toBe('abc');
  });
});

describe('rich text rendering', () => {
  it('renders headers 1-5, clamping other levels and defaulting to 1', () => {
    const markup = html([
      { type: 'header', data: { text: 'A', level: 3 } },
      { type: 'header', data: { text: 'B', level: 9 } },
      { type: 'header', data: { text: 'C' } },
    ]);
    expect(markup).toMatch(/<h3[^>]*>A<\/h3>/);
    expect(markup).toMatch(/<h5[^>]*>B<\/h5>/);
    expect(markup).toMatch(/<h1[^>]*>C<\/h1>/);
  });

  it('converts legacy justify to left and defaults alignment to left', () => {
    const markup = html([
      { type: 'paragraph', data: { text: 'j' }, alignment: 'justify' },
      { type: 'paragraph', data: { text: 'c' }, alignment: 'center' },
      { type: 'paragraph', data: { text: 'n' } },
    ]);
    expect(markup).toContain('<p class="text-left">j</p>');
    expect(markup).toContain('<p class="text-center">c</p>');
    expect(markup).toContain('<p class="text-left">n</p>');
  });

  it('turns /-/ into a soft hyphen', () => {
    expect(html([paragraph('juuksehool/-/dus')])).toContain('juuksehool\u00addus');
  });

  it('renders quotes with captions, ordered lists, images, links and delimiters', () => {
    const markup = html([
      { type: 'quote', data: { text: 'Beauty', caption: 'Coco' } },
      { type: 'list', data: { style: 'ordered', items: ['one', { content: 'two', items: [{ content: 'two.a', items: [] }] }] } },
      { type: 'image', data: { file: { url: 'https://cdn.example.com/a.jpg' }, caption: 'Salon' } },
      { type: 'link', data: { link: 'https://example.com', meta: { title: 'Example' } } },
      { type: 'delimiter', data: {} },
      { type: 'unknownTool', data: { html: '<script>x</script>' } },
    ]);
    expect(markup).toContain('<blockquote class="text-lead italic">Beauty</blockquote>');
    expect(markup).toContain('<figcaption class="mt-1 text-body-sm text-brand-muted">Coco</figcaption>');
    expect(markup).toMatch(/<ol[^>]*><li>one<\/li><li>two<ol[^>]*><li>two.a<\/li><\/ol><\/li><\/ol>/);
    expect(markup).toContain('src="https://cdn.example.com/a.jpg" alt="Salon"');
    expect(markup).toContain('href="https://example.com"');
    expect(markup).toContain('<hr');
    expect(markup).not.toContain('<script');
  });

  it('gives images the stored width, at most the resize maximum', () => {
    const image = (width: unknown): EditorBlock => ({ type: 'image', data: { file: { url: '/media/library/a.webp', width }, caption: 'A' } });
    expect(html([image(1200)])).toContain('width="1200"');
    expect(html([image(4000)])).toContain('width="1920"');
    expect(html([image('wide')])).not.toContain('width=');
  });

  it('parses nested and unclosed marks', () => {
    expect(parseInlineMarkup('<b>a<i>b</b>c')).toEqual([
      { type: 'bold', children: [{ type: 'text', text: 'a' }, { type: 'italic', children: [{ type: 'text', text: 'b' }] }] },
      { type: 'text', text: 'c' },
    ]);
    expect(parseInlineMarkup('<i>open')).toEqual([{ type: 'italic', children: [{ type: 'text', text: 'open' }] }]);
  });
});
