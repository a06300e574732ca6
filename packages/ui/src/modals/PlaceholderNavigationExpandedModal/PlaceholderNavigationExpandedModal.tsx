import type { NavLink } from '../MobileNavigationModal';
import { ModalWrapper } from '../ModalWrapper';

export interface NavigationGroup {
  title: string;
  links: readonly NavLink[];
}

export interface PlaceholderNavigationExpandedModalProps {
  open: boolean;
  onClose: () => void;
  /** The placeholder's own title (content-driven, already translated). */
  title: string;
  groups: readonly NavigationGroup[];
  onNavigate?: (href: string) => void;
}

/** A content-driven navigation placeholder opened to show all of its link groups. */
export function PlaceholderNavigationExpandedModal({ open, onClose, title, groups, onNavigate }: PlaceholderNavigationExpandedModalProps) {
  return (
    <ModalWrapper open={open} onClose={onClose} title={title} size="xl">
      <div className="grid gap-6 xs:grid-cols-2 lg:grid-cols-4">
        {groups.map((group) => (
          <section key={group.title} aria-label={group.title}>
            <h3 className="mb-2 font-semibold">{group.title}</h3>
            <ul className="flex flex-col gap-1">
              {group.links.map((link) => (
                <li key={link.href}>
                  <a href={link.href} onClick={() => onNavigate?.(link.href)} className="text-body-sm hover:underline">
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </ModalWrapper>
  );
}
