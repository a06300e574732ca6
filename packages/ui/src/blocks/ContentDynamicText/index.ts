export { contentDynamicTextBlock } from './ContentDynamicText';
