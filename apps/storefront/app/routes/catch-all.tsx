import type { Route } from './+types/catch-all';
import { ContentRoute, contentMeta } from '../lib/contentRoute';
import { loadContentRoute } from '../lib/contentLoader.server';

export const loader = ({ request, context }: Route.LoaderArgs) => loadContentRoute(request, context, 'ROUTE', null);
export const meta = ({ loaderData }: Route.MetaArgs) => contentMeta(loaderData);
export default function Page({ loaderData }: Route.ComponentProps) {
  return <ContentRoute data={loaderData} />;
}
