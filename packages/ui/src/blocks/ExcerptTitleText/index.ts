export { excerptTitleTextBlock } from './ExcerptTitleText';
