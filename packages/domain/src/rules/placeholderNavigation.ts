import { safeHref } from './safeUrl';
import { translatedValue, type TranslatableInput } from './translatedValue';

/** A block as a placeholder stores it (the creator's component rows). */
export interface NavigationBlock {
  readonly uuid: string;
  readonly parent_uuid: string | null;
  readonly index: number;
  readonly props: Readonly<Record<string, unknown>>;
}

interface NavigationLink {
  label: string;
  href: string;
}

export interface NavigationGroup {
  title: string;
  links: NavigationLink[];
}

const plainText = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** A block's title in the page language: `title`, else its translatable `i18n_title`. */
function blockTitle(block: NavigationBlock, locale: string): string {
  return plainText(block.props.title) || translatedValue(block.props.i18n_title as TranslatableInput, locale).trim();
}

/**
 * The link groups of a navigation placeholder (navbar top): one group per top-level block, in
 * order. A group lists every link in its block and the blocks inside it (a title and a linkUrl
 * the store renders: safeHref, so javascript: and the like never become links), each address
 * once. Its title is the top-level block's own title when that block is not itself one of the
 * links (a wrapper with a title), else the placeholder's label. Groups without links are left out.
 */
export function placeholderNavigationGroups(blocks: readonly NavigationBlock[], label: string, locale: string): NavigationGroup[] {
  const children = new Map<string | null, NavigationBlock[]>();
  for (const block of blocks) children.set(block.parent_uuid, [...(children.get(block.parent_uuid) ?? []), block]);
  const ordered = (parent: string | null) => [...(children.get(parent) ?? [])].sort((a, b) => a.index - b.index);
  const linksOf = (block: NavigationBlock): NavigationLink[] => {
    const title = blockTitle(block, locale);
    const href = safeHref(plainText(block.props.linkUrl) || undefined);
    return [...(title && href ? [{ label: title, href }] : []), ...ordered(block.uuid).flatMap(linksOf)];
  };
  return ordered(null).flatMap((top) => {
    const links = linksOf(top).filter((link, index, all) => all.findIndex((other) => other.href === link.href) === index);
    if (links.length === 0) return [];
    const ownTitle = blockTitle(top, locale);
    const isItselfALink = links.some((link) => link.label === ownTitle);
    return [{ title: ownTitle && !isItselfALink ? ownTitle : label, links }];
  });
}
