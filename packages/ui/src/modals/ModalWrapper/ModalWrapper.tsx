import * as Dialog from '@radix-ui/react-dialog';
import clsx from 'clsx';
import { useRef, type ReactNode, type RefObject } from 'react';
import { useTranslation } from '../../i18n/useTranslation';

export type ModalLevel = 'global' | 'local';
export type ModalSize = 'sm' | 'md' | 'lg' | 'xl';

export interface ModalWrapperProps {
  open: boolean;
  /** Called when the user closes the modal (Escape, backdrop, close button). */
  onClose: () => void;
  /** Required: the dialog's accessible name. */
  title: ReactNode;
  /** Keep the title for screen readers only (content shows its own heading). */
  hideTitle?: boolean;
  description?: ReactNode;
  children?: ReactNode;
  /** Sticky bottom area (actions). */
  footer?: ReactNode;
  /** Blocks Escape, backdrop and the close button (e.g. while saving). */
  preventClose?: boolean;
  /** global (900) sits above the page frame; local (200) inside a page area. */
  level?: ModalLevel;
  size?: ModalSize;
  /** Render into this element instead of document.body. */
  container?: HTMLElement | null;
  className?: string;
  /** The dialog element's id, for an opener that names it in aria-controls. */
  id?: string;
  /**
   * Render where the modal stands in the tree, not through a portal (a portal renders nothing on
   * the server). For a modal that is open when the page arrives: the server renders it and the
   * browser hydrates it, instead of building it while the page loads. Place it as a child of body.
   */
  inPlace?: boolean;
  /**
   * The element that takes focus when the modal opens, when it is not the first focusable one
   * (the close button): e.g. the search field of a modal opened to search.
   */
  initialFocusRef?: RefObject<HTMLElement | null>;
}

const levelClasses: Record<ModalLevel, string> = {
  global: 'z-modal-global',
  local: 'z-modal-local',
};

const sizeClasses: Record<ModalSize, string> = {
  sm: 'md:max-w-md',
  md: 'md:max-w-xl',
  lg: 'md:max-w-3xl',
  xl: 'md:max-w-5xl',
};

/**
 * Every modal kind renders inside this wrapper (Radix Dialog): focus is trapped inside and
 * returns to the opener on close. Full screen on phones, a centred card from the md breakpoint.
 */
export function ModalWrapper({
  open,
  onClose,
  title,
  hideTitle,
  description,
  children,
  footer,
  preventClose,
  level = 'global',
  size = 'md',
  container,
  className,
  id,
  inPlace,
  initialFocusRef,
}: ModalWrapperProps) {
  const { t } = useTranslation();
  // Radix returns focus only to a Dialog.Trigger; our modals are opened from anywhere.
  const opener = useRef<HTMLElement | null>(null);
  const block = (event: Event) => {
    if (preventClose) event.preventDefault();
  };
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next && !preventClose) onClose();
      }}
    >
      <ModalLayer inPlace={inPlace} container={container}>
        <Dialog.Overlay data-testid="modal-backdrop" className={clsx('fixed inset-0 bg-black/50', levelClasses[level])} />
        <Dialog.Content
          // Only when given: an undefined id would replace the one Radix generates.
          {...(id ? { id } : {})}
          data-level={level}
          // Radix links a Description itself; without one, say so explicitly.
          {...(description ? {} : { 'aria-describedby': undefined })}
          // Radix links the title only in an effect: a modal the server renders needs its name
          // before the page has hydrated (aria-labelledby wins once it is there).
          {...(inPlace && typeof title === 'string' ? { 'aria-label': title } : {})}
          onOpenAutoFocus={(event) => {
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
            if (initialFocusRef?.current) {
              event.preventDefault();
              initialFocusRef.current.focus();
            }
          }}
          onCloseAutoFocus={(event) => {
            if (opener.current?.isConnected) {
              event.preventDefault();
              opener.current.focus();
            }
          }}
          onEscapeKeyDown={block}
          onPointerDownOutside={block}
          onInteractOutside={block}
          className={clsx(
            'fixed inset-0 flex flex-col bg-brand-paper text-brand-ink shadow-xl outline-none',
            'md:inset-auto md:left-1/2 md:top-1/2 md:max-h-[90vh] md:w-[calc(100%-3rem)] md:-translate-x-1/2 md:-translate-y-1/2 md:rounded-lg',
            levelClasses[level],
            sizeClasses[size],
            className,
          )}
        >
          <header className="flex items-start justify-between gap-4 border-b border-brand-line px-5 py-4">
            <div className="min-w-0">
              <Dialog.Title className={clsx('text-h3', hideTitle && 'sr-only')}>{title}</Dialog.Title>
              {description ? (
                <Dialog.Description className="mt-1 text-body-sm text-brand-muted">{description}</Dialog.Description>
              ) : null}
            </div>
            {preventClose ? null : (
              <Dialog.Close
                aria-label={t('common.close')}
                className="-mr-2 inline-flex size-10 shrink-0 items-center justify-center rounded-full text-2xl leading-none hover:bg-brand-surface"
              >
                <span aria-hidden="true">×</span>
              </Dialog.Close>
            )}
          </header>
          <div className="min-h-0 flex-1 overflow-y-auto px-5 py-4">{children}</div>
          {footer ? <footer className="border-t border-brand-line px-5 py-4">{footer}</footer> : null}
        </Dialog.Content>
      </ModalLayer>
    </Dialog.Root>
  );
}

function ModalLayer({ inPlace, container, children }: { inPlace: boolean | undefined; container: HTMLElement | null | undefined; children: ReactNode }) {
  return inPlace ? children : <Dialog.Portal container={container}>{children}</Dialog.Portal>;
}
