export const UI_LANGUAGES = ['et', 'en', 'ru', 'fi', 'lv'] as const;
export type UiLanguage = (typeof UI_LANGUAGES)[number];

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

/**
 * One translation namespace in all five languages. English is the reference: the type
 * makes every other language carry exactly its keys, so a missing text fails type-check.
 */
export function defineNamespace<const English extends Record<string, unknown>>(
  texts: { en: English } & Record<Exclude<UiLanguage, 'en'>, Widen<English>>,
) {
  return texts;
}
