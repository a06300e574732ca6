export { type ScrollToLink, parseScrollToLinks, scrollToListBlock } from './ScrollToList';
