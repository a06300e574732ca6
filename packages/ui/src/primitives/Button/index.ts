export { Button, buttonVariants, type ButtonProps } from './Button';
