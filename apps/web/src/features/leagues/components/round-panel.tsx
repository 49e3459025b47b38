import type { LeagueDetail, LeagueRound } from '@holeout/shared/leagues';
import { useId, useState } from 'react';
import {
  catchUpRounds,
  currentRound,
  displayLeagueStatus,
  lastStartedRound,
  memberRoundLabel,
  nextRound,
  submissionOf,
} from '../league-view.ts';
import { RoundCountdown } from './round-countdown.tsx';
import { RoundHandoff } from './round-handoff.tsx';

function CatchUpRound({ detail, round }: { detail: LeagueDetail; round: LeagueRound }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <li className="league-catch-up">
      <div className="section-row">
        <span>
          Round {round.round_number} <span className="round-label round-label-open-app">Open App</span>
        </span>
        <button
          type="button"
          className="button button-secondary"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen(!open)}
        >
          {open ? 'Hide' : `Catch up on round ${round.round_number}`}
        </button>
      </div>
      <div id={panelId} hidden={!open}>
        {open && <RoundHandoff league={detail.league} round={round} />}
      </div>
    </li>
  );
}

/**
 * "Your round": where the league stands now and what the viewer can do about it — the countdown to
 * the round's end (or the league's start), the viewer's own round label, Open Desktop App / Copy
 * Parameters while a session can be putted for it, catch-up rounds, and for an in-person league's
 * organiser the hand-off for each named player.
 */
export function RoundPanel({ detail, onTimeUp }: { detail: LeagueDetail; onTimeUp: () => void }) {
  const headingId = useId();
  const { league, rounds, viewer, standings } = detail;
  const now = Date.now();
  const status = displayLeagueStatus(league, now);
  const current = currentRound(rounds, now);
  const upcoming = nextRound(rounds, now);
  const isIrl = league.settings.is_irl;
  const leagueState = { status, allowCatchUp: league.settings.allow_catch_up_submissions };
  const total = league.settings.num_rounds;

  // Between a round's end and the server's close (the sweep runs every minute) no round is current.
  const ended = current ? null : lastStartedRound(rounds, now);

  let title: string;
  if (status === 'completed') title = 'League complete';
  else if (current) title = `Round ${current.round_number} of ${total}`;
  else if (status === 'setup') title = 'Waiting to start';
  else if (ended) title = `Round ${ended.round_number} of ${total} has ended`;
  else title = 'Before the first round';

  const own = current && !isIrl ? submissionOf(current, { playerId: viewer.player_id, irlPlayer: null }) : null;
  const label =
    current && viewer.is_member && !isIrl ? memberRoundLabel(current, own !== null, leagueState, now) : null;
  const catchUps = viewer.is_member && !isIrl ? catchUpRounds(rounds, viewer.player_id, leagueState, now) : [];
  const podium = standings.filter((s) => s.rank <= 3).slice(0, 3);

  return (
    <section className="card league-round-panel" aria-labelledby={headingId} data-testid="league-round-panel">
      <h2 id={headingId}>{title}</h2>

      {status === 'completed' ? (
        podium.length > 0 ? (
          <ol className="league-podium">
            {podium.map((s) => (
              <li key={`${s.player_id}-${s.irl_player}`}>
                <span className="league-podium-place">{s.rank === 1 ? 'Champion' : `Place ${s.rank}`}</span>{' '}
                <strong>{s.irl_player ?? s.player_name}</strong> · {s.points} pts
              </li>
            ))}
          </ol>
        ) : (
          <p>The league has ended.</p>
        )
      ) : current ? (
        <p className="league-countdown">
          <RoundCountdown
            key={current.end_time}
            label={`Round ${current.round_number} ends in`}
            endsAt={current.end_time}
            onEnd={onTimeUp}
          />
        </p>
      ) : ended ? (
        <p>The round is being scored; its results and the next round appear here within a minute.</p>
      ) : status === 'setup' ? (
        <p>
          {viewer.is_creator
            ? 'Start the league from Edit League when everyone is ready; the rounds are timed from that moment.'
            : 'The organiser starts this league when everyone is ready.'}
        </p>
      ) : upcoming ? (
        <p className="league-countdown">
          <RoundCountdown
            key={upcoming.start_time}
            label={`Round ${upcoming.round_number} starts in`}
            endsAt={upcoming.start_time}
            onEnd={onTimeUp}
          />
        </p>
      ) : null}

      {current && status !== 'completed' && isIrl && viewer.is_creator && (
        <>
          <p>
            Record each player's session for round {current.round_number} on this device: pick the player, Putt now,
            finish, then the next. {current.submissions.length} of {league.settings.player_names.length} players have a
            session in.
          </p>
          <RoundHandoff key={current.round_id} league={league} round={current} />
        </>
      )}

      {current && label && (
        <div className="league-your-round">
          <p>
            Your round:{' '}
            <span className={`round-label round-label-${label.toLowerCase().replace(' ', '-')}`}>{label}</span>
            {own && (
              <>
                {' '}
                Your session is in with a score of <strong>{own.score}</strong>.
              </>
            )}
          </p>
          {label === 'Open App' && (
            <>
              <p className="field-hint">
                Putt one session before the round ends; it counts for this round when it uploads. Only your first
                session counts.
              </p>
              <RoundHandoff key={current.round_id} league={league} round={current} />
            </>
          )}
        </div>
      )}

      {catchUps.length > 0 && (
        <div className="league-catch-ups">
          <h3>Missed rounds</h3>
          <p className="field-hint">Catch-up submissions are allowed: a session for a missed round still scores it.</p>
          <ul className="league-catch-up-list">
            {catchUps.map((r) => (
              <CatchUpRound key={r.round_id} detail={detail} round={r} />
            ))}
          </ul>
        </div>
      )}

      {!viewer.is_member && status !== 'completed' && (
        <p className="muted">
          {viewer.can_join ? 'Join the league to take part in its rounds.' : 'Only members take part in the rounds.'}
        </p>
      )}
    </section>
  );
}
