import { MIN_LISTED_ROUTE_ORDER } from '../constants/blocks';

export interface OrderedRoute {
  readonly props?: { readonly order?: number | null } | null;
}

/** Campaign routes for the sorted list: negative orders (e.g. the -1 special campaign) left out. */
export const listedCampaignRoutes = <T extends OrderedRoute>(routes: readonly T[]): T[] =>
  routes
    .filter((route) => (route.props?.order ?? MIN_LISTED_ROUTE_ORDER) >= MIN_LISTED_ROUTE_ORDER)
    .sort((a, b) => (a.props?.order ?? MIN_LISTED_ROUTE_ORDER) - (b.props?.order ?? MIN_LISTED_ROUTE_ORDER));
