export const PANEL_SIDE = {
  LEFT: 'left',
  RIGHT: 'right',
} as const;
