export { tableOfContentsBlock } from './TableOfContents';
