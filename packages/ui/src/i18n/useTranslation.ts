import { createTranslator, type Translator } from '@salon/domain';
import { useContext } from 'react';
import { UiI18nContext } from './UiI18nContext';

export interface UiTranslation {
  t: Translator['t'];
  /** The translator itself, for `i18n.language` and `i18n.exists`. */
  i18n: Translator;
}

// One object per translator, so a component's `t` is the same function on every render.
const translations = new WeakMap<Translator, UiTranslation>();

// Outside any provider a component shows its keys rather than failing.
const untranslated = createTranslator({ language: '', texts: {} });

/** The texts of the nearest UiI18nProvider / UiTextsProvider: `t` and the translator. */
export function useTranslation(): UiTranslation {
  const instance = useContext(UiI18nContext) ?? untranslated;
  let translation = translations.get(instance);
  if (!translation) translations.set(instance, (translation = { t: instance.t, i18n: instance }));
  return translation;
}
