import type { Route } from './+types/info';
import type { AppTextKey } from '../i18n/appTexts';
import { ContentRoute, contentMeta } from '../lib/contentRoute';
import { loadContentRoute } from '../lib/contentLoader.server';

const TITLES: Record<string, AppTextKey> = { '/contact': 'contact', '/accessibility': 'accessibility', '/game': 'game' };

/** Fixed info pages: their content comes from the creator when a scheme exists. */
export const loader = ({ request, context }: Route.LoaderArgs) => loadContentRoute(request, context, 'ROUTE', TITLES[new URL(request.url).pathname] ?? 'siteName', { notFound: 'empty' });
export const meta = ({ loaderData }: Route.MetaArgs) => contentMeta(loaderData);
export default function Info({ loaderData }: Route.ComponentProps) {
  return <ContentRoute data={loaderData} />;
}
