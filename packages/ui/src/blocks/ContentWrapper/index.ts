export { contentWrapperBlock } from './ContentWrapper';
