export { ScrollToTopButton, type ScrollToTopButtonProps } from './ScrollToTopButton';
