export const CREATOR_TAB = {
  PLACEHOLDERS: 'placeholders',
  VISIBILITY: 'visibility',
  LANGUAGES: 'languages',
  SCHEME: 'scheme',
  SETTINGS: 'settings',
  EDITOR: 'editor',
} as const;
export type CreatorTab = (typeof CREATOR_TAB)[keyof typeof CREATOR_TAB];
