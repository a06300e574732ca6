import type { Locator, Page } from 'playwright-core';

/**
 * Picks a sortable item up by keyboard (Space on its drag handle) and returns once the arrow
 * keys will move it.
 *
 * dnd-kit's keyboard sensor marks the item as dragged at once (aria-pressed) but only starts
 * listening for the arrow keys in a `setTimeout` after the pick-up. Chromium runs input sent over
 * the DevTools protocol ahead of pending timers, so on a busy machine an arrow key pressed right
 * after aria-pressed could arrive before that listener and be lost. A timer queued in the page now
 * runs after dnd-kit's (timers of equal delay run in the order they were set), so awaiting one
 * proves the listener is attached. A person cannot press keys that fast; only tests need this.
 */
export async function pickUpByKeyboard(page: Page, handle: Locator): Promise<void> {
  await handle.focus();
  await page.keyboard.press('Space');
  await handle.and(page.locator('[aria-pressed="true"]')).waitFor();
  await page.evaluate(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
}
