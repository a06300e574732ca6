/** Total minus transport may differ from the lines' sum by this many EUR before it is a mismatch. */
export const ORDER_MISMATCH_TOLERANCE_EUR = 1;
