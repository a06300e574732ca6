export { categoryHeadBlock } from './CategoryHead';
