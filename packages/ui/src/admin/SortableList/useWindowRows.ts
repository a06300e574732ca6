import { defaultRangeExtractor, useWindowVirtualizer, type Range } from '@tanstack/react-virtual';
import { useCallback, useDeferredValue, useLayoutEffect, useState, type RefObject } from 'react';

/**
 * Lists at least this long render only the rows near the viewport: a page of hundreds of blocks
 * otherwise keeps every row in the DOM, and each change, dialog or drag start restyles, lays out
 * and (dnd-kit) measures all of them. Shorter lists render every row, as before.
 */
const WINDOWED_FROM = 60;
/** A row's height before it is measured (a block row with its wrapped buttons). */
const ESTIMATED_ROW_PX = 72;
/** The list's flex gap (gap-2): the virtualiser adds it between rows. */
const ROW_GAP_PX = 8;
/** Rows rendered beyond each edge of the viewport: Tab and the arrow keys reach them before they are needed. */
const OVERSCAN = 8;
/** Until the window is measured (and on the server), the rows of a common viewport. */
const INITIAL_RECT = { width: 1024, height: 1000 };

export interface WindowRows {
  /** First and last index rendered (inclusive). */
  first: number;
  last: number;
  /** Space standing for the rows above and below: the rendered rows stay in normal flow, so dnd-kit's transforms and the DOM order are untouched. */
  paddingTop: number;
  paddingBottom: number;
  /** Ref callback for each rendered row (`data-index` on it): rows have their own heights. */
  measure: (element: Element | null) => void;
}

/**
 * The rows of a long list to render while the window scrolls (TanStack Virtual's window
 * virtualiser), always including `keep` (the row being dragged, which must stay mounted); null
 * for a short list, which renders every row.
 */
export function useWindowRows(list: RefObject<HTMLElement | null>, count: number, getKey: (index: number) => string, keep: number): WindowRows | null {
  // A list that may not be windowed passes a count of 0.
  const enabled = count >= WINDOWED_FROM;
  // Where the list starts on the page: the virtualiser counts rows from there. Read again whenever
  // the page's height changes (an alert shown above the list moves it down).
  const [margin, setMargin] = useState(0);
  useLayoutEffect(() => {
    const element = list.current;
    if (!enabled || !element) return;
    const read = () => setMargin(Math.round(element.getBoundingClientRect().top + window.scrollY));
    read();
    const observer = new ResizeObserver(read);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [enabled, list]);
  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      if (keep < 0 || indexes.length === 0) return indexes;
      // One unbroken run from the viewport to the kept row, so the paddings stay exact.
      const from = Math.min(indexes[0]!, keep);
      const to = Math.max(indexes.at(-1)!, keep);
      return Array.from({ length: to - from + 1 }, (_, offset) => from + offset);
    },
    [keep],
  );
  const virtualizer = useWindowVirtualizer({
    count: enabled ? count : 0,
    enabled,
    estimateSize: () => ESTIMATED_ROW_PX,
    gap: ROW_GAP_PX,
    overscan: OVERSCAN,
    scrollMargin: margin,
    initialRect: INITIAL_RECT,
    getItemKey: getKey,
    rangeExtractor,
  });
  const rows = virtualizer.getVirtualItems();
  // Rows that come into view mount in a transition, which React renders in slices between frames:
  // a jump across a long page (to the insert menu below the list and back) otherwise mounts a whole
  // viewport of rows inside the scroll event's task. Until then the rows already rendered stay.
  const shownFirst = useDeferredValue(rows[0]?.index ?? 0);
  const shownLast = useDeferredValue(rows.at(-1)?.index ?? -1);
  if (!enabled) return null;
  let first = Math.min(shownFirst, count - 1);
  let last = Math.min(shownLast, count - 1);
  if (keep >= 0 && keep < count) {
    first = Math.min(first, keep);
    last = Math.max(last, keep);
  }
  const measured = virtualizer.measurementsCache;
  if (last < first || !measured[first] || !measured[last]) return { first: 0, last: -1, paddingTop: 0, paddingBottom: virtualizer.getTotalSize(), measure: virtualizer.measureElement };
  return {
    first,
    last,
    paddingTop: measured[first]!.start - margin,
    paddingBottom: Math.max(0, virtualizer.getTotalSize() - (measured[last]!.end - margin)),
    measure: virtualizer.measureElement,
  };
}
