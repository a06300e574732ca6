export const EDITOR_LIST_STYLE = {
  ORDERED: 'ordered',
  UNORDERED: 'unordered',
} as const;
