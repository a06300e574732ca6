export const TEXT_COLOR = {
  BLACK: 'black',
  WHITE: 'white',
} as const;
export type TextColor = (typeof TEXT_COLOR)[keyof typeof TEXT_COLOR];
