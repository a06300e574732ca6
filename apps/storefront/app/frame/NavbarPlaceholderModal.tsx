import { PlaceholderNavigationExpandedModal } from '@salon/ui';
import type { NavbarPlaceholder } from './navigationPlaceholders';

/**
 * A navigation placeholder's menu, open. Its own module: the navbar loads it (with the modal layer
 * under it) when a shopper opens such a menu, not with every page.
 */
export default function NavbarPlaceholderModal({ placeholder, onClose, onNavigate }: { placeholder: NavbarPlaceholder; onClose: () => void; onNavigate?: () => void }) {
  return <PlaceholderNavigationExpandedModal open onClose={onClose} title={placeholder.label} groups={placeholder.groups} onNavigate={onNavigate} />;
}
