export { horizontalProductListWithPanelBlock } from './HorizontalProductListWithPanel';
