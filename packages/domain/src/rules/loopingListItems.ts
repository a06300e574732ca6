import { LOOPING_LIST_TARGET_ITEMS } from '../constants/productList';

/**
 * A looping list repeats its items whole until it holds at least about the target count, so
 * scrolling never runs out; an empty list stays empty and a long one is left as it is.
 */
export const loopingListItems = <T>(items: readonly T[], target: number = LOOPING_LIST_TARGET_ITEMS): T[] => {
  if (items.length === 0) return [];
  const result = [...items];
  while (result.length < target) result.push(...items);
  return result;
};
