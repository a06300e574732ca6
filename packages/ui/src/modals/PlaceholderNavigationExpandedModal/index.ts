export { PlaceholderNavigationExpandedModal, type PlaceholderNavigationExpandedModalProps, type NavigationGroup } from './PlaceholderNavigationExpandedModal';
