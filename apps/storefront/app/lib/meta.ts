import { appText, type AppTextKey } from '../i18n/appTexts';
import type { LocaleShortCode } from '@salon/domain';

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
