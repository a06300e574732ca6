export const INSERT_DIRECTION = {
  VERTICAL: 'vertical',
  HORIZONTAL: 'horizontal',
} as const;
export type InsertDirection = (typeof INSERT_DIRECTION)[keyof typeof INSERT_DIRECTION];
