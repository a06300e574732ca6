import { LOCALE_CODES, type LocaleCode } from '@salon/domain';
import type { AdminTranslations } from './adminApi';

/**
 * A translatable value with `value` set for one locale and every other locale kept. Catalogue
 * writes need every locale filled, so a locale that is still empty (a new record) takes the
 * edited value until someone translates it.
 */
export function translationsWith(existing: AdminTranslations | null | undefined, locale: LocaleCode, value: string): AdminTranslations {
  return Object.fromEntries(
    LOCALE_CODES.map((code) => {
      const current = existing?.[code];
      const text = code === locale ? value : current?.value ? current.value : value;
      return [code, { value: text, ...(current?.ext_id !== undefined ? { ext_id: current.ext_id } : {}) }];
    }),
  );
}

/** Every locale's text of a translatable value, for the per-language edit forms. */
export function localizedTextOf(value: AdminTranslations | null | undefined): Record<LocaleCode, string> {
  return Object.fromEntries(LOCALE_CODES.map((code) => [code, value?.[code]?.value ?? ''])) as Record<LocaleCode, string>;
}

/**
 * The edited texts of every locale as the API's translatable value, keeping each locale's
 * ext_id. A locale the form left out keeps its stored text.
 */
export function translationsFrom(existing: AdminTranslations | null | undefined, edited: Partial<Record<LocaleCode, string>>): AdminTranslations {
  return Object.fromEntries(
    LOCALE_CODES.map((code) => {
      const current = existing?.[code];
      const text = edited[code] ?? current?.value ?? '';
      return [code, { value: text, ...(current?.ext_id !== undefined ? { ext_id: current.ext_id } : {}) }];
    }),
  );
}

/**
 * The API's per-locale field errors (`i18n_name.et_EE.value`) as the form's `name.et_EE`; a
 * message for the whole field stays under the field's name.
 */
export function localizedFieldErrors(fieldErrors: Record<string, string[]>, aliases: Record<string, string>): { fields: Record<string, string>; rest: string[] } {
  const fields: Record<string, string> = {};
  const rest: string[] = [];
  for (const [key, messages] of Object.entries(fieldErrors)) {
    const text = messages.join(' ');
    const [first = key, second] = key.split('.');
    const field = aliases[first] ?? (Object.values(aliases).includes(first) ? first : undefined);
    if (!field) {
      rest.push(key === 'non_field_errors' ? text : `${key}: ${text}`);
      continue;
    }
    const name = second && (LOCALE_CODES as readonly string[]).includes(second) ? `${field}.${second}` : field;
    fields[name] = fields[name] ? `${fields[name]} ${text}` : text;
  }
  return { fields, rest };
}

/** The locale's text of a translatable value, '' when it has none. */
export const translationOf = (value: AdminTranslations | null | undefined, locale: LocaleCode): string => value?.[locale]?.value ?? '';
