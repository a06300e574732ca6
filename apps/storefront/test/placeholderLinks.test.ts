import type { PlaceholderContent } from '@salon/api-client';
import { describe, expect, it } from 'vitest';
import { placeholderLink, placeholderLinks } from '../app/frame/placeholders';

const placeholder = (linkUrl: string) => ({ uuid: linkUrl, type: 'navbar_top_banner', props: { label: 'Sale', linkUrl }, components: [] }) as unknown as PlaceholderContent;

describe('placeholder links (navbar, footer columns, top banner)', () => {
  it('a stored data:, vbscript: or disguised javascript: link never reaches the navigation', () => {
    const stored = ['data:text/html,<script>alert(1)</script>', 'vbscript:msgbox(1)', ' JaVaScRiPt:alert(1)', 'java\tscript:alert(1)', 'javascript&colon;alert(1)'];
    for (const linkUrl of stored) expect(placeholderLink(placeholder(linkUrl)), linkUrl).toBeNull();
    expect(placeholderLinks(stored.map(placeholder))).toEqual([]);
  });

  it('keeps site paths and http(s) links', () => {
    expect(placeholderLink(placeholder('/campaigns/sale'))).toEqual({ label: 'Sale', href: '/campaigns/sale' });
    expect(placeholderLink(placeholder('https://salon.ee/x'))).toEqual({ label: 'Sale', href: 'https://salon.ee/x' });
  });
});
