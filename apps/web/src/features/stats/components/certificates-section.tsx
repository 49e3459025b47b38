import { useId } from 'react';

/** What the section says while certificates are not issued (issue 8: nothing advertises what does not exist). */
export const CERTIFICATES_NOT_YET =
  'Achievement certificates are not issued yet. When they are, the ones earned will be listed here.';

/**
 * Achievement certificates at the bottom of the career page. Certificates are not issued yet, so
 * every viewer reads that plainly: no upgrade prompt sells them and no empty list promises them.
 */
export function CertificatesSection() {
  const id = useId();
  return (
    <section className="card certificates" aria-labelledby={id}>
      <h2 id={id}>Achievement Certificates</h2>
      <p className="muted">{CERTIFICATES_NOT_YET}</p>
    </section>
  );
}
