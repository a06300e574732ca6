/**
 * Marks the first visitor's delivery-country choice that the server rendered open (AppModals), so
 * that entry.client.tsx fetches its chunk before hydrating (decision 0069).
 */
export const DELIVERY_COUNTRY_CHOICE_ATTRIBUTE = 'data-delivery-country-choice';
