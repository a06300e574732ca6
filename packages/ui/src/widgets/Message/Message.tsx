import clsx from 'clsx';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { IconButton } from '../../primitives/IconButton';

export const MESSAGE_KINDS = ['info', 'warning', 'error', 'success'] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

export interface MessageProps {
  kind: MessageKind;
  children: ReactNode;
  title?: ReactNode;
  /** When given, a dismiss button is shown and calls it. */
  onDismiss?: () => void;
  className?: string;
}

const kindClasses: Record<MessageKind, string> = {
  info: 'border-status-info bg-status-info-bg text-status-info',
  warning: 'border-status-warning bg-status-warning-bg text-status-warning',
  error: 'border-status-error bg-status-error-bg text-status-error',
  success: 'border-status-success bg-status-success-bg text-status-success',
};

/**
 * Inline status message. Errors and warnings are announced immediately (role alert);
 * info and success wait for the screen reader to be idle (role status).
 */
export function Message({ kind, children, title, onDismiss, className }: MessageProps) {
  const { t } = useTranslation();
  const urgent = kind === 'error' || kind === 'warning';
  return (
    <div
      role={urgent ? 'alert' : 'status'}
      data-kind={kind}
      className={clsx('flex items-start gap-3 rounded border-l-4 px-4 py-3 text-body-sm', kindClasses[kind], className)}
    >
      <div className="flex-1">
        <p className="font-semibold">{title ?? t(`message.${kind}`)}</p>
        <div>{children}</div>
      </div>
      {onDismiss ? (
        <IconButton
          variant="unstyled"
          size={null}
          label={t('message.dismiss')}
          onClick={onDismiss}
          className="rounded px-2 text-lg leading-none hover:bg-black/10"
        >
          <span aria-hidden="true">×</span>
        </IconButton>
      ) : null}
    </div>
  );
}
