import { describe, expect, it } from 'vitest';
import { writeChangesSharedContent } from './writeChangesSharedContent';

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
});
