export { labelTextItemBlock } from './LabelTextItem';
