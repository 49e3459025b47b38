import {
  LEAGUE_MAX_ATTEMPTS,
  LEAGUE_ROUND_COUNTS,
  LEAGUE_START_MODES,
  LEAGUE_TIME_LIMITS_MINUTES,
  type RoundDuration,
} from '@holeout/shared/leagues';
import { useId } from 'react';
import { ChoiceField, CompetitionRulesFields } from '../../../components/competition-rules-fields.tsx';
import { useFormMessageId } from '../../../components/form.tsx';
import { FieldError, FormField } from '../../../components/form-field.tsx';
import { SelectField } from '../../../components/select-field.tsx';
import { SwitchField } from '../../../components/switch-field.tsx';
import {
  effectiveFlags,
  FLAG_LABELS,
  LEAGUE_FLAGS,
  type LeagueFormErrors,
  type LeagueFormValues,
  roundDurationLabel,
  withIrl,
} from '../league-form.ts';
import { IrlPlayersFields } from './irl-players-fields.tsx';

const FLAG_HINTS = {
  allow_player_invites: 'Any member may invite players, not only you.',
  allow_late_joiners: 'Players may join after the first round has started.',
  allow_catch_up_submissions: 'A member may still putt a missed round until the league ends.',
} as const;

const PRIVACY_OPTIONS = [
  { value: 'private', label: 'Private', hint: 'Players join by invitation only' },
  { value: 'public', label: 'Public', hint: 'Anyone may find and join it' },
] as const;

const START_MODE_LABELS = {
  scheduled: 'By itself at the start time',
  manual: 'When I press Start League',
} as const;

/**
 * What the start field means: the server reads a time without an offset as the player's local
 * time in their profile's time zone (decision 043), and this form sends it that way.
 */
export function startTimeHint(timeZone: string): string {
  return `Your local time in ${timeZone}, your profile's time zone (change it in Settings). Round 1 starts then.`;
}

/** `describedBy` ids joined, undefined when none. */
const ids = (...list: (string | undefined | false)[]) => list.filter(Boolean).join(' ') || undefined;

/**
 * Every option of a league (spec 02 §2 "Create League modal", §9): name, description, privacy,
 * start, rounds, round schedule, competition mode with its time limit or putt count, distance,
 * the three flags, and the IRL toggle with player count and names. While IRL is on the three flags
 * show off and cannot be changed (spec 02 §5).
 */
export function LeagueSettingsFields({
  form,
  onForm,
  errors,
  durations,
  savedNames = [],
}: {
  form: LeagueFormValues;
  onForm: (form: LeagueFormValues) => void;
  errors: LeagueFormErrors;
  durations: readonly RoundDuration[];
  savedNames?: readonly string[];
}) {
  const id = useId();
  const formMessageId = useFormMessageId();
  const set = (change: Partial<LeagueFormValues>) => onForm({ ...form, ...change });
  const flags = effectiveFlags(form);

  return (
    <>
      <FormField
        label="League name"
        value={form.name}
        onValue={(name) => set({ name })}
        error={errors.name}
        maxLength={100}
        autoComplete="off"
        required
      />
      <div className="field">
        <label htmlFor={`${id}-description`}>Description</label>
        <textarea
          id={`${id}-description`}
          value={form.description}
          rows={3}
          maxLength={2000}
          required
          aria-invalid={errors.description ? true : undefined}
          aria-describedby={ids(errors.description && `${id}-description-error`, formMessageId)}
          onChange={(e) => set({ description: e.target.value })}
        />
        <FieldError id={`${id}-description-error`} error={errors.description} />
      </div>

      <ChoiceField
        legend="Privacy"
        className="league-privacy"
        value={form.privacy}
        options={PRIVACY_OPTIONS}
        onValue={(privacy) => set({ privacy })}
      />

      <FormField
        label="Start date and time"
        type="datetime-local"
        value={form.startLocal}
        onValue={(startLocal) => set({ startLocal })}
        error={errors.startLocal}
        hint={startTimeHint(form.timeZone)}
        required
      />
      {!form.isIrl && (
        <SelectField
          label="How it starts"
          value={form.startMode}
          options={LEAGUE_START_MODES}
          labelOf={(m) => START_MODE_LABELS[m]}
          onValue={(startMode) => set({ startMode })}
          hint="Either way, you can start it early with Start League in Edit League."
        />
      )}

      <div className="league-field-row">
        <SelectField
          label="Number of rounds"
          value={form.numRounds}
          options={LEAGUE_ROUND_COUNTS}
          labelOf={(n) => `${n} rounds`}
          onValue={(numRounds) => set({ numRounds })}
        />
        <SelectField
          label="Round schedule"
          value={form.roundDuration}
          options={durations}
          labelOf={(d) => (d === 'monthly' ? roundDurationLabel(d) : `Every ${roundDurationLabel(d)}`)}
          onValue={(roundDuration) => set({ roundDuration })}
          hint="How long each round stays open; rounds run back to back."
        />
      </div>

      <CompetitionRulesFields
        rules={form}
        onRules={onForm}
        timeLimits={LEAGUE_TIME_LIMITS_MINUTES}
        puttCounts={LEAGUE_MAX_ATTEMPTS}
        rowClassName="league-field-row"
      />

      <fieldset className="toggle-list league-flags">
        <legend className="field-label">Options</legend>
        <SwitchField
          label="In-person (IRL) tournament"
          hint="Players putt together on your desktop; you record each named player's session. Invites, late joining and catch-up are off."
          checked={form.isIrl}
          onChecked={(on) => onForm(withIrl(form, on, savedNames))}
        />
        {LEAGUE_FLAGS.map((flag) => (
          <SwitchField
            key={flag}
            label={FLAG_LABELS[flag]}
            hint={form.isIrl ? 'Off for in-person tournaments.' : FLAG_HINTS[flag]}
            checked={flags[flag]}
            disabled={form.isIrl}
            onChecked={(on) => set({ flags: { ...form.flags, [flag]: on } })}
          />
        ))}
      </fieldset>

      {form.isIrl && (
        <IrlPlayersFields form={form} onForm={onForm} error={errors.playerNames} savedNames={savedNames} />
      )}
    </>
  );
}
