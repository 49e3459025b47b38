import { achievementLabels, formatAchievementValue } from '@holeout/shared/certificate-rules';
import type { PublicCertificate } from '@holeout/shared/certificates';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { RetryButton } from '../../../components/retry-button.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { usePageTitle } from '../../../components/use-page-title.ts';
import { errorText } from '../../../lib/api-client.ts';
import {
  browserCopyEnvironment,
  copyFailedMessage,
  copySucceededMessage,
  copyText,
} from '../../../lib/clipboard-copy.ts';
import { formatDate } from '../../../lib/format.ts';
import { paths } from '../../../lib/paths.ts';
import { useAuth } from '../../auth/auth-context.ts';
import { proofUrl, usePublicCertificate } from '../api/get-public-certificate.ts';
import { VerifyPanel } from '../components/verify-panel.tsx';

export const LOADING_CERTIFICATE = 'Loading certificate...';
export const CERTIFICATE_NOT_FOUND = 'There is no certificate at this address.';
const LOAD_FAILED = 'Failed to load the certificate.';

const RARITY_LABEL = { legendary: 'Legendary', epic: 'Epic', rare: 'Rare' } as const;

/**
 * /certificates/{id}: a certificate for anyone, signed in or not (DESIGN §7) — printable,
 * shareable, its `.ots` proof downloadable, and verifiable in the browser. A visitor sees whose
 * product it is and an invitation to join; the hashes are behind "Verify this certificate" (057).
 */
export function CertificatePage() {
  const id = useParams().certificateId ?? '';
  const query = usePublicCertificate(id);
  const cert = query.data;
  usePageTitle(cert ? `Certificate: ${achievementLabels(cert.content.achievement_type).title}` : 'Certificate');

  if (query.isPending) return <Spinner label={LOADING_CERTIFICATE} />;
  if (!cert) {
    return (
      <div className="page">
        <h1>Certificate</h1>
        <section className="card">
          {query.isError ? (
            <>
              <p className="error-text" role="alert">
                {errorText(query.error, LOAD_FAILED)}
              </p>
              <RetryButton busy={query.isFetching} onRetry={() => query.refetch()} />
            </>
          ) : (
            <p>{CERTIFICATE_NOT_FOUND}</p>
          )}
          <p>
            <Link to={paths.home}>Go to Holeout</Link>
          </p>
        </section>
      </div>
    );
  }
  return (
    <div className="page certificate-page">
      <BrandBar />
      <CertificateSheet cert={cert} />
      <ShareBar cert={cert} />
      <JoinCard />
      <VerifyPanel cert={cert} />
    </div>
  );
}

/** Whose certificate this is: a visitor has no header, so the product names itself. */
function BrandBar() {
  return (
    <p className="certificate-brand no-print">
      <Link to={paths.home} className="certificate-brand-name">
        Holeout
      </Link>{' '}
      <span className="muted">putting practice, duels and leagues for golfers</span>
    </p>
  );
}

/** The invitation a shared certificate carries: to registration for a visitor. */
function JoinCard() {
  const { status } = useAuth();
  if (status !== 'anonymous') return null;
  return (
    <section className="card certificate-join no-print" aria-labelledby="certificate-join-heading">
      <h2 id="certificate-join-heading">Think you can beat it?</h2>
      <p>Record your putting on your phone, see your streaks and challenge this golfer to a duel.</p>
      <Link className="button button-primary" to={paths.register}>
        Join Holeout
      </Link>
    </section>
  );
}

/** The certificate itself: what prints. */
function CertificateSheet({ cert }: { cert: PublicCertificate }) {
  const c = cert.content;
  const { title, category } = achievementLabels(c.achievement_type);
  const playerName = typeof c.achievement_data.player_name === 'string' ? c.achievement_data.player_name : '';
  return (
    <article className={`card certificate-sheet rarity-${cert.rarity_tier}`} aria-labelledby="certificate-title">
      <p className="certificate-kicker">Holeout Achievement Certificate</p>
      <h1 id="certificate-title">{title}</h1>
      <p className="certificate-category">
        {category} · <span className="certificate-rarity">{RARITY_LABEL[cert.rarity_tier]}</span>
      </p>
      <p className="certificate-value">
        {formatAchievementValue(c.achievement_type, c.achievement_subtype, c.achievement_value)}
      </p>
      {playerName && (
        <p className="certificate-awardee">
          Awarded to <strong>{playerName}</strong>
        </p>
      )}
      <dl className="certificate-facts">
        <dt>Achieved</dt>
        <dd>{formatDate(c.achieved_at)}</dd>
        <dt>Issued</dt>
        <dd>{formatDate(cert.certificate_issued_at)}</dd>
        <dt>Status</dt>
        <dd>
          {cert.is_verified
            ? `Blockchain Verified${cert.bitcoin_block_height === null ? '' : ` · Block ${cert.bitcoin_block_height.toLocaleString('en-US')}`}`
            : 'Processing...'}
        </dd>
        <dt>Certificate ID</dt>
        <dd className="mono break">{cert.certificate_id}</dd>
      </dl>
    </article>
  );
}

/** Print, copy the link, download the proof. */
function ShareBar({ cert }: { cert: PublicCertificate }) {
  const [status, setStatus] = useState<{ error: boolean; text: string } | null>(null);
  const copy = async () => {
    const link = window.location.href;
    const outcome = await copyText(link, browserCopyEnvironment());
    setStatus(
      outcome === 'manual'
        ? { error: true, text: `${copyFailedMessage('Certificate link')} ${link}` }
        : { error: false, text: copySucceededMessage('Certificate link') },
    );
  };
  return (
    <div className="no-print">
      <p className="button-row">
        <button type="button" className="button button-secondary" onClick={() => window.print()}>
          Print
        </button>
        <button type="button" className="button button-secondary" onClick={copy}>
          Copy Link
        </button>
        {cert.has_proof && (
          <a className="button button-secondary" href={proofUrl(cert.certificate_id)} download>
            Download Proof (.ots)
          </a>
        )}
      </p>
      <p className={status?.error ? 'error-text break' : 'muted'} role="status">
        {status?.text}
      </p>
    </div>
  );
}
