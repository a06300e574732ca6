// @vitest-environment happy-dom
import { ApiError } from '@salon/api-client';
import { describe, expect, it } from 'vitest';
import { showFailure } from './writeFailureHarness';

describe('useWriteFailure (decision 0071: the display loads when needed)', () => {
  it('shows a known refusal in the shop\'s words once the display has loaded', async () => {
    const seen = await showFailure(new ApiError(429, { code: 'TOO_MANY_REQUESTS', message: 'slow down' }));
    expect(seen.popups).toEqual(['Too many attempts. Please try again later.']);
  });

  it('opens the something-went-wrong modal for a server error', async () => {
    const seen = await showFailure(new ApiError(500, { code: 'INTERNAL', message: 'boom' }));
    expect(seen.modal).toBe('something-went-wrong');
  });
});
