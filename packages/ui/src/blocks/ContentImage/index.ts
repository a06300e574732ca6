export { contentImageBlock } from './ContentImage';
