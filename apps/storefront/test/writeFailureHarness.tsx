// Shared by writeFailure.test.tsx and writeFailureOffline.test.tsx: the offline case mocks the
// display's module for its whole file (a mock switched on and off between tests of one file, with
// module resets in between, was missed now and then).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
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
export async function showFailure(error: unknown) {
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
  // What AppProvider fetched ahead (the delivery-country reader) settles before the file ends: an
  // import still loading when the test environment is torn down is an unhandled error.
  const { loadDeliveryCountry } = await import('../app/lib/deliveryCountryLoader');
  await act(() => loadDeliveryCountry().then(() => undefined, () => undefined));
  act(() => root.unmount());
  container.remove();
  return seen;
}
