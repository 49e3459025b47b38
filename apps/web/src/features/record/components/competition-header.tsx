import { competitionRules, type RecordingCompetition, TRACKED_REQUIRED_TEXT } from '../competition.ts';

/**
 * The top of the recorder in competition mode: whom or what the session is for, and its rules,
 * locked (they were set on the duel or the league and cannot change here).
 */
export function CompetitionHeader({ competition }: { competition: RecordingCompetition }) {
  return (
    <section className="card record-competition" aria-labelledby="record-competition-heading">
      <p className="record-competition-kind">{competition.kind === 'duel' ? 'Duel session' : 'League round session'}</p>
      <h2 id="record-competition-heading" data-testid="record-competition">
        {competition.title}
      </h2>
      <dl className="record-competition-rules" data-testid="record-competition-rules">
        {competitionRules(competition).map((row) => (
          <div key={row.label}>
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
        <div>
          <dt>Rules</dt>
          <dd>Locked for this competition</dd>
        </div>
      </dl>
      <p className="field-hint">
        {competition.mode === 'time_limit'
          ? 'The session finishes by itself when the time is up.'
          : 'The session finishes by itself after the last counted putt.'}
      </p>
      {competition.requireTracked && <p className="record-competition-tracked">{TRACKED_REQUIRED_TEXT}</p>}
    </section>
  );
}
