import { describe, expect, it } from 'vitest';
import { creatorIframeHref, creatorPageParam } from './links';

describe('creatorIframeHref', () => {
  it('names the scheme, the placeholder and a page after the first', () => {
    expect(creatorIframeHref('s-1', null)).toBe('/admin/creator/iframe?scheme=s-1');
    expect(creatorIframeHref('s-1', 'p-2', 3)).toBe('/admin/creator/iframe?scheme=s-1&placeholder=p-2&page=3');
  });

  it('marks the editor’s own frame as live', () => {
    expect(creatorIframeHref('s-1', null, 1, true)).toBe('/admin/creator/iframe?scheme=s-1&live=1');
  });
});

describe('creatorPageParam', () => {
  it('reads whole page numbers from 1 and takes page 1 for anything else', () => {
    expect(creatorPageParam('4')).toBe(4);
    for (const value of [null, '', '0', '-2', '1.5', 'x']) expect(creatorPageParam(value)).toBe(1);
  });
});
