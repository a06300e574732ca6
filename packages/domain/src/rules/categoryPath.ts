export type CategoryId = number | string;

export interface CategoryNode {
  readonly id: CategoryId;
  /** Parent id, a parent object carrying an id, or null at the root. */
  readonly parent: CategoryId | { readonly id: CategoryId } | null | undefined;
}

const parentId = (category: CategoryNode): CategoryId | null => {
  const { parent } = category;
  if (parent === null || parent === undefined) return null;
  return typeof parent === 'object' ? parent.id : parent;
};

/**
 * The chain of categories from the root down to the given one (breadcrumbs). A parent missing
 * from the list ends the chain there; a cycle in bad data is cut at the first repeat.
 */
export const categoryPath = <T extends CategoryNode>(
  categoryId: CategoryId | null | undefined,
  categories: readonly T[],
): T[] => {
  const byId = new Map(categories.map((category) => [String(category.id), category]));
  const path: T[] = [];
  const seen = new Set<string>();
  let current = categoryId === null || categoryId === undefined ? undefined : byId.get(String(categoryId));
  while (current && !seen.has(String(current.id))) {
    seen.add(String(current.id));
    path.unshift(current);
    const next = parentId(current);
    current = next === null ? undefined : byId.get(String(next));
  }
  return path;
};

/**
 * The breadcrumb trail of a product in several categories: the longest path (the most specific
 * category), the lowest id first on a tie so the trail never changes between requests. Ids
 * that are not in the list (a hidden seasonal-sale category) are skipped.
 */
export const productCategoryPath = <T extends CategoryNode>(categoryIds: readonly CategoryId[], categories: readonly T[]): T[] => {
  let best: T[] = [];
  const ordered = [...categoryIds].sort((a, b) => Number(a) - Number(b) || String(a).localeCompare(String(b)));
  for (const id of ordered) {
    const path = categoryPath(id, categories);
    if (path.length > best.length) best = path;
  }
  return best;
};
