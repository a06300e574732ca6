export const FILE_KIND = {
  IMAGES: 'images',
  DOCUMENTS: 'documents',
} as const;
export type FileKind = (typeof FILE_KIND)[keyof typeof FILE_KIND];
