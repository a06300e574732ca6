import { PLACEHOLDER_POSITION, placeholderNavigationGroups, safeHref, type NavigationGroup } from '@salon/domain';
import { Button } from '@salon/ui';
import { useApp } from '../lib/appContext';
import { usePlaceholders } from './placeholders';

/**
 * A navigation placeholder (navbar top) as the navbars show it: the spec's "extra
 * content-driven links". One without link groups is a plain link (label + linkUrl); one whose
 * blocks hold links is a menu that opens the placeholder-navigation-expanded modal with them
 * (decision 0044).
 */
export interface NavbarPlaceholder {
  key: string;
  label: string;
  href: string | null;
  groups: NavigationGroup[];
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

export function useNavbarPlaceholders(): NavbarPlaceholder[] {
  const { locale } = useApp();
  const { matched } = usePlaceholders(PLACEHOLDER_POSITION.NAVBAR_TOP);
  return matched.flatMap((placeholder) => {
    const props = placeholder.props as { label?: unknown; linkUrl?: unknown };
    const label = text(props.label);
    const href = safeHref(text(props.linkUrl) || undefined) ?? null;
    const groups = placeholderNavigationGroups(placeholder.components, label, locale);
    return label && (href || groups.length > 0) ? [{ key: placeholder.uuid, label, href, groups }] : [];
  });
}

/** The mobile navigation's "More" tab: the same placeholders, menus opening the same modal. */
export function MobileNavbarPlaceholders({ placeholders, onOpen, onNavigate }: { placeholders: readonly NavbarPlaceholder[]; onOpen: (placeholder: NavbarPlaceholder) => void; onNavigate: () => void }) {
  return (
    <ul className="flex flex-col gap-1">
      {placeholders.map((placeholder) => (
        <li key={placeholder.key}>
          {placeholder.groups.length > 0 ? (
            <Button variant="ghost" size={null} aria-haspopup="dialog" onClick={() => onOpen(placeholder)} className="flex min-h-11 w-full items-center px-2 text-left font-semibold">
              {placeholder.label}
            </Button>
          ) : (
            <a href={placeholder.href!} onClick={onNavigate} className="flex min-h-11 items-center rounded px-2 font-semibold hover:bg-brand-surface">
              {placeholder.label}
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}
