// @vitest-environment happy-dom
import { ApiError } from '@salon/api-client';
import { describe, expect, it, vi } from 'vitest';
import { showFailure } from './writeFailureHarness';

// The display's chunk cannot be fetched (offline), for every import in this file.
vi.mock('../app/lib/writeFailureDisplay', () => {
  throw new TypeError('Failed to fetch dynamically imported module: /assets/writeFailureDisplay.js');
});

describe('useWriteFailure (decision 0071: the display loads when needed)', () => {
  it('still says the write failed when the display\'s code cannot be fetched (offline)', async () => {
    const seen = await showFailure(new ApiError(429, { code: 'TOO_MANY_REQUESTS', message: 'slow down' }));
    expect(seen.popups).toEqual(['Something went wrong']);
  });
});
