/**
 * The outcome of a form, under its fields: an error (role="alert", so it is announced at once) or
 * a success note (role="status"). `id` lets inputs point at it with aria-describedby.
 */
export function FormMessage({ id, error, success }: { id?: string; error?: string | null; success?: string | null }) {
  if (error) {
    return (
      <p id={id} className="form-message form-message-error" role="alert">
        {error}
      </p>
    );
  }
  if (success) {
    return (
      <p id={id} className="form-message form-message-success" role="status">
        {success}
      </p>
    );
  }
  return null;
}
