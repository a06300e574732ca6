import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { ArrowUpIcon } from '../layoutParts/icons';
import { scrollBehavior } from '../layoutParts/prefersReducedMotion';
import { IconButton } from '../../primitives/IconButton';

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
    <IconButton
      variant="primary"
      size="lg"
      label={t('frame.scrollToTop')}
      onClick={() => window.scrollTo({ top: 0, behavior: scrollBehavior() })}
      className="fixed bottom-6 right-6 z-modal-local"
    >
      <ArrowUpIcon />
    </IconButton>
  );
}
