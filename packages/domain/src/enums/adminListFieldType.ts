export const ADMIN_LIST_FIELD_TYPE = {
  LANGUAGE_STRING: 'languageString',
  STRING: 'string',
  RADIOS: 'radios',
  FOREIGN_KEY: 'foreignKey',
  DATE_TIME: 'dateTime',
  BOOLEAN: 'boolean',
} as const;
export type AdminListFieldType = (typeof ADMIN_LIST_FIELD_TYPE)[keyof typeof ADMIN_LIST_FIELD_TYPE];
