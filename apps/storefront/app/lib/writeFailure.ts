import { isSilentError } from '@salon/api-client';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useApp, type AppContextValue } from './appContext';
import { retryableOnce } from './retryableOnce';

/**
 * The code that words and shows a refused write (lib/writeFailureDisplay.ts). A shop page fetches
 * it at its first idle moment (AppProvider), so it is there before a write can fail, even if the
 * connection drops later; a failed fetch is tried again by the next failure (decision 0071).
 */
export const loadWriteFailureDisplay = retryableOnce(() => import('./writeFailureDisplay'));

/**
 * Shows a failed write of the shop (cart, favourites, checkout, account forms) as
 * lib/writeFailureDisplay.ts says. If its code cannot be fetched (offline), or showing fails
 * for any reason, the shopper still sees that the write failed: a popup, never silence.
 */
export function useWriteFailure(): (error: unknown) => void {
  const { t, addPopup, showErrorModal } = useApp();
  const queryClient = useQueryClient();
  return useCallback(
    (error: unknown) => {
      if (isSilentError(error)) return;
      loadWriteFailureDisplay()
        .then(({ showWriteFailure }) => showWriteFailure(error, { t, addPopup, showErrorModal, queryClient }))
        .catch(() => addPopup(t('somethingWentWrong'), 'error'));
    },
    [t, addPopup, showErrorModal, queryClient],
  );
}

/**
 * A refused block write (newsletter signup, the careers CV form) as the Error its block shows
 * (lib/writeFailureDisplay.ts); without that code (offline), an empty one: the block's own
 * failure text.
 */
export async function explainBlockWriteFailure(error: unknown, t: AppContextValue['t']): Promise<Error> {
  try {
    return (await loadWriteFailureDisplay()).explainBlockWriteFailure(error, t);
  } catch {
    return new Error('');
  }
}
