export const ALIGNMENT = {
  LEFT: 'left',
  CENTER: 'center',
  RIGHT: 'right',
} as const;
export type Alignment = (typeof ALIGNMENT)[keyof typeof ALIGNMENT];

export const DEFAULT_ALIGNMENT: Alignment = ALIGNMENT.LEFT;
/** Stored by older editor versions; read as left. */
export const LEGACY_JUSTIFY_ALIGNMENT = 'justify';
