/** Total minus transport may differ from the lines' sum by this many EUR before it is a mismatch. */
export const ORDER_MISMATCH_TOLERANCE_EUR = 1;

/**
 * How long a placed, unpaid order keeps its event seats after its payment started (decision 0082,
 * our choice: the spec names none). Long enough for a bank link or card check; a failed or
 * cancelled payment gives them back at once, and a retry takes them again if they are still free.
 */
export const EVENT_SEAT_HOLD_MINUTES = 30;

/**
 * How many unpaid orders holding event seats one client address may have at once (decision 0082,
 * our choice): a buyer pays one order at a time; a script that starts payments and abandons them
 * would otherwise keep every seat taken, one 30-minute hold after another.
 */
export const MAX_SEAT_HOLDING_ORDERS_PER_CLIENT = 3;

/**
 * The most event seats one order takes, of all its tickets together (the event page offered it
 * only in the browser before, decision 0082): a buyer for a salon's team books them in one order;
 * a script could otherwise hold a whole event with one.
 */
export const MAX_TICKETS_PER_ORDER = 20;

/** The longest comment a shopper leaves on the delivery or contact step (both the form and the API). */
export const CHECKOUT_COMMENT_MAX_LENGTH = 255;
