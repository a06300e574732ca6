import { SCROLL_HASH_OFFSET_PX } from '@salon/domain';
import type { MouseEvent } from 'react';

/** An anchor id typed by an editor, without a leading '#'. */
export const anchorId = (value: string): string => value.trim().replace(/^#/, '');

/** Smooth-scrolls to the target leaving room for the sticky navbar; falls back to the plain hash jump. */
export function scrollToAnchor(event: MouseEvent<HTMLAnchorElement>, id: string) {
  const target = typeof document === 'undefined' ? null : document.getElementById(id);
  if (!target) return;
  event.preventDefault();
  const top = target.getBoundingClientRect().top + window.scrollY - SCROLL_HASH_OFFSET_PX;
  window.scrollTo({ top, behavior: 'smooth' });
  history.replaceState(null, '', `#${id}`);
}
