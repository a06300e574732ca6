import { useLayoutEffect, useRef, useState } from 'react';

/**
 * An object of callbacks that keeps its identity for the component's life and always calls the
 * latest ones given. The editor's handlers close over its state and are new on every render;
 * handed to hundreds of memoised rows as they are, every render would re-render every row.
 */
export function useStableActions<Actions extends { [Key in keyof Actions]: (...args: never[]) => unknown }>(actions: Actions): Actions {
  const latest = useRef(actions);
  // Updated after each commit: handlers run on user input, which comes after the commit that made them.
  useLayoutEffect(() => {
    latest.current = actions;
  });
  const [stable] = useState(
    () => Object.fromEntries(Object.keys(actions).map((key) => [key, (...args: never[]) => latest.current[key as keyof Actions](...args)])) as Actions,
  );
  return stable;
}
