export const PANEL_SIDE = {
  LEFT: 'left',
  RIGHT: 'right',
} as const;
export type PanelSide = (typeof PANEL_SIDE)[keyof typeof PANEL_SIDE];
