export { iconTextBoxRowBlock } from './IconTextBoxRow';
