import { CompetitionRulesFields } from '../../../components/competition-rules-fields.tsx';
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
  return (
    <CompetitionRulesFields
      rules={rules}
      onRules={onRules}
      timeLimits={TIME_LIMIT_OPTIONS}
      puttCounts={PUTT_COUNT_OPTIONS}
      snapFeet={snapDistance}
      distanceHint={`From ${DISTANCE_MIN.toFixed(1)} to ${DISTANCE_MAX.toFixed(1)} feet; both players putt from here.`}
    >
      <SelectField
        label="Invitation expires after"
        value={rules.expiryHours}
        options={EXPIRY_HOURS}
        labelOf={expiryLabel}
        onValue={(expiryHours) => onRules({ ...rules, expiryHours })}
      />
    </CompetitionRulesFields>
  );
}
