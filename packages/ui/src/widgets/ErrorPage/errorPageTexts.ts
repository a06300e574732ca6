import type { UiTexts } from '../../i18n/createUiI18nFromTexts';
import type { UiLanguage } from '../../i18n/defineNamespace';
import { common } from '../../i18n/namespaces/common';
import { frame } from '../../i18n/namespaces/frame';
import { ERROR_PAGE_HOME_KEY, ERROR_PAGE_TEXT_KEYS } from './ErrorPage';

const namespaces: Record<string, Record<UiLanguage, Record<string, unknown>>> = { common, frame };

// One object per language, so UiTextsProvider reuses one translator for it.
const built = new Map<UiLanguage, UiTexts>();

/**
 * Only the texts ErrorPage shows, in one language: for an error page that has no catalogue
 * because the request that brings the catalogue is the one that failed. It imports just the two
 * namespaces these keys live in, never the whole catalogue.
 */
export function errorPageTexts(language: UiLanguage): UiTexts {
  let texts = built.get(language);
  if (!texts) built.set(language, (texts = Object.freeze(pickErrorPageTexts(language))));
  return texts;
}

function pickErrorPageTexts(language: UiLanguage): UiTexts {
  const texts: Record<string, Record<string, unknown>> = {};
  for (const key of [...Object.values(ERROR_PAGE_TEXT_KEYS).flat(), ERROR_PAGE_HOME_KEY]) {
    const [namespace = '', name = ''] = key.split('.');
    (texts[namespace] ??= {})[name] = namespaces[namespace]?.[language][name];
  }
  return texts;
}
