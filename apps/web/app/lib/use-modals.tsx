import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';

export type ModalName = 'cartWidget' | 'referModal' | 'cartModal' | 'wishlistModal' | 'sideMenu';

interface Modals {
  visible: Partial<Record<ModalName, boolean>>;
  open(name: ModalName): void;
  /** Closes the named modals, or all of them when none is named. */
  close(...names: ModalName[]): void;
  toggle(name: ModalName): void;
  set(values: Partial<Record<ModalName, boolean>>): void;
}

const ModalsContext = createContext<Modals | null>(null);

/** Which overlays are open (spec 000 §4): a map of modal names to true. */
export function ModalsProvider({ children }: { children: ReactNode }) {
  const [visible, setVisible] = useState<Partial<Record<ModalName, boolean>>>({});
  const open = useCallback((name: ModalName) => setVisible((current) => ({ ...current, [name]: true })), []);
  const close = useCallback(
    (...names: ModalName[]) =>
      setVisible((current) => {
        if (names.length === 0) return {};
        const next = { ...current };
        for (const name of names) delete next[name];
        return next;
      }),
    [],
  );
  const toggle = useCallback(
    (name: ModalName) => setVisible((current) => ({ ...current, [name]: !current[name] })),
    [],
  );
  const set = useCallback(
    (values: Partial<Record<ModalName, boolean>>) => setVisible((current) => ({ ...current, ...values })),
    [],
  );
  const value = useMemo(() => ({ visible, open, close, toggle, set }), [visible, open, close, toggle, set]);
  return <ModalsContext.Provider value={value}>{children}</ModalsContext.Provider>;
}

export function useModals(): Modals {
  const modals = useContext(ModalsContext);
  if (!modals) throw new Error('useModals outside ModalsProvider');
  return modals;
}
