import { hasPrice } from '@salon/domain';
import type { Amount } from '../Price';

export interface Restriction {
  reason: string;
}

export type AddToCartBlock = 'noPrice' | 'restricted' | 'productDisabled' | 'inCart' | null;

export interface AddToCartState {
  price: Amount;
  restrictions?: readonly Restriction[] | null;
  isDisabled?: boolean;
  inCart?: boolean;
}

/** Why adding is not possible, first reason wins; null when the product can be added. */
export function addToCartBlock({ price, restrictions, isDisabled, inCart }: AddToCartState): AddToCartBlock {
  if (inCart) return 'inCart';
  // The domain's price rule: a missing price cannot be bought.
  if (!hasPrice(price)) return 'noPrice';
  if (restrictions && restrictions.length > 0) return 'restricted';
  if (isDisabled) return 'productDisabled';
  return null;
}
