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

/**
 * Smooth-scrolls to the element leaving room for the sticky navbar, over the page's real layout.
 * Content above the target can still change height while the scroll runs (a product list that
 * loads as it comes near), and the browser keeps a scroll's aim: when the scroll ends where it
 * was aimed but the target has moved, it is aimed again, without animation. A scroll the visitor
 * took over ends elsewhere and is left alone.
 */
export function scrollToElement(target: Element) {
  layOutAllBlocks();
  const aimed = targetTop(target);
  // Already there: no scroll would run, and no scrollend would come to take the listener away.
  if (samePlace(window.scrollY, aimed)) return;
  window.scrollTo({ top: aimed, behavior: 'smooth' });
  window.addEventListener(
    'scrollend',
    () => {
      const top = targetTop(target);
      if (samePlace(window.scrollY, aimed) && !samePlace(top, aimed)) window.scrollTo({ top, behavior: 'instant' });
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
