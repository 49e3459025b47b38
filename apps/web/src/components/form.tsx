import { createContext, type ReactNode, useContext, useId } from 'react';
import { FormMessage } from './form-message.tsx';

const FormMessageIdContext = createContext<string | undefined>(undefined);

/**
 * The id of the enclosing form's message while one is shown, else undefined: controls name it in
 * aria-describedby so the outcome is read with them. {@link FormField} does so by itself.
 */
export function useFormMessageId(): string | undefined {
  return useContext(FormMessageIdContext);
}

interface FormProps {
  /** Called on submit; the browser's own submission and validation are turned off. */
  onSubmit: () => void;
  /** A request is running: marks the form busy and disables the submit button. */
  busy: boolean;
  error?: string | null;
  success?: string | null;
  submitLabel: string;
  /** Keeps the submit button disabled when not busy (e.g. after a success that closes the form). */
  submitDisabled?: boolean;
  /** 'block': one full-width button (the sign-in pages); 'row': buttons at the end of a row (settings). */
  layout?: 'block' | 'row';
  /** A button beside the submit button in the row layout, such as Cancel. */
  secondaryAction?: ReactNode;
  className?: string;
  /** The fields. */
  children: ReactNode;
}

/**
 * A form of the app: its fields, its one message (an error, or a success note) under them and its
 * submit button. While the message shows, every field is described by it.
 */
export function Form({
  onSubmit,
  busy,
  error,
  success,
  submitLabel,
  submitDisabled = false,
  layout = 'block',
  secondaryAction,
  className = 'form',
  children,
}: FormProps) {
  const messageId = useId();
  const submit = (
    <button
      type="submit"
      className={layout === 'block' ? 'button button-primary button-block' : 'button button-primary'}
      disabled={busy || submitDisabled}
    >
      {submitLabel}
    </button>
  );
  return (
    <form
      className={className}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
      noValidate
      aria-busy={busy}
    >
      <FormMessageIdContext.Provider value={error || success ? messageId : undefined}>
        {children}
      </FormMessageIdContext.Provider>
      <FormMessage id={messageId} error={error} success={success} />
      {layout === 'block' ? (
        submit
      ) : (
        <div className="form-actions">
          {submit}
          {secondaryAction}
        </div>
      )}
    </form>
  );
}
