export const EDITOR_BLOCK_TYPE = {
  HEADER: 'header',
  PARAGRAPH: 'paragraph',
  QUOTE: 'quote',
  LIST: 'list',
  IMAGE: 'image',
  LINK: 'link',
  DELIMITER: 'delimiter',
} as const;
export type EditorBlockType = (typeof EDITOR_BLOCK_TYPE)[keyof typeof EDITOR_BLOCK_TYPE];
