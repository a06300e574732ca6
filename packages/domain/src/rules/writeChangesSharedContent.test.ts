import { describe, expect, it } from 'vitest';
import { SHARED_CONTENT_UNCHANGED, writeChangesSharedContent } from './writeChangesSharedContent';

describe('writeChangesSharedContent', () => {
  it.each([
    '/rest-auth/login/',
    '/rest-auth/logout/',
    '/customers/12/addresses/3/',
    '/users/change-active-entity/',
    '/products/favourites/',
    '/products/favourites/4/',
    '/orders/5b1c/delivery/',
    '/orders/5b1c/delivery/information/',
    '/subscribe-newsletter/',
    '/feedback/',
    '/careers/job-applications/',
  ])('%s is one visitor’s own data', (path) => {
    expect(writeChangesSharedContent(path)).toBe(false);
  });

  it.each([
    '/creator/administrator/components/1/',
    '/administrator/products/3/',
    '/orders/',
    '/orders/5b1c/order-lines/',
    '/orders/5b1c/payments/',
    '/payments/5b1c/return/',
    '/something-new/',
    '/orders/5b1c/delivery/../../administrator/products/',
  ])('%s may change what everybody sees', (path) => {
    expect(writeChangesSharedContent(path)).toBe(true);
  });

  it('a write the API answered as touching one visitor’s data only (a draft cart) keeps the caches; any other answer does not', () => {
    expect(writeChangesSharedContent('/orders/', SHARED_CONTENT_UNCHANGED)).toBe(false);
    expect(writeChangesSharedContent('/orders/5b1c/order-lines/', SHARED_CONTENT_UNCHANGED)).toBe(false);
    expect(writeChangesSharedContent('/orders/5b1c/order-lines/', null)).toBe(true);
    expect(writeChangesSharedContent('/orders/5b1c/order-lines/', 'changed')).toBe(true);
  });
});
