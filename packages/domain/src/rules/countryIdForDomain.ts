import { COUNTRY_ID_BY_DOMAIN, type CountryId, type Domain } from '../constants/country';

export const countryIdForDomain = (domain: Domain): CountryId => COUNTRY_ID_BY_DOMAIN[domain];
