export const BRANDS_PATH = '/products/brands';
export const EVENTS_PATH = '/events';
export const ACCESSIBILITY_PATH = '/accessibility';

/** The brand page: /products/brands/{slug}. */
export const brandPath = (slug: string): string => `${BRANDS_PATH}/${encodeURIComponent(slug)}`;
