import clsx from 'clsx';

export interface SpinnerProps {
  /** Accessible text, announced politely. */
  label: string;
  className?: string;
}

export function Spinner({ label, className }: SpinnerProps) {
  return (
    <div role="status" className={clsx('flex items-center gap-2 text-body-sm text-brand-muted', className)}>
      <span
        aria-hidden="true"
        className="inline-block size-5 animate-spin rounded-full border-2 border-brand-line border-t-brand-ink motion-reduce:animate-none"
      />
      <span>{label}</span>
    </div>
  );
}
