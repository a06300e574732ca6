import { FIRST_PAGE, PAGINATION_SIBLING_COUNT, PAGINATION_SINGLE_GAP } from '../constants/pagination';
import { normalisePage } from './normalisePage';

export const PAGINATION_ELLIPSIS = 'ellipsis';
export type PaginationItem = number | typeof PAGINATION_ELLIPSIS;

/**
 * Page buttons: first and last page, the current page and its neighbours, with an ellipsis for
 * each hidden run. A run of one hidden page shows that page instead, since an ellipsis would
 * take the same room and hide it.
 */
export const paginationItems = (current: number, total: number): PaginationItem[] => {
  if (!Number.isInteger(total) || total < FIRST_PAGE) return [];
  const page = normalisePage(current, total);
  const shown = new Set<number>([FIRST_PAGE, total]);
  for (let offset = -PAGINATION_SIBLING_COUNT; offset <= PAGINATION_SIBLING_COUNT; offset += 1) {
    const neighbour = page + offset;
    if (neighbour >= FIRST_PAGE && neighbour <= total) shown.add(neighbour);
  }
  const pages = [...shown].sort((a, b) => a - b);
  const items: PaginationItem[] = [];
  let previous: number | undefined;
  for (const value of pages) {
    if (previous !== undefined) {
      const hidden = value - previous - 1;
      if (hidden === PAGINATION_SINGLE_GAP) items.push(previous + 1);
      else if (hidden > PAGINATION_SINGLE_GAP) items.push(PAGINATION_ELLIPSIS);
    }
    items.push(value);
    previous = value;
  }
  return items;
};
