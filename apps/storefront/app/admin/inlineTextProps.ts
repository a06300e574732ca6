import type { InlineTextCommit } from '@salon/ui';

type Translations = Record<string, { value?: unknown; ext_id?: unknown } | undefined>;

/**
 * The component's whole props after one inline text edit (the API replaces props as a whole and
 * validates them against the block's schema). A translatable field changes only the edited
 * locale's value and keeps that locale's ext_id; every other field and locale stays as stored.
 */
export function propsWithInlineText(stored: Record<string, unknown>, { field, value, locale }: InlineTextCommit): Record<string, unknown> {
  if (!locale) return { ...stored, [field]: value };
  const current = stored[field];
  const translations: Translations = typeof current === 'object' && current !== null && !Array.isArray(current) ? (current as Translations) : {};
  const extId = translations[locale]?.ext_id;
  return { ...stored, [field]: { ...translations, [locale]: { value, ext_id: typeof extId === 'string' ? extId : null } } };
}
