import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';

/**
 * Tells screen readers which page a client-side navigation opened, as a document load would
 * (Next.js's route announcer does the same): React Router swaps the page without one, and the
 * focus stays where it was or falls back to the body, so nothing else says that the page changed.
 * The new title is read after the commit that rendered it (React Router's <Meta> sets it).
 */
export function RouteAnnouncer() {
  const { pathname } = useLocation();
  const [announced, setAnnounced] = useState('');
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    setAnnounced(document.title || document.querySelector('h1')?.textContent?.trim() || pathname);
  }, [pathname]);
  return (
    <p aria-live="assertive" aria-atomic="true" className="sr-only" data-testid="route-announcer">
      {announced}
    </p>
  );
}
