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

function Toast({ popup, onRemove, held }: { popup: Popup; onRemove: (id: string) => void; held: boolean }) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  // The latest callback, so a parent re-render does not restart the lifetime.
  const remove = useRef(onRemove);
  remove.current = onRemove;
  // The lifetime still to run: it stops while the stack is held and goes on from there after.
  const remaining = useRef(POPUP_LIFETIME_MS);

  useEffect(() => {
    const appear = setTimeout(() => setVisible(true), POPUP_APPEAR_DELAY_MS);
    return () => clearTimeout(appear);
  }, [popup.id]);

  useEffect(() => {
    if (!visible || held) return;
    const runningSince = performance.now();
    const lifetime = setTimeout(() => remove.current(popup.id), remaining.current);
    return () => {
      clearTimeout(lifetime);
      remaining.current = Math.max(0, remaining.current - (performance.now() - runningSince));
    };
  }, [visible, held, popup.id]);

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
 * and a click removes it sooner. The region is a polite live region. While the pointer is over
 * the stack or focus is in it, the lifetimes stop, so a message being read or reached by Tab
 * does not vanish (WCAG 2.2.1, as Radix's and Primer's toasts do).
 */
export function PopupStack({ popups, onRemove, className }: PopupStackProps) {
  const { t } = useTranslation();
  const list = useRef<HTMLUListElement>(null);
  const [pointerInside, setPointerInside] = useState(false);
  const [focusInside, setFocusInside] = useState(false);
  // A dismissed popup takes its focused button with it, and a removed element fires no blur.
  useEffect(() => {
    setFocusInside(Boolean(list.current?.contains(document.activeElement)));
  }, [popups]);
  return (
    <div
      role="status"
      aria-label={t('popups.label')}
      className={clsx('pointer-events-none fixed inset-x-4 bottom-4 z-modal-global flex justify-center md:inset-x-auto md:right-6', className)}
    >
      <ul
        ref={list}
        className="pointer-events-auto flex w-full max-w-sm flex-col gap-2"
        onPointerEnter={() => setPointerInside(true)}
        onPointerLeave={() => setPointerInside(false)}
        onFocus={() => setFocusInside(true)}
        onBlur={(event) => setFocusInside(event.currentTarget.contains(event.relatedTarget))}
      >
        {popups.map((popup) => (
          <Toast key={popup.id} popup={popup} onRemove={onRemove} held={pointerInside || focusInside} />
        ))}
      </ul>
    </div>
  );
}
