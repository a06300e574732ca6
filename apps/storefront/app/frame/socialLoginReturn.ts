import { useEffect, useRef } from 'react';
import { useApp } from '../lib/appContext';
import { guardedImport } from '../lib/chunkReload';
import { SOCIAL_RETURN_PARAM } from '../lib/socialLogin';

const loadOutcome = guardedImport(() => import('./socialLoginOutcome'));

/**
 * After the social login callback (docs/decisions/0043-social-login.md): what the parameters say
 * is shown by frame/socialLoginOutcome.ts, whose code only such a page fetches; then they leave
 * the address bar, so a reload repeats nothing. They stay while that code loads: a chunk failure
 * reloads the page (lib/chunkReload.ts), and the reloaded page still has them to explain.
 */
export function useSocialLoginReturn() {
  const { openModal, api, user, addPopup, t } = useApp();
  const handled = useRef(false);
  useEffect(() => {
    // Once per page load: the user, api or modal opener may change while the outcome loads.
    if (handled.current) return;
    const url = new URL(window.location.href);
    const error = url.searchParams.get(SOCIAL_RETURN_PARAM.ERROR);
    const provider = url.searchParams.get(SOCIAL_RETURN_PARAM.PROVIDER);
    const done = url.searchParams.has(SOCIAL_RETURN_PARAM.DONE);
    if (error === null && !done) return;
    handled.current = true;
    const removeParameters = () => {
      const current = new URL(window.location.href);
      for (const name of Object.values(SOCIAL_RETURN_PARAM)) current.searchParams.delete(name);
      window.history.replaceState(window.history.state, '', `${current.pathname}${current.search}${current.hash}`);
    };
    loadOutcome().then(
      ({ showSocialLoginOutcome }) => {
        removeParameters();
        showSocialLoginOutcome({ error, provider }, { openModal, api, user });
      },
      () => {
        // Failed again within the reload guard's minute: a refusal is not left unexplained.
        removeParameters();
        if (error !== null) addPopup(t('somethingWentWrong'), 'error');
      },
    );
  }, [api, openModal, user, addPopup, t]);
}
