import { PopupStack, type Popup } from '@salon/ui';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

interface PopupApi {
  show: (message: string, kind?: Popup['kind']) => void;
}
const PopupContext = createContext<PopupApi>({ show: () => undefined });

/** The admin's 'saved' / 'deleted' / error popups. */
export function AdminPopups({ children }: { children: ReactNode }) {
  const [popups, setPopups] = useState<Popup[]>([]);
  const show = useCallback((message: string, kind: Popup['kind'] = 'success') => {
    setPopups((current) => [...current, { id: `${Date.now()}-${Math.random()}`, message, kind }]);
  }, []);
  const value = useMemo(() => ({ show }), [show]);
  return (
    <PopupContext.Provider value={value}>
      {children}
      <PopupStack popups={popups} onRemove={(id) => setPopups((current) => current.filter((popup) => popup.id !== id))} />
    </PopupContext.Provider>
  );
}

export const usePopups = () => useContext(PopupContext);
