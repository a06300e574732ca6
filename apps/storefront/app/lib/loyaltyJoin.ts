import { useCallback } from 'react';
import { useApp } from './appContext';
import { useWriteFailure } from './writeFailure';

/**
 * Joins the loyalty programme for the active customer (the call-to-join modal, the loyalty page's
 * join button, the account overview). On success the page reloads: the user then carries the
 * new membership and the welcome modal greets it. A refusal is shown; nothing claims success.
 */
export function useJoinLoyalty(): (() => Promise<void>) | null {
  const { api, user, openModal } = useApp();
  const showFailure = useWriteFailure();
  const customer = user?.active_company?.customer ?? null;
  const join = useCallback(async () => {
    if (!customer) return;
    try {
      await api.customers.joinLoyalty(customer.uuid);
    } catch (error) {
      showFailure(error);
      return;
    }
    window.location.reload();
  }, [api, customer, showFailure]);
  if (!user) return () => Promise.resolve(openModal('login'));
  return customer && customer.loyalty.can_join_loyalty && !customer.loyalty.is_loyal ? join : null;
}
