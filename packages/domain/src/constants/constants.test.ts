import { describe, it, expect } from 'vitest';
import { ORDER_STATUS } from '../enums/orderStatus';
import { FILE_TYPE } from '../enums/fileType';
import { IMAGE_MIME_TYPE } from '../enums/imageMimeType';
import { ADMIN_GROUPS } from '../enums/adminGroup';
import { COLOR_SCHEME_BY_NUMBER } from '../enums/colorScheme';
import { COOKIE_MAX_AGE_SECONDS, COOKIE_NAME, DELIVERY_COUNTRY_COOKIE_REUSE_MS } from './cookies';
import { QUERY_CACHE } from './queryCache';
import { LOCALES, DEFAULT_LOCALE, ADMIN_LOCALES, LANGUAGE_ROOT_PATHS } from './locale';
import { COUNTRY_ID_BY_DOMAIN } from './country';
import { ADMIN_ROUTE_PERMISSIONS, ROUTE_ADMIN_ONLY_PATHS } from './adminRoutes';
import { COMPOSITION_RULES } from './compositionRules';
import { BLOCK_NAMES } from '../enums/blockName';
import {
  CART_SPINNER_MIN_MS,
  LOADING_BAR_DELAY_MS,
  LOADING_BAR_GROW_MS,
  ORDER_LINE_POLL_INTERVAL_MS,
  RECENTLY_REGISTERED_MS,
  RELOAD_GUARD_MS,
  SIGNUP_POPUP_DELAY_MS,
} from './timing';
import { LOYALTY_TIERS } from './loyalty';
import { BANNER_AUTO_HIDE_EXTRA_MS } from './blocks';

describe('spec constants', () => {
  it('numbers order statuses 1-7', () => {
    expect(Object.values(ORDER_STATUS)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(ORDER_STATUS.EVENT_DRAFT).toBe(7);
  });
  it('uses the spec file type ids and real mime types', () => {
    expect(FILE_TYPE).toEqual({ MANUAL: 2, GENERAL: 11 });
    expect(IMAGE_MIME_TYPE.SVG).toBe('image/svg+xml');
    expect(Object.values(IMAGE_MIME_TYPE)).toHaveLength(7);
  });
  it('has five admin groups', () => {
    expect(ADMIN_GROUPS).toEqual(['TH_ADMIN', 'TH_EVENT_ADMIN', 'TH_PRODUCT_ADMIN', 'TH_SHOP_ADMIN', 'TH_USER_ADMIN']);
  });
  it('numbers colour schemes from 1', () => {
    expect(COLOR_SCHEME_BY_NUMBER[1]).toBe('Blue');
    expect(COLOR_SCHEME_BY_NUMBER[3]).toBe('Purple');
  });
  it('sets cookie lifetimes', () => {
    expect(COOKIE_MAX_AGE_SECONDS[COOKIE_NAME.CONSENT]).toBe(31_536_000);
    expect(COOKIE_MAX_AGE_SECONDS[COOKIE_NAME.SIGNUP_POPUP]).toBe(7 * 86_400);
    expect(COOKIE_MAX_AGE_SECONDS[COOKIE_NAME.LOCALE]).toBe(365 * 86_400);
    expect(COOKIE_NAME.ADMIN_LOCALE).toBe('i18n_admin');
    expect(DELIVERY_COUNTRY_COOKIE_REUSE_MS).toBe(86_400_000);
  });
  it('sets query cache timings', () => {
    expect(QUERY_CACHE.DEFAULT).toMatchObject({ staleTime: 60_000, retry: 0, refetchOnWindowFocus: false });
    expect(QUERY_CACHE.SCHEME).toMatchObject({ staleTime: 300_000, gcTime: 900_000, retry: 2, retryDelayMaxMs: 30_000, refetchOnMount: false });
    expect(QUERY_CACHE.BRANDS).toMatchObject({ staleTime: 300_000, gcTime: 600_000, retry: 2 });
    expect(QUERY_CACHE.CATEGORIES).toMatchObject({ staleTime: 600_000, gcTime: 1_800_000, retry: 2 });
    expect(QUERY_CACHE.CAMPAIGN_EXISTENCE).toMatchObject({ staleTime: 600_000, gcTime: 1_800_000 });
    expect(QUERY_CACHE.COMPONENTS).toMatchObject({ staleTime: 600_000, gcTime: 1_800_000 });
  });
  it('derives durations from units correctly', () => {
    expect(SIGNUP_POPUP_DELAY_MS).toBe(20_000);
    expect(RELOAD_GUARD_MS).toBe(60_000);
    expect(RECENTLY_REGISTERED_MS).toBe(86_400_000);
    expect(ORDER_LINE_POLL_INTERVAL_MS).toBe(300_000);
    expect(CART_SPINNER_MIN_MS).toBe(300);
    expect([LOADING_BAR_DELAY_MS, LOADING_BAR_GROW_MS]).toEqual([200, 5000]);
    expect(BANNER_AUTO_HIDE_EXTRA_MS).toBe(500);
  });
  it('lists the five locales with et_EE first and default', () => {
    expect(LOCALES.map((locale) => locale.code)).toEqual(['et_EE', 'en_US', 'ru_RU', 'fi_FI', 'lv_LV']);
    expect(DEFAULT_LOCALE).toBe('et_EE');
    expect(ADMIN_LOCALES).toEqual(['en_US', 'et_EE']);
    expect(LANGUAGE_ROOT_PATHS).toEqual(['/et', '/en', '/ru', '/fi']);
  });
  it('maps domains to country ids', () => {
    expect(COUNTRY_ID_BY_DOMAIN).toEqual({ ee: 2, lv: 3 });
  });
  it('covers every admin route of the spec table', () => {
    expect(Object.keys(ADMIN_ROUTE_PERMISSIONS)).toHaveLength(22);
  });
  it('requires route-admin for the creator edit and iframe pages', () => {
    expect(ROUTE_ADMIN_ONLY_PATHS).toEqual(['/admin/creator/edit', '/admin/creator/iframe', '/admin/creator/fallback']);
    for (const path of ROUTE_ADMIN_ONLY_PATHS) expect(ADMIN_ROUTE_PERMISSIONS[path]).toBe('IS_ROUTE_ADMIN');
  });
  it('has a composition rule for every block', () => {
    expect(Object.keys(COMPOSITION_RULES).sort()).toEqual([...BLOCK_NAMES].sort());
  });
  it('orders loyalty tiers by threshold', () => {
    expect(LOYALTY_TIERS.map((tier) => tier.minAmount)).toEqual([0, 500, 1500]);
    expect(LOYALTY_TIERS.map((tier) => tier.discountPercent)).toEqual([10, 15, 20]);
  });
});
