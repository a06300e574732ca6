import { BLOCK_NAMES, type BlockName } from '@salon/domain';
import { useCallback } from 'react';
import { useTranslation } from '../../i18n';

const KNOWN = new Set<string>(BLOCK_NAMES);

/**
 * A block's name as editors read it, in the admin language (`blockNames`), never the stored code
 * name. A name this build does not know (a block removed from the registry) is shown as stored.
 */
export function useBlockLabel(): (name: string) => string {
  const { t } = useTranslation();
  return useCallback((name: string) => (KNOWN.has(name) ? t(`blockNames.${name as BlockName}`) : name), [t]);
}
