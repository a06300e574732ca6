/**
 * The four editor actions the bench times, each from its first input until the editor shows the
 * result and the page is quiet again (the preview frame re-rendered, the refetches landed). Rows
 * are found by uuid (`data-uuid`), so the same steps work on any page size and with a
 * virtualised list (the rows the bench uses are near the top, rendered in either case).
 */
import type { Locator, Page } from 'playwright-core';
import { pickUpByKeyboard } from '../../e2e/dragAndDrop.ts';

const RESULT_TIMEOUT_MS = 60_000;
/** Quiet: no request in flight for this long (refetches after a write), then two frames. */
const QUIET_MS = 300;

/** The row's own line of buttons (a container's row also holds its children's rows). */
const ownLine = (page: Page, uuid: string): Locator => page.locator(`[data-uuid="${uuid}"] > div`).first();

/** Counts requests in flight, so an action can wait for the refetches its write starts. */
export function trackRequests(page: Page): () => Promise<void> {
  let inFlight = 0;
  let lastChange = Date.now();
  const change = (delta: number) => {
    inFlight += delta;
    lastChange = Date.now();
  };
  page.on('request', () => change(1));
  page.on('requestfinished', () => change(-1));
  page.on('requestfailed', () => change(-1));
  return async () => {
    const deadline = Date.now() + RESULT_TIMEOUT_MS;
    while (inFlight > 0 || Date.now() - lastChange < QUIET_MS) {
      if (Date.now() > deadline) throw new Error(`requests still in flight after ${RESULT_TIMEOUT_MS} ms`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    // Runs on the main thread: returns only after whatever the last answer started (a render of
    // the tree or of the same-origin preview) has run.
    await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
  };
}

const uuidsShown = (page: Page) => page.evaluate(() => Array.from(document.querySelectorAll('[data-uuid]'), (element) => element.getAttribute('data-uuid')!));

/** Whether row `a` comes before row `b` in the document (the tree is in page order). */
const isBefore = (page: Page, a: string, b: string) =>
  page.evaluate(([a, b]) => {
    const first = document.querySelector(`[data-uuid="${a}"]`);
    const second = document.querySelector(`[data-uuid="${b}"]`);
    return !!first && !!second && (first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
  }, [a, b] as const);

/** The row's 1-based place among its siblings (aria-posinset where a long list renders only some rows). */
const positionOf = (page: Page, uuid: string) =>
  page.evaluate((uuid) => {
    const item = document.querySelector(`[data-sortable-id="${uuid}"]`)!;
    return Number(item.getAttribute('aria-posinset')) || Array.from(item.parentElement!.children).indexOf(item) + 1;
  }, uuid);

async function until(check: () => Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + RESULT_TIMEOUT_MS;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what} did not show within ${RESULT_TIMEOUT_MS} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

export interface ActionSteps {
  /** From the first input until the editor shows the result. */
  act: () => Promise<void>;
}

/** Adds a spacer after `anchor` through its "Add next to" menu; done when a row with a new uuid shows. */
export function insertAfter(page: Page, anchor: string): ActionSteps {
  return {
    act: async () => {
      const before = new Set(await uuidsShown(page));
      await ownLine(page, anchor).getByRole('button', { name: /^Add next to / }).click();
      const menu = page.getByTestId('insert-menu');
      await menu.getByRole('combobox', { name: 'Block type' }).selectOption('Spacer');
      await menu.getByRole('button', { name: 'Add block' }).click();
      await until(async () => (await uuidsShown(page)).some((uuid) => !before.has(uuid)), 'the inserted block');
    },
  };
}

/** Deletes a block through its Delete button and the confirmation; done when its row is gone. */
export function remove(page: Page, target: string): ActionSteps {
  return {
    act: async () => {
      await ownLine(page, target).getByRole('button', { name: /^Delete / }).click();
      await page.getByRole('dialog', { name: /^Delete .*\?$/ }).getByRole('button', { name: 'Delete' }).click();
      await until(async () => (await page.locator(`[data-uuid="${target}"]`).count()) === 0, 'the deletion');
    },
  };
}

/** Moves a block one place down by keyboard (Space, ArrowDown, Space); done when it shows after its old next sibling. */
export function moveDown(page: Page, target: string, next: string): ActionSteps {
  const handle = () => ownLine(page, target).getByRole('button', { name: /^Move / });
  return {
    act: async () => {
      const position = await positionOf(page, target);
      await pickUpByKeyboard(page, handle());
      await page.keyboard.press('ArrowDown');
      // Dropped before dnd-kit has taken the new position, the item would land where it was (the
      // pick-up itself announces the old position).
      await page.getByRole('status').filter({ hasText: ` moved to position ${position + 1} of ` }).waitFor({ state: 'attached', timeout: RESULT_TIMEOUT_MS });
      await page.keyboard.press('Space');
      await until(() => isBefore(page, next, target), 'the move');
    },
  };
}

/** Undo from the toolbar (after moveDown); done when the block shows before that sibling again. */
export function undoMove(page: Page, target: string, next: string): ActionSteps {
  return {
    act: async () => {
      await page.getByRole('toolbar').getByRole('button', { name: 'Undo' }).click();
      await until(() => isBefore(page, target, next), 'the undo');
    },
  };
}
