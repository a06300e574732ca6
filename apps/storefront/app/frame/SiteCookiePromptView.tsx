import { CookiePrompt } from '@salon/ui';
import { useApp } from '../lib/appContext';
import { startAnalytics } from '../lib/analytics';
import { allConsent, storeConsent } from './consent';

/** The cookie prompt with its consent writing: loaded when a first visitor is to see it (decision 0070). */
export default function SiteCookiePromptView({ onHide }: { onHide: () => void }) {
  const { openModal, analyticsContainerId } = useApp();
  return (
    <CookiePrompt
      onAcceptAll={() => {
        storeConsent(allConsent());
        startAnalytics(analyticsContainerId);
        onHide();
      }}
      onOpenSettings={() => {
        onHide();
        openModal('cookie-settings');
      }}
    />
  );
}
