// Markers of lazily loaded parts the server rendered: entry.client.tsx fetches their chunks before
// hydrating when it finds one, so they hydrate with the page instead of being client-rendered over again.

/**
 * Marks the first visitor's delivery-country choice that the server rendered open (AppModals), so
 * that entry.client.tsx fetches its chunk before hydrating (decision 0069).
 */
export const DELIVERY_COUNTRY_CHOICE_ATTRIBUTE = 'data-delivery-country-choice';

/** Marks the admin bar the server rendered for staff, whose chunk entry.client.tsx fetches before hydrating (decision 0070). */
export const STAFF_BAR_ATTRIBUTE = 'data-staff-bar';
