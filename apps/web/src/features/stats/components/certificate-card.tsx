import { achievementLabels, formatAchievementValue } from '@holeout/shared/certificate-rules';
import type { Certificate } from '@holeout/shared/certificates';
import { Fragment, useId, useState } from 'react';
import { Link } from 'react-router';
import { formatDate, formatStat } from '../../../lib/format.ts';
import { paths } from '../../../lib/paths.ts';

/** Spec 01 certificates: the league performance block's figures, in the spec's order. */
const LEAGUE_PERFORMANCE: [key: string, label: string, unit: string][] = [
  ['number_of_rounds', 'Rounds', ''],
  ['total_duration', 'Total Duration', 's'],
  ['total_makes', 'Total Makes', ''],
  ['total_misses', 'Total Misses', ''],
  ['accuracy', 'Accuracy', '%'],
  ['best_streak', 'Best Streak', ''],
  ['putts_per_minute', 'Putts/Min', ''],
  ['makes_per_minute', 'Makes/Min', ''],
  ['fastest_21', 'Fastest 21', 's'],
  ['most_in_60s', 'Most in 60s', ''],
];

const RARITY_LABEL: Record<Certificate['rarity_tier'], string> = {
  legendary: 'Legendary',
  epic: 'Epic',
  rare: 'Rare',
};

function leaguePerformance(cert: Certificate): Record<string, number | null> | null {
  const block = cert.achievement_data.league_performance;
  return block && typeof block === 'object' ? (block as Record<string, number | null>) : null;
}

/**
 * One certificate of the career page (spec 01 certificates): title and category by type, the
 * value, the date, short id and hash, rarity colour, the verification state, and a details panel
 * (with the league performance of a championship) behind View Details / Hide Details.
 */
export function CertificateCard({ cert }: { cert: Certificate }) {
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const detailsId = useId();
  const { title, category } = achievementLabels(cert.achievement_type);
  const performance = leaguePerformance(cert);
  const sessionDate = cert.achievement_data.session_date;
  return (
    <li className={`certificate-card rarity-${cert.rarity_tier}`} aria-labelledby={titleId}>
      <div className="certificate-card-head">
        <h3 id={titleId}>{title}</h3>
        <span className="certificate-rarity">{RARITY_LABEL[cert.rarity_tier]}</span>
      </div>
      <p className="certificate-category">{category}</p>
      <p className="certificate-value">
        {formatAchievementValue(cert.achievement_type, cert.achievement_subtype, cert.achievement_value)}
      </p>
      <dl className="certificate-facts">
        <dt>Achieved</dt>
        <dd>{formatDate(cert.achieved_at)}</dd>
        <dt>Certificate ID</dt>
        <dd className="mono">{cert.certificate_id.slice(0, 8)}</dd>
        <dt>Data Hash</dt>
        <dd className="mono">{cert.data_hash.slice(0, 16)}</dd>
      </dl>
      <p className={cert.is_verified ? 'certificate-status verified' : 'certificate-status'}>
        {cert.is_verified ? (
          <>
            <span aria-hidden="true">✓ </span>Blockchain Verified
            {cert.bitcoin_block_height !== null && <> · Block {cert.bitcoin_block_height.toLocaleString('en-US')}</>}
          </>
        ) : (
          'Processing...'
        )}
      </p>
      <p className="button-row">
        <button
          type="button"
          className="button button-secondary"
          aria-expanded={open}
          aria-controls={detailsId}
          onClick={() => setOpen((o) => !o)}
        >
          {open ? 'Hide Details' : 'View Details'}
        </button>
        <Link className="button button-secondary" to={paths.certificate(cert.certificate_id)} reloadDocument>
          Public page<span className="visually-hidden"> of {title}</span>
        </Link>
      </p>
      <div id={detailsId} className="certificate-details" hidden={!open}>
        <dl className="certificate-facts">
          <dt>Certificate ID</dt>
          <dd className="mono break">{cert.certificate_id}</dd>
          <dt>Data Hash (SHA-256)</dt>
          <dd className="mono break">{cert.data_hash}</dd>
          <dt>Issued</dt>
          <dd>{formatDate(cert.certificate_issued_at)}</dd>
          {typeof sessionDate === 'string' && (
            <>
              <dt>Session Date</dt>
              <dd>{formatDate(sessionDate)}</dd>
            </>
          )}
        </dl>
        {performance && (
          <>
            <h4>League Performance</h4>
            <dl className="certificate-facts">
              {LEAGUE_PERFORMANCE.map(([key, label, unit]) => (
                <Fragment key={key}>
                  <dt>{label}</dt>
                  <dd>{formatStat(performance[key], unit)}</dd>
                </Fragment>
              ))}
            </dl>
          </>
        )}
        <p className="muted">
          Recorded on the Bitcoin blockchain through OpenTimestamps; anyone can verify it on its public page.
        </p>
      </div>
    </li>
  );
}
