export const APPROVAL = {
  PENDING: 'pending',
  APPROVED: 'approved',
  DENIED: 'denied',
} as const;
export type Approval = (typeof APPROVAL)[keyof typeof APPROVAL];
