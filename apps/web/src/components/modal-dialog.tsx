import { type ReactNode, useEffect, useId, useRef } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function focusables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => !el.closest('[hidden]'));
}

/**
 * A modal dialog on the native `<dialog>` element: `showModal()` makes the rest of the page inert
 * and puts the dialog in the top layer; Tab and Shift+Tab wrap inside it; Escape and the Close
 * button call `onClose`; focus goes to the first field on opening (the dialog stays at its top) and
 * back to the opener on closing. The content mounts only while open, so every opening starts fresh.
 *
 * While it is open the page's toasts sit under the inert backdrop, so the dialog shows its own
 * messages inline.
 */
export function ModalDialog({
  open,
  onClose,
  title,
  description,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  /** One sentence under the title, read with it when the dialog opens. */
  description?: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const titleId = useId();
  const descriptionId = useId();
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
      const body = dialog.querySelector<HTMLElement>('.modal-body');
      // Without scrolling: a dialog whose first field sits low (Find Friends' app link) still opens
      // at its title on a phone, instead of scrolled past its heading and guides.
      (body ? focusables(body)[0] : undefined)?.focus({ preventScroll: true });
    } else if (!open && dialog.open) {
      dialog.close();
      opener.current?.focus();
    }
  }, [open]);

  // Closing the dialog from outside (unmounting while open) still hands focus back.
  useEffect(
    () => () => {
      if (ref.current?.open) opener.current?.focus();
    },
    [],
  );

  return (
    <dialog
      ref={ref}
      className="modal"
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      // Escape: the browser fires `cancel`; the parent decides (it owns `open`).
      onCancel={(event) => {
        event.preventDefault();
        onCloseRef.current();
      }}
      onKeyDown={(event) => {
        const dialog = ref.current;
        if (!dialog) return;
        if (event.key === 'Escape') {
          event.preventDefault();
          onCloseRef.current();
          return;
        }
        if (event.key !== 'Tab') return;
        const items = focusables(dialog);
        if (items.length === 0) return;
        const first = items[0];
        const last = items[items.length - 1];
        if (event.shiftKey && document.activeElement === first) {
          event.preventDefault();
          last.focus();
        } else if (!event.shiftKey && document.activeElement === last) {
          event.preventDefault();
          first.focus();
        }
      }}
    >
      {open && (
        <div className="modal-panel">
          <div className="modal-header">
            <h2 id={titleId}>{title}</h2>
            <button type="button" className="modal-close" aria-label="Close" onClick={() => onCloseRef.current()}>
              ×
            </button>
          </div>
          {description && (
            <p id={descriptionId} className="muted modal-description">
              {description}
            </p>
          )}
          <div className="modal-body">{children}</div>
        </div>
      )}
    </dialog>
  );
}
