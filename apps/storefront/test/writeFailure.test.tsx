// @vitest-environment happy-dom
import { ApiError } from '@salon/api-client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionInfo } from '../app/lib/appContext';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const session: SessionInfo = {
  locale: 'en-GB' as SessionInfo['locale'],
  shortCode: 'en' as SessionInfo['shortCode'],
  domain: 'ee' as SessionInfo['domain'],
  deliveryCountryId: 1,
  deliveryCountryChoiceRequired: false,
  user: null,
  analyticsContainerId: null,
};

/**
 * Mounts AppProvider with a component that reports a failed write through useWriteFailure, and
 * returns the popups and the open modal once the (lazily loaded) display has shown it.
 */
async function showFailure(error: unknown) {
  const { AppProvider, useAppOverlays } = await import('../app/lib/appContext');
  const { loadWriteFailureDisplay, useWriteFailure } = await import('../app/lib/writeFailure');
  const seen: { popups: string[]; modal: string | null } = { popups: [], modal: null };
  function Reporter() {
    const show = useWriteFailure();
    const overlays = useAppOverlays();
    seen.popups = overlays.popups.map((popup) => popup.message);
    seen.modal = overlays.modal;
    return <button type="button" onClick={() => show(error)} />;
  }
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  const queryClient = new QueryClient();
  const tree = (children: ReactNode) => (
    <QueryClientProvider client={queryClient}>
      <AppProvider session={session} queryClient={queryClient}>
        {children}
      </AppProvider>
    </QueryClientProvider>
  );
  await act(async () => root.render(tree(<Reporter />)));
  await act(async () => {
    container.querySelector('button')!.click();
    // The hook's own wait for the display, so that what it shows lands inside act.
    await loadWriteFailureDisplay().catch(() => {});
  });
  // A busy machine can settle the import later than the wait above (a full run seen once): give
  // it up to 2 s, each wait inside act so what it shows is rendered.
  for (let tries = 0; tries < 40 && seen.popups.length === 0 && seen.modal === null; tries++) {
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  }
  act(() => root.unmount());
  container.remove();
  return seen;
}

afterEach(() => {
  vi.doUnmock('../app/lib/writeFailureDisplay');
  vi.resetModules();
});

describe('useWriteFailure (decision 0071: the display loads when needed)', () => {
  it('shows a known refusal in the shop\'s words once the display has loaded', async () => {
    const seen = await showFailure(new ApiError(429, { code: 'TOO_MANY_REQUESTS', message: 'slow down' }));
    expect(seen.popups).toEqual(['Too many attempts. Please try again later.']);
  });

  it('opens the something-went-wrong modal for a server error', async () => {
    const seen = await showFailure(new ApiError(500, { code: 'INTERNAL', message: 'boom' }));
    expect(seen.modal).toBe('something-went-wrong');
  });

  it('still says the write failed when the display\'s code cannot be fetched (offline)', async () => {
    vi.resetModules();
    vi.doMock('../app/lib/writeFailureDisplay', () => {
      throw new TypeError('Failed to fetch dynamically imported module: /assets/writeFailureDisplay.js');
    });
    const seen = await showFailure(new ApiError(429, { code: 'TOO_MANY_REQUESTS', message: 'slow down' }));
    expect(seen.popups).toEqual(['Something went wrong']);
  });
});
