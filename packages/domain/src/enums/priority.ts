export const PRIORITY = {
  LOW: 'low',
  NORMAL: 'normal',
  HIGH: 'high',
} as const;
export type Priority = (typeof PRIORITY)[keyof typeof PRIORITY];
