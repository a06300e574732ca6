// Admin area and creator components: props in, callbacks out (the app wires data and routing).
export * from './AdminSideNav';
export * from './AdminListTable';
export * from './BlockFieldForm';
export * from './BlockInsertMenu';
export * from './blockLabel';
export * from './ConfirmDialog';
export * from './CreatorTabs';
export * from './RichTextEditor';
export * from './SaveBlockedAlert';
export * from './SortableList';
export * from './ViewportToggle';
