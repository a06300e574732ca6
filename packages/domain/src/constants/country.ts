export const DOMAIN = {
  EE: 'ee',
  LV: 'lv',
} as const;
export type Domain = (typeof DOMAIN)[keyof typeof DOMAIN];

/** localhost and unknown hosts are served as the Estonian store. */
export const DEFAULT_DOMAIN: Domain = DOMAIN.EE;

export const COUNTRY_ID = {
  EE: 2,
  LV: 3,
} as const;
export type CountryId = (typeof COUNTRY_ID)[keyof typeof COUNTRY_ID];

export const COUNTRY_ID_BY_DOMAIN: Readonly<Record<Domain, CountryId>> = {
  [DOMAIN.EE]: COUNTRY_ID.EE,
  [DOMAIN.LV]: COUNTRY_ID.LV,
};
