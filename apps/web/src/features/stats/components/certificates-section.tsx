import { useId } from 'react';
import { UpgradePrompt } from './upgrade-prompt.tsx';

/** Spec 01 §2 Certificates section: the empty text for subscribers. */
export const NO_CERTIFICATES_TEXT = 'Complete major achievements to earn blockchain-verified certificates!';

/** Spec 01 §3: the certificate types and their categories, as the upgrade prompt lists them. */
export const CERTIFICATE_TYPES = [
  { title: 'Consecutive Excellence', category: 'Skill' },
  { title: 'Perfect Precision', category: 'Mastery' },
  { title: 'Career Achievement', category: 'Dedication' },
  { title: 'Accuracy Mastery', category: 'Consistency' },
  { title: 'Session Dedication', category: 'Commitment' },
  { title: 'Victory Champion', category: 'Competition' },
] as const;

/**
 * Achievement certificates at the bottom of the career page. Certificates are not issued yet, so
 * subscribers see the empty text; others see what a subscription would earn them.
 */
export function CertificatesSection({ viewerSubscribed }: { viewerSubscribed: boolean }) {
  const id = useId();
  return (
    <section className="card certificates" aria-labelledby={id}>
      <h2 id={id}>Achievement Certificates</h2>
      {viewerSubscribed ? (
        <p className="muted">{NO_CERTIFICATES_TEXT}</p>
      ) : (
        <UpgradePrompt title="Earn blockchain-verified certificates">
          <p>Full subscribers earn certificates for major achievements, timestamped on the Bitcoin blockchain:</p>
          <ul className="certificate-types">
            {CERTIFICATE_TYPES.map((t) => (
              <li key={t.title}>
                <strong>{t.title}</strong> <span className="muted">({t.category})</span>
              </li>
            ))}
          </ul>
        </UpgradePrompt>
      )}
    </section>
  );
}
