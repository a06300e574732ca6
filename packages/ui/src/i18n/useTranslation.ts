import type { i18n as I18n, TFunction } from 'i18next';
import { useContext } from 'react';
import { I18nContext, getI18n } from 'react-i18next';

export interface UiTranslation {
  t: TFunction;
  i18n: I18n;
}

// react-i18next's hook copies the instance's property descriptors into a wrapper and subscribes
// to its events in every component on every server render. Our providers hand out one instance
// per language that never changes language (a switch gives a new instance through context, which
// re-renders the readers), so a component needs only that instance and one `t` bound to it.
const translations = new WeakMap<I18n, UiTranslation>();

const untranslated: UiTranslation = { t: ((key: string) => key) as unknown as TFunction, i18n: undefined as unknown as I18n };

/** The texts of the nearest UiI18nProvider / UiTextsProvider: `t` and the instance (for `i18n.language`). */
export function useTranslation(): UiTranslation {
  const instance = useContext(I18nContext)?.i18n ?? getI18n();
  if (!instance) return untranslated;
  let translation = translations.get(instance);
  if (!translation) {
    translation = { t: instance.t.bind(instance) as TFunction, i18n: instance };
    translations.set(instance, translation);
  }
  return translation;
}
