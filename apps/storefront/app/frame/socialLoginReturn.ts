import { useEffect } from 'react';
import { useApp } from '../lib/appContext';
import { guardedImport } from '../lib/chunkReload';
import { SOCIAL_RETURN_PARAM } from '../lib/socialLogin';

const loadOutcome = guardedImport(() => import('./socialLoginOutcome'));

/**
 * After the social login callback (docs/decisions/0043-social-login.md): the parameters leave the
 * address bar at once, so a reload repeats nothing, and what they say is shown by
 * frame/socialLoginOutcome.ts, whose code only such a page fetches.
 */
export function useSocialLoginReturn() {
  const { openModal, api, user } = useApp();
  useEffect(() => {
    const url = new URL(window.location.href);
    const error = url.searchParams.get(SOCIAL_RETURN_PARAM.ERROR);
    const provider = url.searchParams.get(SOCIAL_RETURN_PARAM.PROVIDER);
    const done = url.searchParams.has(SOCIAL_RETURN_PARAM.DONE);
    if (error === null && !done) return;
    for (const name of Object.values(SOCIAL_RETURN_PARAM)) url.searchParams.delete(name);
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
    void loadOutcome().then(({ showSocialLoginOutcome }) => showSocialLoginOutcome({ error, provider }, { openModal, api, user }));
    // Acts once per page load: the first run removes the parameters, so a later run (a new user,
    // api or modal opener) returns at the check above.
  }, [api, openModal, user]);
}
