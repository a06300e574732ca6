import { useTranslation } from '../../i18n/useTranslation';

export interface SkipLinkProps {
  /** The id of the page's main region (which takes focus: give it tabIndex={-1}). */
  targetId: string;
}

/**
 * "Skip to content": the first thing a keyboard reaches on every page, hidden until focused, so
 * nobody has to tab through the whole header to reach the page (WCAG 2.4.1 Bypass Blocks).
 */
export function SkipLink({ targetId }: SkipLinkProps) {
  const { t } = useTranslation();
  return (
    <a
      href={`#${targetId}`}
      onClick={(event) => {
        const target = event.currentTarget.ownerDocument.getElementById(targetId);
        if (!target) return;
        // Focus, not only scroll: the next Tab starts inside the page. An app router that turns
        // link clicks into navigations leaves a prevented click alone.
        event.preventDefault();
        target.focus();
      }}
      className="sr-only z-modal-global rounded bg-brand-ink px-4 py-2 font-semibold text-brand-paper focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
    >
      {t('frame.skipToContent')}
    </a>
  );
}
