import { SCROLL_HASH_OFFSET_PX } from '@salon/domain';
import type { MouseEvent } from 'react';

/** An anchor id typed by an editor, without a leading '#'. */
export const anchorId = (value: string): string => value.trim().replace(/^#/, '');

/** The attribute on <html> that makes composed pages lay out all their blocks (package.css). */
const BLOCKS_LAID_OUT_ATTRIBUTE = 'data-blocks-laid-out';

/**
 * Lays out, for good, the blocks composed pages leave unlaid until they come near (package.css):
 * anything that scrolls to an anchor does this first, or it measures across their placeholder
 * heights and ends beside its target once they grow.
 */
export function layOutAllBlocks() {
  document.documentElement.setAttribute(BLOCKS_LAID_OUT_ATTRIBUTE, '');
}

const targetTop = (target: Element) => target.getBoundingClientRect().top + window.scrollY - SCROLL_HASH_OFFSET_PX;
/** Scroll positions within a pixel are the same place (layout rounds fractional offsets). */
const samePlace = (a: number, b: number) => Math.abs(a - b) <= 1;

/** How long after an anchor jump the target is held in place while the content above it settles. */
const SETTLE_MS = 2_000;
/** What the visitor does to scroll on their own; any of them ends the jump's hold on the page. */
const VISITOR_SCROLL_EVENTS = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const;

/** Whether the visitor has scrolled, tapped, clicked or typed since the call, until `stop()`. */
function watchVisitor(onInput: () => void = () => {}) {
  const watch = {
    tookOver: false,
    stop: () => {
      for (const type of VISITOR_SCROLL_EVENTS) window.removeEventListener(type, input, { capture: true });
    },
  };
  const input = () => {
    watch.tookOver = true;
    watch.stop();
    onInput();
  };
  for (const type of VISITOR_SCROLL_EVENTS) window.addEventListener(type, input, { capture: true, passive: true });
  return watch;
}

/**
 * Keeps the target where the jump put it while the page above it settles: a product list that
 * loads once it comes near, or an image, can grow after the scroll has ended, and the browser's
 * scroll anchoring does not follow when the growing list is itself the first thing in view. Ends
 * after SETTLE_MS or as soon as the visitor scrolls, taps, clicks or types.
 */
function holdInPlace(target: Element) {
  if (typeof ResizeObserver === 'undefined') return;
  const observer = new ResizeObserver(() => {
    const top = targetTop(target);
    if (!samePlace(window.scrollY, top)) window.scrollTo({ top, behavior: 'instant' });
  });
  const end = () => {
    observer.disconnect();
    window.clearTimeout(timer);
    visitor.stop();
  };
  const visitor = watchVisitor(end);
  const timer = window.setTimeout(end, SETTLE_MS);
  observer.observe(document.body);
}

/**
 * Smooth-scrolls to the element leaving room for the sticky navbar, over the page's real layout.
 * Content above the target can still change height while the scroll runs or just after it (a
 * product list that loads as it comes near): when the scroll ends, the target is aimed at again
 * where it now is, without animation, and held there while the page settles (holdInPlace). A
 * scroll the visitor takes over (wheel, touch, click, key) is left alone.
 */
export function scrollToElement(target: Element) {
  layOutAllBlocks();
  const aimed = targetTop(target);
  // Already there: no scroll would run, and no scrollend would come to take the listener away.
  if (samePlace(window.scrollY, aimed)) {
    holdInPlace(target);
    return;
  }
  const visitor = watchVisitor();
  window.scrollTo({ top: aimed, behavior: 'smooth' });
  window.addEventListener(
    'scrollend',
    () => {
      visitor.stop();
      if (visitor.tookOver) return;
      const top = targetTop(target);
      if (!samePlace(window.scrollY, top)) window.scrollTo({ top, behavior: 'instant' });
      holdInPlace(target);
    },
    { once: true },
  );
}

/** Smooth-scrolls to the target leaving room for the sticky navbar; falls back to the plain hash jump. */
export function scrollToAnchor(event: MouseEvent<HTMLAnchorElement>, id: string) {
  const target = typeof document === 'undefined' ? null : document.getElementById(id);
  if (!target) return;
  event.preventDefault();
  scrollToElement(target);
  history.replaceState(null, '', `#${id}`);
}
