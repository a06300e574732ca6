import type { Route } from './+types/campaigns';
import { ContentRoute, contentMeta } from '../lib/contentRoute';
import { loadContentRoute } from '../lib/contentLoader.server';

/** /campaigns: the campaign list page (a shadow route) with every campaign; /campaigns/{id}: one campaign. */
export const loader = ({ request, params, context }: Route.LoaderArgs) =>
  params.id ? loadContentRoute(request, context, 'CAMPAIGN', 'campaigns') : loadContentRoute(request, context, 'SHADOW', 'campaigns', { notFound: 'empty', listType: 'CAMPAIGN', redirectToOtherLanguage: false });
export const meta = ({ loaderData }: Route.MetaArgs) => contentMeta(loaderData);
export default function Page({ loaderData }: Route.ComponentProps) {
  return <ContentRoute data={loaderData} />;
}
