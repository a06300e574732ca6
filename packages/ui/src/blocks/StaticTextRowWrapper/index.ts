export { staticTextRowWrapperBlock } from './StaticTextRowWrapper';
