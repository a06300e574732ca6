import { POPUP_APPEAR_DELAY_MS, POPUP_LIFETIME_MS } from '@salon/domain';
import clsx from 'clsx';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { Button } from '../../primitives/Button';

export type PopupKind = 'info' | 'success' | 'error';

export interface Popup {
  id: string;
  message: string;
  kind?: PopupKind;
}

export interface PopupStackProps {
  popups: readonly Popup[];
  /** Called when a popup expires or is clicked; the owner drops it from the list. */
  onRemove: (id: string) => void;
  className?: string;
}

const kindClasses: Record<PopupKind, string> = {
  info: 'bg-brand-ink text-brand-paper',
  success: 'bg-status-success text-brand-paper',
  error: 'bg-status-error text-brand-paper',
};

function Toast({ popup, onRemove }: { popup: Popup; onRemove: (id: string) => void }) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  // The latest callback, so a parent re-render does not restart the lifetime.
  const remove = useRef(onRemove);
  remove.current = onRemove;

  useEffect(() => {
    let lifetime: ReturnType<typeof setTimeout> | undefined;
    const appear = setTimeout(() => {
      setVisible(true);
      lifetime = setTimeout(() => remove.current(popup.id), POPUP_LIFETIME_MS);
    }, POPUP_APPEAR_DELAY_MS);
    return () => {
      clearTimeout(appear);
      if (lifetime) clearTimeout(lifetime);
    };
  }, [popup.id]);

  if (!visible) return null;
  return (
    <li>
      <Button
        variant="unstyled"
        onClick={() => onRemove(popup.id)}
        className={clsx('w-full rounded px-4 py-3 text-left text-body-sm shadow-lg', kindClasses[popup.kind ?? 'info'])}
      >
        {popup.message}
        <span className="sr-only"> ({t('popups.dismiss')})</span>
      </Button>
    </li>
  );
}

/**
 * Short toasts in the corner. Each appears after POPUP_APPEAR_DELAY_MS, stays POPUP_LIFETIME_MS,
 * and a click removes it sooner. The region is a polite live region.
 */
export function PopupStack({ popups, onRemove, className }: PopupStackProps) {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      aria-label={t('popups.label')}
      className={clsx('pointer-events-none fixed inset-x-4 bottom-4 z-modal-global flex justify-center md:inset-x-auto md:right-6', className)}
    >
      <ul className="pointer-events-auto flex w-full max-w-sm flex-col gap-2">
        {popups.map((popup) => (
          <Toast key={popup.id} popup={popup} onRemove={onRemove} />
        ))}
      </ul>
    </div>
  );
}
