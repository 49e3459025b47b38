import {
  createContext,
  type FocusEvent,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { Link } from 'react-router';

/** Spec 01 §9: a toast stays 3 seconds. */
export const TOAST_DURATION_MS = 3000;
/** A toast with actions stays longer (and not while the pointer or focus is on it): it asks for a choice. */
export const ACTION_TOAST_DURATION_MS = 10_000;
/** At most this many toasts show at once; a newer one pushes the oldest out. */
export const MAX_TOASTS = 3;

/** A toast's action: a link (`to`) or a button (`onClick`); the toast closes when it is used. */
export interface ToastAction {
  label: string;
  to?: string;
  onClick?: () => void;
}

interface Toast {
  id: number;
  message: string;
  error: boolean;
  actions: ToastAction[];
  durationMs: number;
}

export interface ToastOptions {
  /** A failure: announced assertively. */
  error?: boolean;
  actions?: ToastAction[];
}

/** Shows a transient message; `error` marks it as a failure (announced assertively). */
export type ShowToast = (message: string, options?: ToastOptions) => void;

const ToastContext = createContext<ShowToast | null>(null);

/**
 * Holds the toasts and their two live regions. The regions are always in the page, so screen
 * readers announce what is added to them: errors assertively, everything else politely. Toasts
 * stack (newest last), each can be dismissed, and one with actions waits while it is pointed at
 * or focused.
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

  const schedule = useCallback(
    (toast: Pick<Toast, 'id' | 'durationMs'>) => {
      clearTimeout(timers.current.get(toast.id));
      timers.current.set(
        toast.id,
        setTimeout(() => dismiss(toast.id), toast.durationMs),
      );
    },
    [dismiss],
  );

  const pause = useCallback((id: number) => clearTimeout(timers.current.get(id)), []);

  const show = useCallback<ShowToast>(
    (message, options) => {
      const actions = options?.actions ?? [];
      const toast: Toast = {
        id: nextId.current++,
        message,
        error: options?.error ?? false,
        actions,
        durationMs: actions.length > 0 ? ACTION_TOAST_DURATION_MS : TOAST_DURATION_MS,
      };
      setToasts((list) => {
        const next = [...list, toast];
        for (const old of next.slice(0, Math.max(0, next.length - MAX_TOASTS))) {
          clearTimeout(timers.current.get(old.id));
          timers.current.delete(old.id);
        }
        return next.slice(-MAX_TOASTS);
      });
      schedule(toast);
    },
    [schedule],
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
          // biome-ignore lint/a11y/noStaticElementInteractions: pointing at or focusing a toast only pauses its timer; its controls are real buttons and links.
          <div
            key={t.id}
            className={error ? 'toast toast-error' : 'toast'}
            data-testid="toast"
            onMouseEnter={() => pause(t.id)}
            onMouseLeave={() => schedule(t)}
            onFocus={() => pause(t.id)}
            onBlur={(e: FocusEvent) => {
              if (!e.currentTarget.contains(e.relatedTarget as Node | null)) schedule(t);
            }}
          >
            <span className="toast-message">{t.message}</span>
            {t.actions.length > 0 && (
              <span className="toast-actions">
                {t.actions.map((a) =>
                  a.to ? (
                    <Link key={a.label} className="toast-action" to={a.to} onClick={() => dismiss(t.id)}>
                      {a.label}
                    </Link>
                  ) : (
                    <button
                      key={a.label}
                      type="button"
                      className="toast-action"
                      onClick={() => {
                        dismiss(t.id);
                        a.onClick?.();
                      }}
                    >
                      {a.label}
                    </button>
                  ),
                )}
              </span>
            )}
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
