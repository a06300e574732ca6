import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { ArrowUpIcon } from '../layoutParts/icons';
import { scrollBehavior } from '../layoutParts/prefersReducedMotion';

export interface ScrollToTopButtonProps {
  /** Scroll distance in px after which the button shows; one viewport height by default. */
  threshold?: number;
}

export function ScrollToTopButton({ threshold }: ScrollToTopButtonProps) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const update = () => setVisible(window.scrollY > (threshold ?? window.innerHeight));
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);

  if (!visible) return null;
  return (
    <button
      type="button"
      onClick={() => window.scrollTo({ top: 0, behavior: scrollBehavior() })}
      aria-label={t('frame.scrollToTop')}
      className="fixed bottom-6 right-6 z-modal-local rounded-full bg-brand-ink p-3 text-brand-paper shadow-lg hover:opacity-90"
    >
      <ArrowUpIcon />
    </button>
  );
}
