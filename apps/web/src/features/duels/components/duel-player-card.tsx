import type { Duel } from '@holeout/shared/duels';
import { useId } from 'react';
import { Link } from 'react-router';
import { CaptureSourceIcon, type CaptureSourceValue } from '../../../components/capture-source-icon.tsx';
import { ratingDetail, ratingInWords } from '../../../lib/duel-rating.ts';
import { formatStat } from '../../../lib/format.ts';
import { paths } from '../../../lib/paths.ts';
import { formatRatingChange } from '../duel-detail-format.ts';

/** One side of the duel as the page shows it. */
export interface DuelSide {
  role: 'Challenger' | 'Invited';
  playerId: number | null;
  name: string;
  score: number | null;
  sessionId: string | null;
  puttLogSha256: string | null;
  rating: Duel['creator_rating'];
  isWinner: boolean;
  /** How the submitted session was captured (null until submitted, or from an older server). */
  source: CaptureSourceValue | null;
}

/** A duel answer with the capture sources of its submissions (the server adds them). */
type DuelWithSources = Duel & {
  creator_capture_source?: CaptureSourceValue | null;
  invited_player_capture_source?: CaptureSourceValue | null;
};

/**
 * The two sides of a duel, challenger first. Scores show once the duel is completed; the viewer's
 * own score as soon as their session is in.
 */
export function duelSides(duel: DuelWithSources, viewerId: number | null = null): [DuelSide, DuelSide] {
  const completed = duel.status === 'completed';
  const shown = (playerId: number | null) => completed || (playerId !== null && playerId === viewerId);
  return [
    {
      role: 'Challenger',
      playerId: duel.creator_id,
      name: duel.creator_name,
      score: shown(duel.creator_id) ? duel.creator_score : null,
      source: duel.creator_capture_source ?? null,
      sessionId: duel.creator_submitted_session_id,
      puttLogSha256: duel.creator_putt_log_sha256,
      rating: duel.creator_rating,
      isWinner: completed && duel.winner_id === duel.creator_id,
    },
    {
      role: 'Invited',
      playerId: duel.invited_player_id,
      name: duel.invited_player_name ?? duel.invited_contact ?? 'New player',
      score: shown(duel.invited_player_id) ? duel.invited_player_score : null,
      source: duel.invited_player_capture_source ?? null,
      sessionId: duel.invited_player_submitted_session_id,
      puttLogSha256: duel.invited_player_putt_log_sha256,
      rating: duel.invited_player_rating,
      isWinner: completed && duel.winner_id !== null && duel.winner_id === duel.invited_player_id,
    },
  ];
}

/**
 * A participant: name, score, their duel rating in words ('1,520, still settling') with the change
 * from this duel and the Glicko-2 range behind "How is this worked out?", and their submission (a
 * link to their sessions; the SHA-256 of the putt log that was scored behind "Verify this result").
 */
export function DuelPlayerCard({ side, viewerId }: { side: DuelSide; viewerId: number }) {
  const id = useId();
  const change = side.rating ? formatRatingChange(side.rating.change) : null;
  return (
    <section
      className={side.isWinner ? 'card duel-player is-winner' : 'card duel-player'}
      aria-labelledby={id}
      data-testid="duel-player"
    >
      <p className="duel-player-role">
        {side.role}
        {side.isWinner && <span className="duel-winner-badge">Winner</span>}
      </p>
      <h2 id={id}>
        {side.playerId ? <Link to={paths.playerStats(side.playerId)}>{side.name}</Link> : side.name}
        {side.playerId === viewerId && <span className="muted"> (you)</span>}
      </h2>
      <dl className="figure-list">
        <div className="figure">
          <dt>Score</dt>
          <dd data-testid="duel-score">
            {side.score === null ? '-' : formatStat(side.score)}
            {side.score !== null && <CaptureSourceIcon source={side.source} />}
          </dd>
        </div>
        <div className="figure">
          <dt>Duel rating</dt>
          <dd data-testid="duel-rating">
            {side.rating ? ratingInWords(side.rating) : 'N/A'}
            {change && (
              <span className={change.startsWith('+') ? 'rating-change is-up' : 'rating-change'}> ({change})</span>
            )}
          </dd>
        </div>
      </dl>
      {side.rating && (
        <details className="disclosure">
          <summary>How is the rating worked out?</summary>
          <p data-testid="duel-rating-detail">{ratingDetail(side.rating)}</p>
        </details>
      )}
      <div className="duel-submission">
        <h3>Submission</h3>
        {side.sessionId ? (
          <>
            <p>
              Session submitted.{' '}
              {side.playerId && <Link to={paths.playerSessions(side.playerId)}>View {side.name}'s sessions</Link>}
            </p>
            <details className="disclosure duel-hash">
              <summary>Verify this result</summary>
              <p>
                The server scored this session from its raw putt log. Anyone holding the log can hash it (SHA-256) and
                compare with this fingerprint:
              </p>
              <code data-testid="putt-log-hash">{side.puttLogSha256 ?? 'N/A'}</code>
            </details>
          </>
        ) : (
          <p className="muted">No session submitted yet.</p>
        )}
      </div>
    </section>
  );
}
