export { splitTags, contentHeadBlock } from './ContentHead';
