import { AUTH_VIEW } from '@salon/domain';
import { useNavigate, useSearchParams } from 'react-router';
import { AuthFlow } from '../../frame/AuthFlow';
import { useApp } from '../../lib/appContext';
import { privatePageMeta } from '../../lib/meta';

export const meta = privatePageMeta('resetPassword');

/**
 * The e-mailed reset link (?key=) opens the choose-a-new-password view; after saving, the login
 * view follows. Without a key (the link of the "you already have an account" mail) the page
 * asks for the e-mail to send a reset link to.
 */
export default function AuthReset() {
  const { t } = useApp();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const key = search.get('key');
  return (
    <section className="mx-auto max-w-lg py-8">
      <h1 className="text-h1">{t('resetPassword')}</h1>
      <AuthFlow
        initialView={key ? AUTH_VIEW.CONFIRM_PASSWORD : AUTH_VIEW.FORGOT_PASSWORD}
        resetKey={key ?? undefined}
        onClose={() => navigate('/')}
        afterLoginHref="/"
      />
    </section>
  );
}
