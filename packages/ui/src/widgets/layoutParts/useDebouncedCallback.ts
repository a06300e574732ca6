import { useCallback, useEffect, useRef } from 'react';

/**
 * A stable function that calls the latest callback once calls have stopped for delayMs.
 * A pending call is dropped on unmount, so no callback reaches an unmounted owner.
 */
export function useDebouncedCallback<Args extends unknown[]>(callback: ((...args: Args) => void) | undefined, delayMs: number) {
  const latest = useRef(callback);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    latest.current = callback;
  }, [callback]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const cancel = useCallback(() => clearTimeout(timer.current), []);
  const run = useCallback(
    (...args: Args) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => latest.current?.(...args), delayMs);
    },
    [delayMs],
  );
  return { run, cancel };
}
