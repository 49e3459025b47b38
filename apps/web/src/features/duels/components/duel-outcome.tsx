import type { Duel } from '@holeout/shared/duels';

function names(duel: Duel) {
  return {
    creator: duel.creator_name,
    invited: duel.invited_player_name ?? duel.invited_contact ?? 'The invited player',
  };
}

/** The outcome in a sentence: the winner and score, a draw, a forfeit, a refusal or an expiry. */
export function duelOutcomeText(duel: Duel): string | null {
  const { creator, invited } = names(duel);
  switch (duel.status) {
    case 'completed': {
      const cs = duel.creator_score ?? 0;
      const is = duel.invited_player_score ?? 0;
      if (duel.winner_id === null) return `Draw, ${cs} – ${is}.`;
      const creatorWon = duel.winner_id === duel.creator_id;
      const winner = creatorWon ? creator : invited;
      return `${winner} won, ${creatorWon ? cs : is} – ${creatorWon ? is : cs}.`;
    }
    case 'declined':
      return `${invited} declined the challenge.`;
    case 'expired':
      return duel.accepted_at
        ? 'The duel expired: no session was submitted before the deadline.'
        : 'The invitation expired before it was answered.';
    case 'cancelled':
      return `${creator} cancelled the invitation.`;
    default:
      return null;
  }
}

/** The forfeit note: who did not submit in time. */
export function forfeitText(duel: Duel): string | null {
  if (duel.status !== 'completed' || !duel.forfeit || duel.winner_id === null) return null;
  const { creator, invited } = names(duel);
  const creatorWon = duel.winner_id === duel.creator_id;
  return `Won by forfeit: ${creatorWon ? invited : creator} did not submit a session before the deadline.`;
}

/** The result line of the duel page, with the forfeit note when the winner was the only one to putt. */
export function DuelOutcome({ duel }: { duel: Duel }) {
  const text = duelOutcomeText(duel);
  const forfeit = forfeitText(duel);
  if (!text) return null;
  return (
    <div className="duel-outcome" data-testid="duel-outcome">
      <p className="duel-outcome-text">{text}</p>
      {forfeit && <p className="muted">{forfeit}</p>}
    </div>
  );
}
