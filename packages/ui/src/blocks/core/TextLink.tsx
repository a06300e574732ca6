import clsx from 'clsx';
import { safeHref } from '@salon/domain';

/** A block's "read more" style link (linkText + linkUrl): shown only with a text and a safe URL. */
export function TextLink({ url, text, className }: { url: string; text: string; className?: string }) {
  const href = safeHref(url);
  if (!href || !text) return null;
  return (
    <a href={href} className={clsx('font-semibold underline underline-offset-4', className)}>
      {text}
    </a>
  );
}
