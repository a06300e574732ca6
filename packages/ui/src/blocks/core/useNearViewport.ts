import { useEffect, useRef, useState } from 'react';

/**
 * True once the element comes within marginPx of the viewport (and stays true). Without
 * IntersectionObserver (old browsers) it is true at once so nothing stays hidden.
 */
export function useNearViewport<T extends Element>(marginPx: number, enabled = true) {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (!enabled || near) return;
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: `${marginPx}px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [marginPx, enabled, near]);
  return { ref, near };
}
