import { describe, expect, it } from 'vitest';
import { localizedFieldErrors, localizedTextOf, translationOf, translationsFrom, translationsWith } from '../app/admin/forms';

describe('translationsWith', () => {
  it('sets one locale and keeps the others with their ext_id', () => {
    const result = translationsWith({ et_EE: { value: 'Vana', ext_id: 'x1' }, en_US: { value: 'Old' }, ru_RU: { value: 'Старый' }, fi_FI: { value: 'Vanha' }, lv_LV: { value: 'Vecs' } }, 'en_US', 'New');
    expect(result).toEqual({ et_EE: { value: 'Vana', ext_id: 'x1' }, en_US: { value: 'New' }, ru_RU: { value: 'Старый' }, fi_FI: { value: 'Vanha' }, lv_LV: { value: 'Vecs' } });
  });
  it('fills empty locales of a new record with the edited value', () => {
    const result = translationsWith(null, 'et_EE', 'Uus');
    expect(Object.keys(result)).toEqual(['et_EE', 'en_US', 'ru_RU', 'fi_FI', 'lv_LV']);
    expect(Object.values(result).map((entry) => entry.value)).toEqual(['Uus', 'Uus', 'Uus', 'Uus', 'Uus']);
  });
  it('reads one locale', () => {
    expect(translationOf({ et_EE: { value: 'A' } }, 'et_EE')).toBe('A');
    expect(translationOf({ et_EE: { value: 'A' } }, 'en_US')).toBe('');
    expect(translationOf(null, 'en_US')).toBe('');
  });
});

describe('per-locale edit values', () => {
  const stored = { et_EE: { value: 'Vana', ext_id: 'x1' }, en_US: { value: 'Old' }, ru_RU: { value: 'Старый' }, fi_FI: { value: 'Vanha' }, lv_LV: { value: 'Vecs' } };
  it('reads every locale, empty where a locale has no text', () => {
    expect(localizedTextOf(stored)).toEqual({ et_EE: 'Vana', en_US: 'Old', ru_RU: 'Старый', fi_FI: 'Vanha', lv_LV: 'Vecs' });
    expect(localizedTextOf(null)).toEqual({ et_EE: '', en_US: '', ru_RU: '', fi_FI: '', lv_LV: '' });
  });
  it('writes each edited locale and keeps ext_id and the locales the form left out', () => {
    expect(translationsFrom(stored, { et_EE: 'Uus', en_US: 'New' })).toEqual({
      et_EE: { value: 'Uus', ext_id: 'x1' },
      en_US: { value: 'New' },
      ru_RU: { value: 'Старый' },
      fi_FI: { value: 'Vanha' },
      lv_LV: { value: 'Vecs' },
    });
  });
  it('keeps the locale of the API field errors', () => {
    const result = localizedFieldErrors(
      { 'i18n_name.en_US.value': ['Required.'], 'i18n_name.en_US': ['Too long.'], i18n_slug: ['Taken.'], parent_id: ['Cycle.'] },
      { i18n_name: 'name', i18n_slug: 'slug' },
    );
    expect(result.fields).toEqual({ 'name.en_US': 'Required. Too long.', slug: 'Taken.' });
    expect(result.rest).toEqual(['parent_id: Cycle.']);
  });
});
