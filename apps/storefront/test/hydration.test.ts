import { DEFAULT_LOCALE, LOCALE_CODES, translatedValue } from '@salon/domain';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { dehydrated, trimTranslations, translationsForLocale } from '../app/lib/hydration';

const all = (text: string) => Object.fromEntries(LOCALE_CODES.map((code) => [code, { value: `${text} ${code}`, ext_id: `x-${code}` }]));

describe('dehydrated catalogue data', () => {
  it('keeps only the entries translatedValue reads, so every locale shows the same text as with all of them', () => {
    const samples = [
      all('name'),
      { ...all('name'), en_US: { value: '', ext_id: null } },
      { et_EE: { value: 'eesti' }, ru_RU: { value: 'русский' } },
      { ru_RU: { value: '' }, lv_LV: { value: 'latviski' }, fi_FI: { value: 'suomeksi' } },
    ];
    for (const sample of samples)
      for (const locale of LOCALE_CODES) {
        const kept = translationsForLocale(sample, locale);
        expect(translatedValue(kept as never, locale)).toBe(translatedValue(sample, locale));
        expect(Object.keys(kept).length).toBeLessThanOrEqual(2);
      }
    expect(translationsForLocale(all('name'), 'en_US')).toEqual({ en_US: { value: 'name en_US', ext_id: 'x-en_US' } });
    expect(translationsForLocale({ ...all('name'), en_US: { value: '' } }, 'en_US')).toEqual({ en_US: { value: '' }, [DEFAULT_LOCALE]: all('name')[DEFAULT_LOCALE] });
  });

  it('trims catalogue queries only, and a query shared by two loaders stays one object', async () => {
    const queryClient = new QueryClient();
    const categories = [{ id: 1, parent: null, i18n_name: all('Shampoos'), i18n_slug: all('shampoos'), children: [{ id: 2, i18n_name: all('Dry') }] }];
    const components = [{ id: 'c1', props: { title: all('Title') }, i18n_title: all('Kept') }];
    queryClient.setQueryData(['catalogue', 'categories'], categories);
    queryClient.setQueryData(['creator', 'components', 'x'], components);
    const first = dehydrated({ queryClient, locale: 'ru_RU' });
    const second = dehydrated({ queryClient, locale: 'ru_RU' });
    const data = (state: typeof first, key: string) => state.queries.find((query) => query.queryKey[0] === key)!.state.data as any;
    expect(data(first, 'catalogue')).toEqual([
      { id: 1, parent: null, i18n_name: { ru_RU: all('Shampoos').ru_RU }, i18n_slug: { ru_RU: all('shampoos').ru_RU }, children: [{ id: 2, i18n_name: { ru_RU: all('Dry').ru_RU } }] },
    ]);
    expect(data(second, 'catalogue')).toBe(data(first, 'catalogue'));
    // Creator components keep every language: inline editing saves the other languages back.
    expect(data(first, 'creator')).toBe(components);
    // The browser-side cache of the server is not changed.
    expect(queryClient.getQueryData(['catalogue', 'categories'])).toBe(categories);
    expect(trimTranslations('text', 'et_EE')).toBe('text');
  });
});
