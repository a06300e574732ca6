import type { IncompleteComponent } from '@salon/domain';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from '../../i18n';
import { useBlockFieldLabels, useBlockLabel } from '../blockLabel';
import { Button } from '../../primitives/Button';

export interface SaveBlockedAlertProps {
  /** What was refused: the creator's Save, or publishing the scheme. */
  action: 'save' | 'publish';
  /** The blocks that miss required fields (missingRequiredFields / incompleteComponents of @salon/domain). */
  blocks: readonly IncompleteComponent[];
  /** Opens the field form of a listed block. */
  onOpen: (uuid: string) => void;
  onDismiss?: () => void;
}

/**
 * Why a save or a publication was refused: each block that misses required fields, with the
 * fields, and a button to open that block. Takes focus when it appears so keyboard and screen
 * reader users land on the list, not on a Save button that silently did nothing.
 */
export function SaveBlockedAlert({ action, blocks, onOpen, onDismiss }: SaveBlockedAlertProps) {
  const { t } = useTranslation();
  const blockLabel = useBlockLabel();
  const labels = useBlockFieldLabels();
  const titleId = useId();
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    container.current?.focus();
  }, []);
  if (blocks.length === 0) return null;
  return (
    <div
      ref={container}
      role="alert"
      aria-labelledby={titleId}
      tabIndex={-1}
      data-testid="save-blocked-alert"
      className="flex flex-col gap-2 rounded border-2 border-status-error bg-brand-paper p-3 text-body-sm text-brand-ink focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-ink"
    >
      <p id={titleId} className="font-semibold text-status-error">
        {t(action === 'save' ? 'creatorRequired.saveTitle' : 'creatorRequired.publishTitle')}
      </p>
      <p>{t('creatorRequired.intro')}</p>
      <ul className="flex flex-col gap-1">
        {blocks.map((block) => (
          <li key={block.uuid} className="flex flex-wrap items-center gap-2">
            <span>{t('creatorRequired.missingFields', { block: blockLabel(block.name), fields: block.fields.map(labels.field).join(', ') })}</span>
            <Button variant="link" onClick={() => onOpen(block.uuid)}>
              {t('creatorRequired.openBlock', { block: blockLabel(block.name) })}
            </Button>
          </li>
        ))}
      </ul>
      {onDismiss ? (
        <Button variant="secondary" size="sm" onClick={onDismiss} className="self-start">
          {t('creatorRequired.dismiss')}
        </Button>
      ) : null}
    </div>
  );
}
