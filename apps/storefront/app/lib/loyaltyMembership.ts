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

/**
 * Leaves the programme for the active customer (the loyalty-leaving modal, opened from the
 * account overview). Resolves true once the API has ended the membership (the caller then
 * reloads, so every figure on the page is the stored one); a refusal is shown and resolves false.
 * Null when the active customer is not a member.
 */
export function useLeaveLoyalty(): (() => Promise<boolean>) | null {
  const { api, user } = useApp();
  const showFailure = useWriteFailure();
  const customer = user?.active_company?.customer ?? null;
  const leave = useCallback(async () => {
    if (!customer) return false;
    try {
      await api.customers.leaveLoyalty(customer.uuid);
      return true;
    } catch (error) {
      showFailure(error);
      return false;
    }
  }, [api, customer, showFailure]);
  return customer?.loyalty.is_loyal ? leave : null;
}
