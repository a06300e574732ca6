import { DEFAULT_DOMAIN, DOMAIN, type Domain } from '../constants/country';

const PORT_SUFFIX = /:\d+$/;
const BRACKETED_IPV6 = /^\[.*\]/;

/**
 * The store domain from a Host header: a host ending in .lv is the Latvian store; everything
 * else (.ee, localhost, IPs, unknown hosts) is the Estonian one.
 */
export const domainFromHost = (host: string | null | undefined): Domain => {
  const name = (host ?? '').trim().toLowerCase();
  const bare = BRACKETED_IPV6.test(name) ? '' : name.replace(PORT_SUFFIX, '').replace(/\.$/, '');
  if (bare.endsWith(`.${DOMAIN.LV}`)) return DOMAIN.LV;
  if (bare.endsWith(`.${DOMAIN.EE}`)) return DOMAIN.EE;
  return DEFAULT_DOMAIN;
};
