export { StickyArea, type StickyAreaProps } from './StickyArea';
