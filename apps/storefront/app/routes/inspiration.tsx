import type { Route } from './+types/inspiration';
import { ContentRoute, contentMeta } from '../lib/contentRoute';
import { loadContentRoute } from '../lib/contentLoader.server';

/** /inspiration: the post list; /inspiration/{id}: one post. */
export const loader = ({ request, params, context }: Route.LoaderArgs) =>
  params.id ? loadContentRoute(request, context, 'POST', 'inspiration') : loadContentRoute(request, context, 'SHADOW', 'inspiration', { notFound: 'empty', listType: 'POST', redirectToOtherLanguage: false });
export const meta = ({ loaderData }: Route.MetaArgs) => contentMeta(loaderData);
export default function Page({ loaderData }: Route.ComponentProps) {
  return <ContentRoute data={loaderData} />;
}
