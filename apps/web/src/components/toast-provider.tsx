import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';

/** Spec 01 §9: a toast stays 3 seconds. */
export const TOAST_DURATION_MS = 3000;

interface Toast {
  id: number;
  message: string;
  error: boolean;
}

/** Shows a transient message; `error` marks it as a failure (announced assertively). */
export type ShowToast = (message: string, options?: { error?: boolean }) => void;

const ToastContext = createContext<ShowToast | null>(null);

/**
 * Holds the toasts and their two live regions. The regions are always in the page, so screen
 * readers announce what is added to them: errors assertively, everything else politely.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  const dismiss = useCallback((id: number) => {
    setToasts((list) => list.filter((t) => t.id !== id));
    clearTimeout(timers.current.get(id));
    timers.current.delete(id);
  }, []);

  const show = useCallback<ShowToast>(
    (message, options) => {
      const id = nextId.current++;
      setToasts((list) => [...list, { id, message, error: options?.error ?? false }]);
      timers.current.set(
        id,
        setTimeout(() => dismiss(id), TOAST_DURATION_MS),
      );
    },
    [dismiss],
  );

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending.values()) clearTimeout(timer);
    };
  }, []);

  const region = (error: boolean) => (
    <div className="toast-region" aria-live={error ? 'assertive' : 'polite'} aria-atomic="false">
      {toasts
        .filter((t) => t.error === error)
        .map((t) => (
          <div key={t.id} className={error ? 'toast toast-error' : 'toast'} data-testid="toast">
            <span className="toast-message">{t.message}</span>
            <button type="button" className="toast-close" onClick={() => dismiss(t.id)} aria-label="Dismiss message">
              ×
            </button>
          </div>
        ))}
    </div>
  );

  return (
    <ToastContext.Provider value={show}>
      {children}
      <section className="toast-stack" aria-label="Messages">
        {region(false)}
        {region(true)}
      </section>
    </ToastContext.Provider>
  );
}

/** The function that shows a toast; only inside {@link ToastProvider}. */
export function useToast(): ShowToast {
  const show = useContext(ToastContext);
  if (!show) throw new Error('useToast must be used inside ToastProvider');
  return useMemo(() => show, [show]);
}
