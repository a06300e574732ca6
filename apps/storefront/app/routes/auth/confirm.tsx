import { AUTH_VIEW } from '@salon/domain';
import { Message } from '@salon/ui';
import { Suspense, useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useApp } from '../../lib/appContext';
import { privatePageMeta } from '../../lib/meta';
import { preloadableLazy } from '../../lib/preloadableLazy';

type ConfirmState = 'confirming' | 'private' | 'business' | 'login' | 'invalid';

export const meta = privatePageMeta('confirmAccount');

// The login and success views (forms, validation, the dialog layer) show only after the link was
// used: they load while it is being used, not with the page (about 55 kB gzip less to hydrate).
const AuthFlow = preloadableLazy(() => import('../../frame/AuthFlow').then((module) => ({ default: module.AuthFlow })));

/**
 * The e-mailed confirmation link (?key=) lands here. The key is used once, from the browser (a
 * mail scanner that only fetches the page does not use it up): a private customer sees the
 * success view, a business the login form with a note; a used or expired link says so.
 */
export default function AuthConfirm() {
  const { t, api } = useApp();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const key = search.get('key') ?? '';
  const [state, setState] = useState<ConfirmState>(key ? 'confirming' : 'invalid');
  const started = useRef(false);
  useEffect(() => {
    if (!key || started.current) return;
    started.current = true;
    void AuthFlow.preload().catch(() => {});
    api.auth
      .confirmAccount(key)
      .then((result) => setState(result.is_individual ? 'private' : 'business'))
      .catch(() => setState('invalid'));
  }, [api, key]);
  const home = () => navigate('/');
  return (
    <section className="mx-auto max-w-lg py-8">
      <h1 className="text-h1">{t('confirmAccount')}</h1>
      {state === 'confirming' ? (
        <p role="status" className="my-4">
          {t('confirmingAccount')}
        </p>
      ) : null}
      {state === 'invalid' ? (
        <div className="my-4">
          <Message kind="error" title={t('linkInvalid')}>
            <a href="/" className="underline">
              {t('backHome')}
            </a>
          </Message>
        </div>
      ) : null}
      {state === 'private' || state === 'business' || state === 'login' ? (
        <p role="status" className="my-4">
          {t('accountConfirmed')}
        </p>
      ) : null}
      <Suspense fallback={null}>
        {state === 'private' ? <AuthFlow key="success" initialView={AUTH_VIEW.SUCCESS_PRIVATE} onClose={() => setState('login')} /> : null}
        {state === 'business' || state === 'login' ? (
          <AuthFlow key="login" initialView={AUTH_VIEW.LOGIN} initialNotice={t('accountConfirmed')} onClose={home} afterLoginHref="/" />
        ) : null}
      </Suspense>
    </section>
  );
}
