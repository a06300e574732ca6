const rulesByLanguage = new Map<string, Intl.PluralRules>();

/**
 * The CLDR plural category of a count in a language (Intl.PluralRules: et, en and fi have
 * one/other, lv zero/one/other, ru one/few/many/other). One rules object per language.
 */
export function pluralCategory(language: string, count: number): Intl.LDMLPluralRule {
  let rules = rulesByLanguage.get(language);
  if (!rules) rulesByLanguage.set(language, (rules = new Intl.PluralRules(language || 'en')));
  return rules.select(count);
}
