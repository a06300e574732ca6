export { CategoryButtons, type CategoryButtonsProps } from './CategoryButtons';
