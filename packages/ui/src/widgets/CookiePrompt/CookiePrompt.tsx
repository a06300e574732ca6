import { useId } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { Button } from '../../primitives/Button';

export interface CookiePromptProps {
  onAcceptAll: () => void;
  /** Opens the cookie policy / consent settings. */
  onOpenSettings: () => void;
}

/**
 * Consent banner at the bottom edge. Not modal: the page stays usable, so it is a labelled
 * region rather than a dialog. The app renders it only while no consent is stored.
 */
export function CookiePrompt({ onAcceptAll, onOpenSettings }: CookiePromptProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <section
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      className="fixed inset-x-0 bottom-0 z-modal-global border-t border-brand-line bg-brand-paper p-4 text-brand-ink shadow-[0_-4px_16px_rgba(0,0,0,0.12)]"
    >
      <div className="mx-auto flex max-w-page flex-col gap-3 md:flex-row md:items-center md:justify-between">
        <div>
          <h2 id={`${id}-title`} className="text-h3">
            {t('frame.cookieTitle')}
          </h2>
          <p id={`${id}-text`} className="text-body-sm">
            {t('frame.cookieText')}
          </p>
        </div>
        <div className="flex shrink-0 gap-2">
          <Button variant="secondary" onClick={onOpenSettings} className="font-semibold hover:bg-brand-surface">
            {t('frame.cookieSettings')}
          </Button>
          <Button onClick={onAcceptAll} className="hover:opacity-90">
            {t('frame.acceptAll')}
          </Button>
        </div>
      </div>
    </section>
  );
}
