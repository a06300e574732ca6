export const LIST_LOOP_MODE = {
  LOOPING: 'looping',
  ONCE: 'once',
} as const;
export type ListLoopMode = (typeof LIST_LOOP_MODE)[keyof typeof LIST_LOOP_MODE];
