import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useApp } from '../lib/appContext';

/**
 * App-side modal shell used until @salon/ui exports its modal kinds (modals/index.ts is still
 * empty). TODO(ui-modals): replace with the ModalWrapper-based modals from @salon/ui.
 */
export function Dialog({ title, onClose, children, testId, side = 'center' }: { title: string; onClose: () => void; children: ReactNode; testId?: string; side?: 'center' | 'right' | 'left' }) {
  const { t } = useApp();
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    document.addEventListener('keydown', onKey);
    panel.current?.focus();
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);
  const position = side === 'right' ? 'ml-auto h-full max-w-md' : side === 'left' ? 'mr-auto h-full max-w-sm' : 'mx-auto mt-16 max-w-lg rounded';
  return (
    <div className="fixed inset-0 z-modal-global flex bg-black/40" onClick={onClose}>
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        data-testid={testId}
        tabIndex={-1}
        onClick={(event) => event.stopPropagation()}
        className={`w-full overflow-y-auto bg-brand-paper p-6 shadow-lg outline-none ${position}`}
      >
        <div className="mb-4 flex items-center justify-between gap-4">
          <h2 id={titleId} className="text-h3">
            {title}
          </h2>
          <button type="button" onClick={onClose} className="rounded px-2 py-1 hover:bg-brand-surface">
            {t('close')}
          </button>
        </div>
        {children}
      </div>
    </div>
  );
}
