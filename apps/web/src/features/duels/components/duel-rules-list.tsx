import type { Duel } from '@holeout/shared/duels';
import { useId } from 'react';
import { formatDateTime } from '../../../lib/format.ts';

/** The rules fixed at creation and the duel's dates. */
export function DuelRulesList({ duel }: { duel: Duel }) {
  const id = useId();
  const rows: [string, string][] = [
    ['Mode', duel.competition_mode === 'shoot_out' ? 'Shoot-out' : 'Time limit'],
    duel.competition_mode === 'shoot_out'
      ? ['Number of putts', `${duel.max_attempts ?? 'N/A'}`]
      : ['Time limit', duel.time_limit_minutes == null ? 'N/A' : `${duel.time_limit_minutes} minutes`],
    ['Putting distance', `${duel.putting_distance_feet.toFixed(1)} ft`],
    ['Invitation expiry', `${Math.round(duel.invitation_expiry_minutes / 60)} hours`],
    ['Scoring', 'Total makes'],
    ['Created', formatDateTime(duel.created_at)],
    ['Accepted', formatDateTime(duel.accepted_at)],
    [duel.completed_at ? 'Completed' : 'Deadline', formatDateTime(duel.completed_at ?? duel.expires_at)],
  ];
  return (
    <section className="card" aria-labelledby={id}>
      <h2 id={id}>Rules</h2>
      <dl className="duel-rules">
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
