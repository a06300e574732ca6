/** Placeholder matching (page-builder.md): which placeholders' content shows on a route or product list page. */
type RouteQuery = Readonly<Record<string, string | readonly string[] | undefined>>;

/** What a placeholder is matched against: the route query, or on product list pages the brand or category. */
export type PlaceholderTarget =
  | { kind: 'route'; query: RouteQuery }
  | { kind: 'productList'; brandId?: string | number | null; categoryId?: string | number | null };

export interface MatchablePlaceholder {
  uuid: string;
  props?: { query_fields?: Readonly<Record<string, string>> | null; replace_original?: boolean | null } | null;
}

const valuesOf = (value: string | readonly string[] | undefined): string[] =>
  value === undefined ? [] : typeof value === 'string' ? [value] : [...value];

const present = (id: string | number | null | undefined): id is string | number => id !== null && id !== undefined && String(id) !== '';

/**
 * Whether a placeholder's content applies. No query_fields = always. On an ordinary route every
 * query field must equal the route query's value for that key (any of a repeated parameter).
 * On a product list page a placeholder applies when one of its query field values is the
 * page's brand id or category id.
 */
export function matchesPlaceholder(placeholder: MatchablePlaceholder, target: PlaceholderTarget): boolean {
  const fields = Object.entries(placeholder.props?.query_fields ?? {}).filter(([, value]) => String(value).trim() !== '');
  if (fields.length === 0) return true;
  if (target.kind === 'route') {
    return fields.every(([key, expected]) => valuesOf(target.query[key]).some((actual) => actual === String(expected).trim()));
  }
  const ids = [target.brandId, target.categoryId].filter(present).map(String);
  return fields.some(([, expected]) => ids.includes(String(expected).trim()));
}

/**
 * The placeholders whose content shows for a target. Those matching through query fields come
 * before catch-all ones, and whether any of them replaces the page's own content is reported.
 */
export function matchPlaceholders<P extends MatchablePlaceholder>(
  placeholders: readonly P[],
  target: PlaceholderTarget,
): { matched: P[]; replaceOriginal: boolean } {
  const specific = (placeholder: P) => Object.values(placeholder.props?.query_fields ?? {}).some((value) => String(value).trim() !== '');
  const matched = placeholders.filter((placeholder) => matchesPlaceholder(placeholder, target));
  const ordered = [...matched.filter(specific), ...matched.filter((placeholder) => !specific(placeholder))];
  return { matched: ordered, replaceOriginal: ordered.some((placeholder) => placeholder.props?.replace_original === true) };
}
