export { staticTextItemBlock } from './StaticTextItem';
