import type { LeagueDetail } from '@holeout/shared/leagues';
import { Link } from 'react-router';
import { CaptureSourceIcon, type CaptureSourceValue } from '../../../components/capture-source-icon.tsx';
import { paths } from '../../../lib/paths.ts';
import { type RecorderDuel, useRecorderDuel, useRecorderLeague } from '../api/get-competition.ts';
import type { RecordingCompetition } from '../competition.ts';

function DuelStanding({ duelId, viewerId }: { duelId: number; viewerId: number }) {
  const { data: duel } = useRecorderDuel(duelId, true);
  if (!duel) return <p className="muted">Looking up the duel…</p>;
  const mine = duelSide(duel, duel.creator_id === viewerId);
  const theirs = duelSide(duel, duel.creator_id !== viewerId);
  const completed = duel.status === 'completed';
  let outcome: string;
  if (completed) {
    outcome =
      duel.winner_id === null
        ? 'A draw.'
        : duel.winner_id === viewerId
          ? 'You won the duel!'
          : `${theirs.name} won the duel.`;
  } else if (duel.status === 'active') {
    outcome = theirs.submitted
      ? `${theirs.name}'s session is in; the result follows.`
      : `Waiting for ${theirs.name}'s session.`;
  } else {
    outcome = `The duel is ${duel.status}.`;
  }
  return (
    <>
      <dl className="record-standing-scores">
        <div>
          <dt>Your score</dt>
          <dd data-testid="standing-own-score">
            {mine.score ?? (mine.submitted ? '…' : '-')}
            <CaptureSourceIcon source={mine.source} />
          </dd>
        </div>
        <div>
          <dt>{theirs.name}</dt>
          <dd data-testid="standing-opponent">
            {completed && theirs.score !== null ? theirs.score : theirs.submitted ? 'Session in' : 'Waiting'}
            {completed && <CaptureSourceIcon source={theirs.source} />}
          </dd>
        </div>
      </dl>
      <p className="record-standing-outcome" role="status" data-testid="standing-outcome">
        {outcome}
      </p>
      <Link to={paths.duel(duel.duel_id)}>Open the duel page</Link>
    </>
  );
}

function duelSide(duel: RecorderDuel, creator: boolean) {
  return creator
    ? {
        name: duel.creator_name,
        score: duel.creator_score,
        submitted: duel.creator_submitted_session_id !== null,
        source: (duel.creator_capture_source ?? null) as CaptureSourceValue | null,
      }
    : {
        name: duel.invited_player_name ?? 'Your opponent',
        score: duel.invited_player_score,
        submitted: duel.invited_player_submitted_session_id !== null,
        source: (duel.invited_player_capture_source ?? null) as CaptureSourceValue | null,
      };
}

type Submission = LeagueDetail['rounds'][number]['submissions'][number] & {
  capture_source?: CaptureSourceValue | null;
};

/** A round's submissions, best score first, with places shared by equal scores. */
export function provisionalRanking(submissions: readonly Submission[]) {
  const sorted = [...submissions].sort((a, b) => b.score - a.score);
  return sorted.map((s) => ({ ...s, place: 1 + sorted.filter((o) => o.score > s.score).length }));
}

/** What the standing shows: the competition just played, who is looking and the session they stored. */
interface StandingProps {
  competition: RecordingCompetition;
  viewerId: number;
  sessionId: string;
}

function LeagueStanding({ competition, viewerId, sessionId }: StandingProps) {
  const { data: detail } = useRecorderLeague(competition.leagueId, viewerId, true);
  const round = detail?.rounds.find((r) => r.round_id === competition.id);
  if (!detail || !round) return <p className="muted">Looking up the round…</p>;
  const ranking = provisionalRanking(round.submissions);
  const own = ranking.find((s) => s.session_id === sessionId);
  return (
    <>
      <p data-testid="standing-own-score">
        {own ? (
          <>
            Your score: <strong>{own.score}</strong>, place {own.place} of {ranking.length} so far.
          </>
        ) : (
          'Your score appears here once the session is stored.'
        )}
      </p>
      <h3>Round {round.round_number}: provisional ranking</h3>
      <ol className="record-standing-ranking" data-testid="standing-ranking">
        {ranking.map((s) => (
          <li key={s.session_id} className={s.session_id === sessionId ? 'is-viewer' : undefined}>
            <span className="record-standing-place">{s.place}.</span> {s.irl_player ?? s.player_name}{' '}
            <strong>{s.score}</strong>
            <CaptureSourceIcon source={s.capture_source} />
          </li>
        ))}
      </ol>
      <p className="field-hint">Points are given when the round closes.</p>
      <Link to={paths.league(detail.league.league_id)}>Open the league page</Link>
    </>
  );
}

/**
 * After a competition session: where the golfer stands at once — their score, the opponent's
 * status (waiting, or their score and the winner) or the round's provisional ranking — kept up
 * to date as the others play (live notifications refresh it; a periodic look as a fallback).
 */
export function CompetitionStanding({ competition, viewerId, sessionId }: StandingProps) {
  return (
    <section className="card record-standing" aria-labelledby="record-standing-heading" data-testid="record-standing">
      <h2 id="record-standing-heading">{competition.title}</h2>
      {competition.kind === 'duel' ? (
        <DuelStanding duelId={competition.id} viewerId={viewerId} />
      ) : (
        <LeagueStanding competition={competition} viewerId={viewerId} sessionId={sessionId} />
      )}
    </section>
  );
}
