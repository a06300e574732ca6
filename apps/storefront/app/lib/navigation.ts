import { layOutAllBlocks, scrollToElement } from '@salon/ui';
import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { reloadForChunkFailure } from './chunkReload';

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
  // Before React Router's <ScrollRestoration> jumps to the hash target (its layout effect runs after
  // this one, being rendered after the page), so that it jumps over the blocks' real heights.
  useLayoutEffect(() => {
    if (location.hash) layOutAllBlocks();
  }, [location.hash]);
  useEffect(() => {
    if (location.pathname.startsWith('/admin/creator')) return;
    if (location.hash) {
      const target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
      if (target) {
        scrollToElement(target);
        return;
      }
    }
    window.scrollTo({ top: 0 });
  }, [location.pathname, location.search, location.hash]);
}

/**
 * A failed chunk load that escapes to window (a new deployment) reloads the page, at most once per
 * 60 s, through the one guard of lib/chunkReload.ts (route modules and lazy blocks use it too).
 */
export function useChunkReloadGuard() {
  useEffect(() => {
    const onError = (event: ErrorEvent | PromiseRejectionEvent) => {
      reloadForChunkFailure('reason' in event ? event.reason : event.error);
    };
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onError);
    return () => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onError);
    };
  }, []);
}
