export { IconButton, iconButtonVariants, type IconButtonProps } from './IconButton';
