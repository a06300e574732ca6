import { GROUPED_CATEGORIES_LIMIT } from '../constants/search';

export interface NamedCategory {
  readonly id: number | string;
  readonly name: string;
}

export interface CategoryNameGroup<T extends NamedCategory> {
  readonly name: string;
  readonly categories: readonly T[];
}

/**
 * Search suggestions show categories that share a name (e.g. "Shampoos" under hair care and
 * under men) as one entry. Names match case-insensitively after trimming; groups keep the order
 * of their first member and the list stops at GROUPED_CATEGORIES_LIMIT groups.
 */
export const groupCategoriesByName = <T extends NamedCategory>(
  categories: readonly T[],
  limit: number = GROUPED_CATEGORIES_LIMIT,
): CategoryNameGroup<T>[] => {
  const groups = new Map<string, { name: string; categories: T[] }>();
  for (const category of categories) {
    const key = category.name.trim().toLocaleLowerCase();
    const group = groups.get(key);
    if (group) group.categories.push(category);
    else groups.set(key, { name: category.name.trim(), categories: [category] });
  }
  return [...groups.values()].slice(0, Math.max(0, limit));
};
