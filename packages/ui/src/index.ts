export * from './i18n';
export * from './widgets/Message';
