export { BlockInsertMenu, type BlockInsertMenuProps, type BlockInsertRequest, type InsertPosition } from './BlockInsertMenu';
