export const TEXT_COLOR = {
  BLACK: 'black',
  WHITE: 'white',
} as const;
