import { describe, expect, it } from 'vitest';
import { isSharedPublicApiPath } from './sharedPublicApiPath';

describe('isSharedPublicApiPath', () => {
  it.each(['/products/categories/', '/products/712/', '/products/712/reviews/', '/creator/placeholders/', '/creator/schemes-by-path/', '/events/3/'])('%s is the same for every anonymous visitor', (path) => {
    expect(isSharedPublicApiPath(path)).toBe(true);
  });
  it.each(['/products/elastic/search/new/', '/products/', '/products/favourites/', '/orders/', '/creator/administrator/routes/', '/products/categories/x/', '/rest-auth/user/'])('%s is not', (path) => {
    expect(isSharedPublicApiPath(path)).toBe(false);
  });
});
