export { dynamicButtonBlock } from './DynamicButton';
