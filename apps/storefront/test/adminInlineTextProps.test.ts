import { describe, expect, it } from 'vitest';
import { propsWithInlineText } from '../app/admin/inlineTextProps';

describe('propsWithInlineText', () => {
  it('replaces a plain text field and keeps the other props', () => {
    const stored = { title: 'Old', intro: 'Intro', tags: 'a, b' };
    expect(propsWithInlineText(stored, { componentUuid: 'c', field: 'title', value: 'New' })).toEqual({ title: 'New', intro: 'Intro', tags: 'a, b' });
    expect(stored.title).toBe('Old');
  });

  it("changes only the page locale's value of a translatable field and keeps its ext_id", () => {
    const stored = {
      i18n_title: { et_EE: { value: 'Kevad', ext_id: 'x-1' }, en_US: { value: 'Spring', ext_id: 'x-2' } },
      imgAlt: 'Alt',
    };
    expect(propsWithInlineText(stored, { componentUuid: 'c', field: 'i18n_title', value: 'Spring sale', locale: 'en_US' })).toEqual({
      i18n_title: { et_EE: { value: 'Kevad', ext_id: 'x-1' }, en_US: { value: 'Spring sale', ext_id: 'x-2' } },
      imgAlt: 'Alt',
    });
  });

  it('adds the locale when the shown text was a fallback from another locale', () => {
    const stored = { i18n_title: { et_EE: { value: 'Kevad', ext_id: null } } };
    expect(propsWithInlineText(stored, { componentUuid: 'c', field: 'i18n_title', value: 'Весна', locale: 'ru_RU' })).toEqual({
      i18n_title: { et_EE: { value: 'Kevad', ext_id: null }, ru_RU: { value: 'Весна', ext_id: null } },
    });
  });

  it('starts a translatable value when the stored one is missing or not an object', () => {
    expect(propsWithInlineText({}, { componentUuid: 'c', field: 'i18n_title', value: 'Hi', locale: 'en_US' })).toEqual({ i18n_title: { en_US: { value: 'Hi', ext_id: null } } });
    expect(propsWithInlineText({ i18n_title: 'bad' }, { componentUuid: 'c', field: 'i18n_title', value: 'Hi', locale: 'en_US' })).toEqual({ i18n_title: { en_US: { value: 'Hi', ext_id: null } } });
  });
});
