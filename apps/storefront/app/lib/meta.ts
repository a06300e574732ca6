import { appText, type AppTextKey } from '../i18n/appTexts';
import { LOCALE_SHORT_CODE, type LocaleShortCode } from '@salon/domain';

/**
 * Title, description and canonical link (without the lang query) of a page. Every shopper page
 * gets a description: without its own (category, search, a scheme without meta_description) the
 * page title in the site's sentence stands in, as search engines and Lighthouse's SEO audit expect one.
 */
export function pageMeta({ title, description, url, image, shortCode }: { title: string; description?: string | null; url?: string; image?: string | null; shortCode: LocaleShortCode }) {
  const site = appText(shortCode, 'siteName');
  const tags: Record<string, string>[] = [{ title: title === site ? site : `${title} | ${site}` }];
  tags.push({ name: 'description', content: description?.trim() || appText(shortCode, 'pageDescription', { title }) });
  if (image) tags.push({ property: 'og:image', content: image });
  if (url) {
    const canonical = new URL(url);
    canonical.search = '';
    tags.push({ tagName: 'link', rel: 'canonical', href: canonical.href });
  }
  return tags;
}

export const textFor = (shortCode: LocaleShortCode, key: AppTextKey, values?: Record<string, string | number>) => appText(shortCode, key, values);

interface MetaMatch {
  id: string;
  data?: unknown;
}

/** The page language from the root loader's session (every route's meta function gets the matches). */
function shortCodeOfMatches(matches: readonly (MetaMatch | undefined)[]): LocaleShortCode {
  const root = matches.find((match) => match?.id === 'root')?.data as { session?: { shortCode?: LocaleShortCode } } | undefined;
  return root?.session?.shortCode ?? LOCALE_SHORT_CODE.ET;
}

/**
 * The meta function of a page without content of its own to describe (account, checkout, auth
 * links): a translated title of its parts ("Delivery – Checkout | Salon Professional") and
 * noindex, since these pages are per visitor and never belong in a search index.
 */
export function privatePageMeta(...keys: [AppTextKey, ...AppTextKey[]]) {
  return ({ matches }: { matches: readonly (MetaMatch | undefined)[] }) => {
    const shortCode = shortCodeOfMatches(matches);
    const title = keys.map((key) => appText(shortCode, key)).join(' – ');
    return [...pageMeta({ title, shortCode }), { name: 'robots', content: 'noindex' }];
  };
}
