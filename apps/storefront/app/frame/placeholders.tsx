import type { PlaceholderContent } from '@salon/api-client';
import { PLACEHOLDER_POSITION, cssColor, matchPlaceholders, safeHref, type PlaceholderPosition, type PlaceholderTarget } from '@salon/domain';
import type { NavLink } from '@salon/ui';
import { useQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { useApp } from '../lib/appContext';
import { preloadableLazy } from '../lib/preloadableLazy';

/** What the site-wide placeholders are matched against when a page has no brand or category. */
const ANY_ROUTE: PlaceholderTarget = { kind: 'route', query: {} };

/** Label, link and colours an editor gives a placeholder (page-builder.md, placeholder props). */
interface PlaceholderLinkProps {
  label?: unknown;
  linkUrl?: unknown;
  backgroundColor?: unknown;
  textColor?: unknown;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

/** The placeholders of one position that apply to the target, in display order (domain matching rule). */
export function placeholdersAt(all: readonly PlaceholderContent[], position: PlaceholderPosition, target: PlaceholderTarget = ANY_ROUTE) {
  return matchPlaceholders(
    all.filter((placeholder) => placeholder.type === position),
    target,
  );
}

/**
 * A placeholder's own link (label + linkUrl), or null when the editor left either out or the
 * link is not one we render (javascript:, data:, vbscript:...: the blocks' URL filter, safeHref).
 */
export function placeholderLink(placeholder: PlaceholderContent): NavLink | null {
  const props = placeholder.props as PlaceholderLinkProps;
  const label = text(props.label);
  const href = safeHref(text(props.linkUrl));
  return label && href ? { label, href } : null;
}

export const placeholderLinks = (placeholders: readonly PlaceholderContent[]): NavLink[] =>
  placeholders.map(placeholderLink).filter((link): link is NavLink => link !== null);

/**
 * A link column of placeholder links plus the app's own: staff may already have placed one of
 * ours (e.g. /contact) in the placeholder, and a column lists each address once.
 */
export const withAppLinks = (links: readonly NavLink[], ...appLinks: NavLink[]): NavLink[] => [
  ...links,
  ...appLinks.filter((appLink) => !links.some((link) => link.href === appLink.href)),
];

/** Every placeholder of the page language (one request, cached like components, prefetched by the root loader). */
export function useSitePlaceholders(): readonly PlaceholderContent[] {
  const { queries, locale } = useApp();
  return useQuery(queries.placeholders({ language: locale })).data ?? [];
}

export function usePlaceholders(position: PlaceholderPosition, target?: PlaceholderTarget) {
  return placeholdersAt(useSitePlaceholders(), position, target);
}

// The block registry (and the forms some blocks hold) loads only where a placeholder has blocks.
export const PlaceholderBlocksView = preloadableLazy(() => import('../components/blockViews').then((views) => ({ default: views.PlaceholderBlocks })));

/** The blocks placed into matched placeholders, through the block registry. */
export function PlaceholderBlocks({ placeholders, position }: { placeholders: readonly PlaceholderContent[]; position: PlaceholderPosition }) {
  const filled = placeholders.filter((placeholder) => placeholder.components.length > 0);
  if (filled.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <PlaceholderBlocksView placeholders={filled} position={position} />
    </Suspense>
  );
}

/** The strip above the navbar: the placeholder's label as a link in its colours, plus any blocks placed in it. */
export function NavbarTopBanner() {
  const { matched } = usePlaceholders(PLACEHOLDER_POSITION.NAVBAR_TOP_BANNER);
  if (matched.length === 0) return null;
  return (
    <div data-placeholder={PLACEHOLDER_POSITION.NAVBAR_TOP_BANNER}>
      {matched.map((placeholder) => {
        const link = placeholderLink(placeholder);
        const props = placeholder.props as PlaceholderLinkProps;
        // Only a colour reaches the style attribute, whatever is stored (decision 0082).
        const style = { backgroundColor: cssColor(props.backgroundColor), color: cssColor(props.textColor) };
        return link ? (
          <a key={placeholder.uuid} href={link.href} style={style} className="block bg-brand-ink px-gutter py-2 text-center text-body-sm font-semibold text-brand-paper">
            {link.label}
          </a>
        ) : null;
      })}
      <PlaceholderBlocks placeholders={matched} position={PLACEHOLDER_POSITION.NAVBAR_TOP_BANNER} />
    </div>
  );
}
