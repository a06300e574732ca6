/** Same stored fields, each the same value (props compared by reference: an edit or a refetch that changed them makes a new object). */
export function sameComponent<Component extends object>(a: Component, b: Component): boolean {
  if (a === b) return true;
  const keys = Object.keys(a) as (keyof Component)[];
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}

/** The same items in the same order, each the same object (a missing list is never the same). */
export const sameItems = <T>(a: readonly T[] | null | undefined, b: readonly T[] | null | undefined): a is T[] =>
  !!a && !!b && a.length === b.length && a.every((item, index) => item === b[index]);
