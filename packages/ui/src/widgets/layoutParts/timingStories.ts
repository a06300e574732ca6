import { expect, onMockCall, waitFor } from 'storybook/test';

/**
 * Real-clock timing checks for play functions. `storybook/test` has no fake clock (Vitest's
 * `vi.useFakeTimers` is not available to a story, which also runs in the Storybook UI), so a
 * delay is measured with performance.now() and checked against a lower bound (the delay itself:
 * a timer never fires early) and an upper sanity bound (the delay did happen, not a stall).
 */

/** The time of the latest `input` event on a field (a target-phase listener runs before React's). */
function lastInputTime(field: HTMLElement) {
  const state = { at: Number.NaN };
  field.addEventListener('input', () => {
    state.at = performance.now();
  });
  return state;
}

/** Starts recording when `spy` (an `fn()` from the story's args) is first called. */
function firstCallTime(spy: unknown) {
  let calledAt: number | undefined;
  const stop = onMockCall((mock) => {
    if (mock === spy && calledAt === undefined) calledAt = performance.now();
  });
  return {
    /** Waits up to `timeoutMs` for the call; returns the call's time. */
    async wait(timeoutMs: number) {
      await waitFor(() => expect(calledAt, 'the callback was never called').toBeDefined(), { timeout: timeoutMs });
      stop();
      return calledAt as number;
    },
  };
}

/** How much later than its delay a timer may fire on a loaded machine before the check calls it a stall. */
const STALL_FACTOR = 10;

/**
 * Types `text` into `field` and checks that `spy` (debounced by `delayMs`) is called once, no
 * sooner than `delayMs` after the last keystroke. The upper bound is a stall check only: CI runs
 * the stories beside the API suite on 2 cores, where a 200 ms timer can fire hundreds of ms late.
 */
export async function expectDebouncedCall(field: HTMLElement, spy: unknown, delayMs: number, type: () => Promise<void>) {
  const input = lastInputTime(field);
  const call = firstCallTime(spy);
  await type();
  const calledAt = await call.wait(delayMs * STALL_FACTOR);
  const elapsed = calledAt - input.at;
  // 1 ms of slack: the browser coarsens performance.now() and rounds timer deadlines.
  await expect(elapsed, `called ${Math.round(elapsed)} ms after the last keystroke`).toBeGreaterThanOrEqual(delayMs - 1);
  await expect(elapsed, `called ${Math.round(elapsed)} ms after the last keystroke`).toBeLessThanOrEqual(delayMs * STALL_FACTOR);
  await expect(spy).toHaveBeenCalledTimes(1);
}
