import { useId } from 'react';
import { RetryButton } from '../../../components/retry-button.tsx';
import { CERTIFICATES_FAILED, usePlayerCertificates } from '../api/get-player-certificates.ts';
import { CertificateCard } from './certificate-card.tsx';
import { UpgradePrompt } from './upgrade-prompt.tsx';

export const LOADING_CERTIFICATES = 'Loading certificates...';
export const NO_CERTIFICATES = 'Complete major achievements to earn blockchain-verified certificates!';
const ON_BITCOIN = 'Certificates are recorded on the Bitcoin blockchain through a timestamping service.';

/**
 * Achievement certificates at the bottom of the career page (spec 01 certificates). The server
 * applies the membership rule: a viewer without a subscription gets the certificate types, shown
 * as the upgrade prompt, instead of the certificates.
 */
export function CertificatesSection({ playerId }: { playerId: number }) {
  const id = useId();
  const query = usePlayerCertificates(playerId);
  const answer = query.data;
  return (
    <section className="card certificates" aria-labelledby={id} aria-busy={query.isPending}>
      <h2 id={id}>Achievement Certificates</h2>
      {query.isPending && <p className="muted">{LOADING_CERTIFICATES}</p>}
      {query.isError && (
        <>
          <p className="error-text" role="alert">
            ⚠️ {CERTIFICATES_FAILED}
          </p>
          <RetryButton busy={query.isFetching} onRetry={() => query.refetch()} variant="secondary" />
        </>
      )}
      {answer?.locked && (
        <UpgradePrompt title="Unlock Achievement Certificates">
          <p>With a Regular or Premium membership you see the certificates earned:</p>
          <ul className="certificate-types">
            {answer.certificate_types.map((t) => (
              <li key={t.achievement_type}>
                <strong>{t.title}</strong> ({t.category}): {t.earned_by}
              </li>
            ))}
          </ul>
          <p className="muted">{ON_BITCOIN}</p>
        </UpgradePrompt>
      )}
      {answer && !answer.locked && answer.certificates.length === 0 && <p className="muted">{NO_CERTIFICATES}</p>}
      {answer && !answer.locked && answer.certificates.length > 0 && (
        <>
          <p className="muted">{ON_BITCOIN}</p>
          <ul className="certificate-list">
            {answer.certificates.map((c) => (
              <CertificateCard key={c.certificate_id} cert={c} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
