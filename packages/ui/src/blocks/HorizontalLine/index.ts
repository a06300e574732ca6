export { horizontalLineBlock } from './HorizontalLine';
