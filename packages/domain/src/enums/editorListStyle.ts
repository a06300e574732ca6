export const EDITOR_LIST_STYLE = {
  ORDERED: 'ordered',
  UNORDERED: 'unordered',
} as const;
export type EditorListStyle = (typeof EDITOR_LIST_STYLE)[keyof typeof EDITOR_LIST_STYLE];
