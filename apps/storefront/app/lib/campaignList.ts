import type { Scheme } from '@salon/api-client';
import { listedCampaignRoutes } from '@salon/domain';

/**
 * The /campaigns list: the API's campaign schemes (published, in their window, for the audience)
 * narrowed by the same domain rule the admin campaign preview marks as "in list" (negative route
 * orders such as the special campaign left out, ascending order). The API's type listing stays
 * whole because the sitemap needs every campaign page, the special one included.
 */
export function listedCampaignSchemes(schemes: readonly Scheme[]): Scheme[] {
  const withOrder = schemes.map((scheme) => {
    const order = scheme.route?.props.order;
    return { scheme, props: { order: typeof order === 'number' ? order : null } };
  });
  return listedCampaignRoutes(withOrder).map((entry) => entry.scheme);
}
