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

/** Smooth-scrolls to the element leaving room for the sticky navbar, over the page's real layout. */
export function scrollToElement(target: Element) {
  layOutAllBlocks();
  const top = target.getBoundingClientRect().top + window.scrollY - SCROLL_HASH_OFFSET_PX;
  window.scrollTo({ top, behavior: 'smooth' });
}

/** Smooth-scrolls to the target leaving room for the sticky navbar; falls back to the plain hash jump. */
export function scrollToAnchor(event: MouseEvent<HTMLAnchorElement>, id: string) {
  const target = typeof document === 'undefined' ? null : document.getElementById(id);
  if (!target) return;
  event.preventDefault();
  scrollToElement(target);
  history.replaceState(null, '', `#${id}`);
}
