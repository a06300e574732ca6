import { describe, expect, it } from 'vitest';
import { placeholderNavigationGroups, type NavigationBlock } from './placeholderNavigation';

const block = (uuid: string, props: Record<string, unknown>, parent_uuid: string | null = null, index = 0): NavigationBlock => ({ uuid, parent_uuid, index, props });
const i18n = (et: string, en: string) => ({ et_EE: { value: et }, en_US: { value: en } });

describe('placeholderNavigationGroups', () => {
  it('makes one group per top-level block with the links inside it, in order, in the page language', () => {
    const blocks = [
      block('w', { gap: 16 }, null, 0),
      block('b', { i18n_title: i18n('Värvitrendid', 'Colour trends'), linkUrl: '/inspiration/colour' }, 'w', 1),
      block('a', { i18n_title: i18n('Juuksehooldus', 'Hair care guides'), linkUrl: '/inspiration/hair' }, 'w', 0),
      block('s', { title: 'Training centre', linkUrl: '/events' }, null, 1),
    ];
    expect(placeholderNavigationGroups(blocks, 'Inspiration', 'en_US')).toEqual([
      { title: 'Inspiration', links: [{ label: 'Hair care guides', href: '/inspiration/hair' }, { label: 'Colour trends', href: '/inspiration/colour' }] },
      { title: 'Inspiration', links: [{ label: 'Training centre', href: '/events' }] },
    ]);
    expect(placeholderNavigationGroups(blocks, 'Inspiratsioon', 'et_EE')[0]!.links[0]!.label).toBe('Juuksehooldus');
  });

  it('titles a group by its wrapper when the wrapper has a title of its own', () => {
    const blocks = [block('toc', { title: 'Guides' }), block('x', { title: 'Hair', linkUrl: '/hair' }, 'toc')];
    expect(placeholderNavigationGroups(blocks, 'More', 'en_US')).toEqual([{ title: 'Guides', links: [{ label: 'Hair', href: '/hair' }] }]);
  });

  it('drops unsafe or missing links, repeats and empty groups', () => {
    const blocks = [
      block('w', {}),
      block('a', { title: 'Evil', linkUrl: 'javascript:alert(1)' }, 'w', 0),
      block('b', { title: 'No link' }, 'w', 1),
      block('c', { title: 'Help', linkUrl: '/help' }, 'w', 2),
      block('d', { title: 'Help again', linkUrl: '/help' }, 'w', 3),
      block('e', { title: 'Spacer only' }, null, 1),
    ];
    expect(placeholderNavigationGroups(blocks, 'More', 'en_US')).toEqual([{ title: 'More', links: [{ label: 'Help', href: '/help' }] }]);
    expect(placeholderNavigationGroups([], 'More', 'en_US')).toEqual([]);
  });
});
