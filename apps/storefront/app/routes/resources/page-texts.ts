import { UI_LANGUAGES, type UiLanguage } from '@salon/ui';
import type { Route } from './+types/page-texts';
import { pageTextsFile } from '../../lib/pageTextsFile.server';

const FILE_NAME = /^([a-z]{2})\.([0-9a-f]{16})\.json$/;
const A_YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * `/texts/<language>.<hash>.json`: the page texts (pageTextsHref). The current hash is cached for a
 * year. Another hash is a document from before a deploy: it gets today's texts, never cached
 * under the old address.
 */
export function loader({ params }: Route.LoaderArgs) {
  const match = FILE_NAME.exec(params.file ?? '');
  const language = match?.[1] as UiLanguage | undefined;
  if (!match || !language || !UI_LANGUAGES.includes(language)) {
    return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  }
  const file = pageTextsFile(language);
  const current = match[2] === file.hash;
  return new Response(file.body, {
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': current ? `public, max-age=${A_YEAR_SECONDS}, immutable` : 'no-store',
    },
  });
}
