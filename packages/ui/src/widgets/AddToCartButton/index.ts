export { AddToCartButton, Spinner, type AddToCartButtonProps } from './AddToCartButton';
export { addToCartBlock, type AddToCartBlock, type AddToCartState, type Restriction } from './addToCartBlock';
