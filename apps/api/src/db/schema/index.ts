/** Every table of the API database, one module per area. */
export * from './access';
export * from './customers';
export * from './catalogue';
export * from './events';
export * from './delivery';
export * from './orders';
export * from './loyalty';
export * from './marketing';
export type { TranslatedValue, Translations } from './columns';
export * from './creator';
export * from './media';
export * from './audit';
export * from './security';
export * from './accountFlows';
export * from './operations';
export * from './socialLogin';
export * from './cache';
