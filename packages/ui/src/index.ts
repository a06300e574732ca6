export * from './primitives';
export * from './i18n';
export * from './widgets';
export * from './modals';
export * from './blocks';
export * from './admin';
export * from './forms';
