// @vitest-environment happy-dom
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { showFailure } from './writeFailureHarness';

// The display's chunk cannot be fetched (offline), for every import in this file.
vi.mock('../app/lib/writeFailureDisplay', () => {
  throw new TypeError('Failed to fetch dynamically imported module: /assets/writeFailureDisplay.js');
});

// The storefront project shares one module graph per worker (`isolate: false`): another file may
// already hold the real display in lib/writeFailure.ts's kept promise (a fresh clone's run once
// answered "Too many attempts" here). A fresh graph makes the lazy import meet the mock.
beforeAll(() => {
  vi.resetModules();
});

describe('useWriteFailure (decision 0071: the display loads when needed)', () => {
  it('still says the write failed when the display\'s code cannot be fetched (offline)', async () => {
    const { ApiError } = await import('@salon/api-client');
    const seen = await showFailure(new ApiError(429, { code: 'TOO_MANY_REQUESTS', message: 'slow down' }));
    expect(seen.popups).toEqual(['Something went wrong']);
  });
});
