export { iconTextBoxesBlock } from './IconTextBoxes';
