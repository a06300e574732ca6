import { PLACEHOLDER_POSITION, PUBLICATION } from '@salon/domain';
import { useTranslation } from '@salon/ui';
import { useCallback } from 'react';

const PUBLICATION_LABEL_KEYS: Record<string, string> = {
  [PUBLICATION.UNPUBLISHED]: 'adminPages.publicationUnpublished',
  [PUBLICATION.PUBLISHED]: 'adminPages.publicationPublished',
  [PUBLICATION.PRIVATE]: 'adminPages.publicationPrivate',
};
const POSITIONS: readonly string[] = Object.values(PLACEHOLDER_POSITION);

/**
 * Staff read names, never stored codes: a placeholder position (product_list_head) and a
 * publication state (UNPUBLISHED) in the admin's language. Unknown codes show as they are.
 */
export function useCreatorLabels() {
  const { t } = useTranslation();
  const position = useCallback((type: string) => (POSITIONS.includes(type) ? t(`creatorEditing.position_${type}`) : type), [t]);
  const publication = useCallback((state: string) => (PUBLICATION_LABEL_KEYS[state] ? t(PUBLICATION_LABEL_KEYS[state]) : state), [t]);
  return { position, publication };
}
