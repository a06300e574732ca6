import { expect, onMockCall, waitFor } from 'storybook/test';

/**
 * Real-clock timing checks for play functions. `storybook/test` has no fake clock (Vitest's
 * `vi.useFakeTimers` is not available to a story, which also runs in the Storybook UI), so a
 * delay is measured with performance.now() and checked against a lower bound (the delay itself:
 * a timer never fires early) and an upper sanity bound (the delay did happen, not a stall).
 */

/** The times of every `input` event on a field (a target-phase listener runs before React's). */
function inputTimes(field: HTMLElement): number[] {
  const times: number[] = [];
  field.addEventListener('input', () => times.push(performance.now()));
  return times;
}

/** The times of every call of `spy` (an `fn()` from the story's args) from now on. */
function callTimes(spy: unknown) {
  const times: number[] = [];
  const stop = onMockCall((mock) => {
    if (mock === spy) times.push(performance.now());
  });
  return { times, stop };
}

/** How much later than its delay a timer may fire on a loaded machine before the check calls it a stall. */
const STALL_FACTOR = 10;

/**
 * Types `text` into `field` and checks that `spy` (debounced by `delayMs`) is called no sooner than
 * `delayMs` after the keystroke before the call, and once after the last keystroke. Typing normally
 * outpaces the delay, so there is one call; on a loaded machine (CI runs the stories beside the API
 * suite on 2 cores) a keystroke can come later than the delay, and the debounce then rightly calls
 * during the typing too. The upper bound is a stall check only: a 200 ms timer can fire hundreds of
 * ms late there.
 */
export async function expectDebouncedCall(field: HTMLElement, spy: unknown, delayMs: number, type: () => Promise<void>) {
  const inputs = inputTimes(field);
  const calls = callTimes(spy);
  await type();
  const lastKeystroke = inputs.at(-1) ?? Number.NaN;
  await waitFor(() => expect(calls.times.filter((at) => at >= lastKeystroke), 'the callback was never called after the last keystroke').toHaveLength(1), {
    timeout: delayMs * STALL_FACTOR,
  });
  calls.stop();
  for (const calledAt of calls.times) {
    const keystroke = inputs.filter((at) => at <= calledAt).at(-1) ?? Number.NaN;
    const elapsed = calledAt - keystroke;
    // 1 ms of slack: the browser coarsens performance.now() and rounds timer deadlines.
    await expect(elapsed, `called ${Math.round(elapsed)} ms after the keystroke before it`).toBeGreaterThanOrEqual(delayMs - 1);
    await expect(elapsed, `called ${Math.round(elapsed)} ms after the keystroke before it`).toBeLessThanOrEqual(delayMs * STALL_FACTOR);
  }
  await expect(spy).toHaveBeenCalledTimes(calls.times.length);
}
