import {
  createContext,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { messages } from '../lib/messages';
import { notify } from '../lib/notify';

export interface NamedModalProps {
  open: boolean;
  onClose: () => void;
}

type OpenModal = (name: string) => void;
const ModalContext = createContext<OpenModal | null>(null);

/**
 * Modals opened by name from server data (menu items, user actions: "main-help-modal", …). The app
 * passes the registry; an unknown name says so in the snackbar instead of doing nothing.
 */
export function ModalHost({
  registry,
  children,
}: {
  registry: Record<string, ComponentType<NamedModalProps>>;
  children: ReactNode;
}) {
  const [name, setName] = useState<string | null>(null);
  const open = useCallback<OpenModal>(
    (next) => {
      if (registry[next]) setName(next);
      else notify({ message: messages.errors.unknownModal, severity: 'warning' });
    },
    [registry],
  );
  const Current = name ? registry[name] : undefined;
  const value = useMemo(() => open, [open]);
  return (
    <ModalContext.Provider value={value}>
      {children}
      {Current ? (
        <Suspense fallback={null}>
          <Current open onClose={() => setName(null)} />
        </Suspense>
      ) : null}
    </ModalContext.Provider>
  );
}

export function useOpenModal(): OpenModal {
  const open = useContext(ModalContext);
  if (!open) throw new Error('useOpenModal outside ModalHost');
  return open;
}
