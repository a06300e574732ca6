import { describe, expect, it } from 'vitest';
import { createLatestOnly, isAbortError } from './latestOnly';

function abortable(signal: AbortSignal, value: string, delayMs: number) {
  return new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => resolve(value), delayMs);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(new DOMException('aborted', 'AbortError'));
    });
  });
}

describe('createLatestOnly', () => {
  it('aborts the older call for the same key and lets the newer one finish', async () => {
    const latestOnly = createLatestOnly();
    const first = latestOnly('line-1', (signal) => abortable(signal, 'first', 50));
    const second = latestOnly('line-1', (signal) => abortable(signal, 'second', 5));
    const firstError = await first.catch((error: unknown) => error);
    expect(isAbortError(firstError)).toBe(true);
    await expect(second).resolves.toBe('second');
  });

  it('keeps calls for different keys independent', async () => {
    const latestOnly = createLatestOnly();
    const results = await Promise.all([
      latestOnly('line-1', (signal) => abortable(signal, 'a', 5)),
      latestOnly('line-2', (signal) => abortable(signal, 'b', 5)),
    ]);
    expect(results).toEqual(['a', 'b']);
  });

  it('does not treat ordinary errors as cancellations', () => {
    expect(isAbortError(new Error('boom'))).toBe(false);
    expect(isAbortError('AbortError')).toBe(false);
  });
});
