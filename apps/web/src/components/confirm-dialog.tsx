import type { ReactNode } from 'react';
import { ModalDialog } from './modal-dialog.tsx';

/**
 * "Are you sure?" before an action that cannot be undone (spec 02 §5: delete league, leave league,
 * cancel subscription). Built on {@link ModalDialog}: focus is trapped, Escape and Cancel close it,
 * and focus opens on Cancel, the safe choice. The caller runs the action in `onConfirm` and closes
 * the dialog (or keeps it open with `error` shown when the action failed).
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  busyLabel,
  busy = false,
  error,
  onConfirm,
  onClose,
}: {
  open: boolean;
  title: string;
  /** What will happen, in one or two sentences. */
  children: ReactNode;
  confirmLabel: string;
  /** The confirm button's text while the action runs ('Deleting…'). */
  busyLabel?: string;
  busy?: boolean;
  /** Why the action failed, shown inside the dialog (toasts sit under the modal's backdrop). */
  error?: string | null;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <ModalDialog open={open} onClose={busy ? () => {} : onClose} title={title}>
      <div className="confirm-dialog">
        <div className="confirm-dialog-text">{children}</div>
        {error && (
          <p className="form-message form-message-error" role="alert">
            {error}
          </p>
        )}
        <div className="form-actions">
          <button type="button" className="button button-secondary" onClick={onClose} disabled={busy}>
            Cancel
          </button>
          <button
            type="button"
            className="button button-danger"
            onClick={() => {
              if (!busy) onConfirm();
            }}
            aria-disabled={busy || undefined}
            aria-busy={busy || undefined}
          >
            {busy ? (busyLabel ?? confirmLabel) : confirmLabel}
          </button>
        </div>
      </div>
    </ModalDialog>
  );
}
