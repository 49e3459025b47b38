import {
  CompetitionModeField,
  DistanceField,
  TrackedSessionsField,
} from '../../../components/competition-rules-fields.tsx';
import { SelectField } from '../../../components/select-field.tsx';
import {
  DISTANCE_MAX,
  DISTANCE_MIN,
  type DuelRules,
  EXPIRY_HOURS,
  PUTT_COUNT_OPTIONS,
  snapDistance,
  TIME_LIMIT_OPTIONS,
} from '../duel-form.ts';

function expiryLabel(hours: number): string {
  return hours === 168 ? '168 hours (1 week)' : `${hours} hours`;
}

/**
 * The rule controls of a new duel (spec 02 §2, §9): competition mode, then the time limit or the
 * putt count, the putting distance slider with its value shown, and the invitation expiry.
 */
export function DuelRulesFields({ rules, onRules }: { rules: DuelRules; onRules: (rules: DuelRules) => void }) {
  const set = (change: Partial<DuelRules>) => onRules({ ...rules, ...change });

  return (
    <>
      <CompetitionModeField mode={rules.mode} onMode={(mode) => set({ mode })} />

      {rules.mode === 'time_limit' ? (
        <SelectField
          label="Time limit"
          value={rules.timeLimitMinutes}
          options={TIME_LIMIT_OPTIONS}
          labelOf={(m) => `${m} minutes`}
          onValue={(timeLimitMinutes) => set({ timeLimitMinutes })}
        />
      ) : (
        <SelectField
          label="Number of putts"
          value={rules.maxAttempts}
          options={PUTT_COUNT_OPTIONS}
          labelOf={(n) => `${n.toLocaleString('en-US')} putts`}
          onValue={(maxAttempts) => set({ maxAttempts })}
        />
      )}

      <DistanceField
        feet={rules.distanceFeet}
        onFeet={(feet) => set({ distanceFeet: snapDistance(feet) })}
        hint={`From ${DISTANCE_MIN.toFixed(1)} to ${DISTANCE_MAX.toFixed(1)} feet; both players putt from here.`}
      />

      <SelectField
        label="Invitation expires after"
        value={rules.expiryHours}
        options={EXPIRY_HOURS}
        labelOf={expiryLabel}
        onValue={(expiryHours) => set({ expiryHours })}
      />

      <TrackedSessionsField
        checked={rules.requireTracked === true}
        onChecked={(requireTracked) => set({ requireTracked })}
      />
    </>
  );
}
