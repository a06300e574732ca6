import { ORDER_MISMATCH_TOLERANCE_EUR } from '../constants/orders';
import { CENTS_PER_EUR } from '../constants/units';

type NumberLike = number | string;

export interface OrderTotalsInput {
  readonly total: NumberLike | null | undefined;
  readonly transport: NumberLike | null | undefined;
  readonly lines: ReadonlyArray<{ readonly price: NumberLike | null; readonly quantity: NumberLike }>;
}

const toCents = (value: NumberLike | null | undefined): number =>
  Math.round(Number(value ?? 0) * CENTS_PER_EUR);

/**
 * True when the order's total minus transport differs from the sum of its lines by more than
 * the tolerance. Unreadable figures count as a mismatch: they are worth reporting too.
 * Works in cents so float noise cannot push a difference over the line.
 */
export const hasOrderMismatch = (order: OrderTotalsInput): boolean => {
  const total = toCents(order.total);
  const transport = toCents(order.transport);
  let linesSum = 0;
  for (const line of order.lines) {
    linesSum += (toCents(line.price) * Number(line.quantity));
  }
  const difference = Math.abs(total - transport - linesSum);
  if (!Number.isFinite(difference)) return true;
  return difference > ORDER_MISMATCH_TOLERANCE_EUR * CENTS_PER_EUR;
};
