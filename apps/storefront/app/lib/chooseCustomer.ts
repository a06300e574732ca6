import { useApp } from './appContext';
import { useWriteFailure } from './writeFailure';

/**
 * Switches the customer the user acts for, then reloads so every price and offer follows; a
 * refusal is shown. One mechanism for the header's account menu and the entity modal.
 */
export function useChooseCustomer(): (uuid: string) => Promise<void> {
  const { api } = useApp();
  const showFailure = useWriteFailure();
  return (uuid: string) =>
    api.customers.changeActiveEntity(uuid).then(
      () => window.location.reload(),
      (error: unknown) => showFailure(error),
    );
}
