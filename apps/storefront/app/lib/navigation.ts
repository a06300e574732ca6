import { RELOAD_GUARD_MS, SCROLL_HASH_OFFSET_PX } from '@salon/domain';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * @salon/ui renders plain <a href> links (it knows no router). Same-origin clicks become
 * client-side navigations here, so pages load their route chunk and data, not a full document.
 */
export function useLinkInterception() {
  const navigate = useNavigate();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = (event.target as Element | null)?.closest?.('a');
      if (!anchor || anchor.target || anchor.hasAttribute('download') || anchor.dataset.reload !== undefined) return;
      const url = new URL(anchor.href, window.location.href);
      if (url.origin !== window.location.origin || url.pathname.startsWith('/api/')) return;
      event.preventDefault();
      navigate(`${url.pathname}${url.search}${url.hash}`);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [navigate]);
}

/** A hash target scrolls smoothly with an 80 px offset; otherwise to the top. Not in the creator. */
export function useScrollToHash() {
  const location = useLocation();
  useEffect(() => {
    if (location.pathname.startsWith('/admin/creator')) return;
    if (location.hash) {
      const target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
      if (target) {
        const top = target.getBoundingClientRect().top + window.scrollY - SCROLL_HASH_OFFSET_PX;
        window.scrollTo({ top, behavior: 'smooth' });
        return;
      }
    }
    window.scrollTo({ top: 0 });
  }, [location.pathname, location.search, location.hash]);
}

const RELOAD_KEY = 'salon.chunkReloadAt';

/** A failed chunk load (a new deployment) reloads the page, at most once per 60 s. */
export function useChunkReloadGuard() {
  useEffect(() => {
    const onError = (event: ErrorEvent | PromiseRejectionEvent) => {
      const error = 'reason' in event ? event.reason : event.error;
      const message = error instanceof Error ? error.message : String(error ?? '');
      if (!/Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module/i.test(message)) return;
      const last = Number(window.sessionStorage.getItem(RELOAD_KEY) ?? 0);
      if (Date.now() - last < RELOAD_GUARD_MS) return;
      window.sessionStorage.setItem(RELOAD_KEY, String(Date.now()));
      window.location.reload();
    };
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onError);
    return () => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onError);
    };
  }, []);
}
