import { createContext, useCallback, useContext, useEffect, useMemo, useReducer, useRef, type ReactNode } from 'react';
import { claimAnnouncement, type ToastKind } from '@healthwatch/contracts';
import { TOAST_TIMING, toastReducer } from './toast-timing';
import { ToastViewport } from './ToastViewport';

type ShowToast = (kind: ToastKind, message: string) => void;

const ToastContext = createContext<ShowToast | null>(null);

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, dispatch] = useReducer(toastReducer, []);
  const nextId = useRef(1);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>[]>());

  const track = useCallback((id: number, timer: ReturnType<typeof setTimeout>): void => {
    timers.current.set(id, [...(timers.current.get(id) ?? []), timer]);
  }, []);

  const dismiss = useCallback(
    (id: number) => {
      for (const timer of timers.current.get(id) ?? []) clearTimeout(timer);
      timers.current.delete(id);
      dispatch({ type: 'leave', id });
      track(
        id,
        setTimeout(() => {
          timers.current.delete(id);
          dispatch({ type: 'remove', id });
        }, TOAST_TIMING.exitMs),
      );
    },
    [track],
  );

  const show = useCallback<ShowToast>(
    (kind, message) => {
      const id = nextId.current++;
      const spoken = !claimAnnouncement({ kind, message });
      dispatch({ type: 'add', toast: { id, kind, message, spoken } });
      track(
        id,
        setTimeout(() => dismiss(id), TOAST_TIMING.visibleMs),
      );
    },
    [dismiss, track],
  );

  useEffect(() => {
    const all = timers.current;
    return () => {
      for (const list of all.values()) for (const timer of list) clearTimeout(timer);
      all.clear();
    };
  }, []);

  const value = useMemo(() => show, [show]);
  return (
    <ToastContext.Provider value={value}>
      {children}
      <ToastViewport toasts={toasts} onClose={dismiss} />
    </ToastContext.Provider>
  );
}

export function useToast(): ShowToast {
  const show = useContext(ToastContext);
  if (!show) throw new Error('useToast must be used within a ToastProvider');
  return show;
}
