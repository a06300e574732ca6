import { COLOR_SCHEME_BY_NUMBER } from '@salon/domain';
import { useMemo } from 'react';
import { useTranslation } from '../../i18n';
import { blockFieldOptions } from '../../i18n/namespaces/admin/blockFieldOptions';
import { blockFields } from '../../i18n/namespaces/admin/blockFields';

const FIELD_KEYS = new Set(Object.keys(blockFields.en));
const OPTION_VALUES = new Set(Object.keys(blockFieldOptions.en));

export interface BlockFieldLabels {
  /** A field's name as editors read it (`blockFields`); a key this build does not know is shown as stored. */
  field: (key: string) => string;
  /**
   * A choice's name (`blockFieldOptions`). Numbers are shown as they are, except a colour scheme
   * stored as its number (carousel slides), which is named by its colour.
   */
  option: (value: string | number, kind?: 'colorSchemeNumber') => string;
}

/** Names of block fields and their choices in the admin language, never the code names. */
export function useBlockFieldLabels(): BlockFieldLabels {
  const { t } = useTranslation();
  return useMemo(() => {
    const option = (value: string | number, kind?: 'colorSchemeNumber'): string => {
      const stored = kind === 'colorSchemeNumber' ? (COLOR_SCHEME_BY_NUMBER[Number(value)] ?? String(value)) : String(value);
      return OPTION_VALUES.has(stored) ? t(`blockFieldOptions.${stored as keyof typeof blockFieldOptions.en}`) : stored;
    };
    const field = (key: string): string => (FIELD_KEYS.has(key) ? t(`blockFields.${key as keyof typeof blockFields.en}`) : key);
    return { field, option };
  }, [t]);
}
