export const CREATOR_ROUTE_TYPE = {
  CAMPAIGN: 'CAMPAIGN',
  SHADOW: 'SHADOW',
  EVENT: 'EVENT',
  ROUTE: 'ROUTE',
  POST: 'POST',
} as const;
export type CreatorRouteType = (typeof CREATOR_ROUTE_TYPE)[keyof typeof CREATOR_ROUTE_TYPE];
