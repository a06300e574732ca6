export const FILE_TYPE = {
  MANUAL: 2,
  GENERAL: 11,
} as const;
export type FileType = (typeof FILE_TYPE)[keyof typeof FILE_TYPE];
