export const BRANDS_PATH = '/products/brands';
export const EVENTS_PATH = '/events';
export const ACCESSIBILITY_PATH = '/accessibility';

/** The brand page: /products/brands/{slug}. */
export const brandPath = (slug: string): string => `${BRANDS_PATH}/${encodeURIComponent(slug)}`;

/** An event's page: /events/{slug}/{id}, the one address its tickets are sold at. */
export const eventPath = (event: { id: number; slug: string }): string => `${EVENTS_PATH}/${encodeURIComponent(event.slug)}/${event.id}`;
