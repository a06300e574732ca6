import { useEffect, useState } from 'react';

/** Window width, kept current on resize (slides per view depends on it). */
export function useViewportWidth() {
  const [width, setWidth] = useState(() => (typeof window === 'undefined' ? Number.POSITIVE_INFINITY : window.innerWidth));
  useEffect(() => {
    const update = () => setWidth(window.innerWidth);
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);
  return width;
}
