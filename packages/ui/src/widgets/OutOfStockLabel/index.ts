export { OutOfStockLabel } from './OutOfStockLabel';
