export { textCardListBlock } from './TextCardList';
