export { FavouriteToggle, type FavouriteToggleProps } from './FavouriteToggle';
