import { describe, expect, it } from 'vitest';
import { withAppLinks } from '../app/frame/placeholders';

describe('withAppLinks', () => {
  it("adds the app's own links after the placeholder links", () => {
    expect(withAppLinks([{ label: 'Shops', href: '/shops' }], { label: 'Contact', href: '/contact' })).toEqual([
      { label: 'Shops', href: '/shops' },
      { label: 'Contact', href: '/contact' },
    ]);
  });

  it('lists an address once when staff already placed it in the placeholder', () => {
    const placed = [{ label: 'Kontakt', href: '/contact' }];
    expect(withAppLinks(placed, { label: 'Contact', href: '/contact' })).toEqual(placed);
  });
});
