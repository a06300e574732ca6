export { contentSubheadBlock } from './ContentSubhead';
