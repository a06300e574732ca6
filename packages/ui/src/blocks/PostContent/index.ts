export { postContentBlock } from './PostContent';
