import { PLACEHOLDER_POSITION, type PlaceholderPosition } from '@salon/domain';

/**
 * What the store renders of each placeholder position, so a shopper's browser gets only that
 * (lib/hydration.tsx). A position that starts to be rendered is added here, or its content
 * never reaches the browser; test/placeholderPositions.test.ts checks the app's code against it.
 */
export const PLACEHOLDER_RENDERED = {
  /** Label, link and blocks: the strip above the navbar, the navigation, the product lists' head and foot. */
  blocks: [PLACEHOLDER_POSITION.NAVBAR_TOP_BANNER, PLACEHOLDER_POSITION.NAVBAR_TOP, PLACEHOLDER_POSITION.PRODUCT_LIST_HEAD, PLACEHOLDER_POSITION.PRODUCT_LIST_FOOT],
  /** Label and link only: the footer's and the purchase menu's link columns. */
  links: [PLACEHOLDER_POSITION.PURCHASE_HELP, PLACEHOLDER_POSITION.ABOUT_AND_HELP, PLACEHOLDER_POSITION.FOOTER_CONTACT],
} as const satisfies Record<string, readonly PlaceholderPosition[]>;
