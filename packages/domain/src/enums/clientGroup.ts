/** Restriction client groups a customer belongs to; anonymous visitors count as RETAIL. */
export const CLIENT_GROUP = {
  RETAIL: 'RETAIL',
  SALON: 'SALON',
  SCHOOL: 'SCHOOL',
} as const;
export type ClientGroup = (typeof CLIENT_GROUP)[keyof typeof CLIENT_GROUP];
export const CLIENT_GROUPS: readonly ClientGroup[] = Object.values(CLIENT_GROUP);
