import { Link } from 'react-router';
import { LogoMark } from '../../components/logo.tsx';
import { TableHead } from '../../components/table-head.tsx';
import { usePageTitle } from '../../components/use-page-title.ts';
import { DuelResultBadge } from '../../features/duels/components/duel-result-badge.tsx';
import { StatCards } from '../../features/sessions/components/stat-cards.tsx';
import { formatAccuracy, formatDecimal, formatDuration } from '../../lib/format.ts';
import { paths } from '../../lib/paths.ts';
import { SAMPLE_DUEL, SAMPLE_LEAGUE, SAMPLE_SESSION, SAMPLE_STATS } from './landing-sample.ts';
import './landing.css';

/** What Holeout is, in one sentence (the landing page's lead). */
export const LANDING_SENTENCE =
  'Holeout records every putt you practise — on your phone, with the camera or by tapping Make and Miss — turns them into honest figures, and lets you settle it in duels and club leagues.';

/**
 * `/` for a visitor: what Holeout is in a sentence, shown with the real components and a sample
 * golfer's figures, and the two ways in.
 */
const LEAGUE_COLUMNS = [
  { label: '#' },
  { label: 'Player' },
  { label: 'Points', numeric: true },
  { label: 'Makes', numeric: true },
];

export function LandingPage() {
  usePageTitle('Putting practice that counts');
  return (
    <div className="page landing-page">
      <section className="landing-hero" aria-labelledby="landing-title">
        <LogoMark size={56} />
        <h1 id="landing-title">Holeout</h1>
        <p className="landing-lead">{LANDING_SENTENCE}</p>
        <LandingActions />
      </section>

      <p className="landing-sample-note">Below: a sample golfer's Holeout, with made-up figures.</p>

      <section className="card landing-card" aria-labelledby="landing-session">
        <h2 id="landing-session">A session</h2>
        <p className="card-subtitle">
          {SAMPLE_SESSION.type} · {formatDuration(SAMPLE_SESSION.durationSeconds)} ·{' '}
          {formatAccuracy(SAMPLE_SESSION.makes, SAMPLE_SESSION.misses)} made
        </p>
        <dl className="landing-figures">
          <div>
            <dt>Makes</dt>
            <dd>{SAMPLE_SESSION.makes}</dd>
          </div>
          <div>
            <dt>Misses</dt>
            <dd>{SAMPLE_SESSION.misses}</dd>
          </div>
          <div>
            <dt>Top Streak</dt>
            <dd>{SAMPLE_SESSION.topStreak}</dd>
          </div>
          <div>
            <dt>Fastest 21</dt>
            <dd>{formatDecimal(SAMPLE_SESSION.fastest21, 's')}</dd>
          </div>
        </dl>
        <StatCards stats={SAMPLE_STATS} />
      </section>

      <div className="landing-grid">
        <section className="card landing-card" aria-labelledby="landing-duel">
          <h2 id="landing-duel">A duel result</h2>
          <p className="card-subtitle">{SAMPLE_DUEL.rules}</p>
          <dl className="landing-duel">
            {[SAMPLE_DUEL.you, SAMPLE_DUEL.opponent].map((p) => (
              <div key={p.name}>
                <dt>{p.name}</dt>
                <dd>
                  {p.makes} makes, {p.misses} misses
                </dd>
              </div>
            ))}
          </dl>
          <p>
            Result: <DuelResultBadge result={SAMPLE_DUEL.result} />
          </p>
        </section>

        <section className="card landing-card" aria-labelledby="landing-league">
          <h2 id="landing-league">A league table</h2>
          <p className="card-subtitle">
            {SAMPLE_LEAGUE.name} · {SAMPLE_LEAGUE.round}
          </p>
          <table className="data-table landing-table">
            <TableHead columns={LEAGUE_COLUMNS} />
            <tbody>
              {SAMPLE_LEAGUE.rows.map((r) => (
                <tr key={r.name}>
                  <td>{r.place}</td>
                  <th scope="row">{r.name}</th>
                  <td className="num">{r.points}</td>
                  <td className="num">{r.makes}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      </div>

      <section className="landing-hero landing-end" aria-labelledby="landing-start">
        <h2 id="landing-start">Start with your next putt</h2>
        <p>Free to start. Your phone is the only equipment you need.</p>
        <LandingActions />
      </section>
    </div>
  );
}

/** The visitor's two ways in, at the top and the foot of the page. */
function LandingActions() {
  return (
    <div className="landing-actions">
      <Link className="button button-primary" to={paths.register}>
        Create account
      </Link>
      <Link className="button button-secondary" to={paths.login}>
        Sign in
      </Link>
    </div>
  );
}
