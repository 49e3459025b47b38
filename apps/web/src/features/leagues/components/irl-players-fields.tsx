import { LEAGUE_IRL_PLAYER_COUNTS } from '@holeout/shared/leagues';
import { useId } from 'react';
import { FieldError, FormField } from '../../../components/form-field.tsx';
import { SelectField } from '../../../components/select-field.tsx';
import { type LeagueFormValues, withPlayerCount } from '../league-form.ts';

/** `describedBy` ids joined, undefined when none. */
const ids = (...list: (string | undefined | false)[]) => list.filter(Boolean).join(' ') || undefined;

/** The in-person part: player count and one name per player. */
export function IrlPlayersFields({
  form,
  onForm,
  error,
  savedNames,
}: {
  form: LeagueFormValues;
  onForm: (form: LeagueFormValues) => void;
  error?: string;
  savedNames: readonly string[];
}) {
  const id = useId();
  return (
    <div className="league-irl-players">
      <SelectField
        label="Number of players"
        value={form.numPlayers}
        options={LEAGUE_IRL_PLAYER_COUNTS}
        labelOf={(n) => `${n} players`}
        onValue={(n) => onForm(withPlayerCount(form, n, savedNames))}
      />
      <fieldset className="league-player-names" aria-describedby={ids(`${id}-hint`, error && `${id}-error`)}>
        <legend>Player names</legend>
        <p id={`${id}-hint`} className="field-hint">
          The names you pick on the desktop app when each player putts. Custom names are remembered on this device.
        </p>
        <div className="league-player-name-grid">
          {form.playerNames.map((name, i) => (
            <FormField
              // biome-ignore lint/suspicious/noArrayIndexKey: one input per player position.
              key={i}
              label={`Player ${i + 1}`}
              value={name}
              maxLength={100}
              autoComplete="off"
              aria-invalid={error && name.trim() === '' ? true : undefined}
              onValue={(v) => {
                const names = [...form.playerNames];
                names[i] = v;
                onForm({ ...form, playerNames: names });
              }}
            />
          ))}
        </div>
        <FieldError id={`${id}-error`} error={error} />
      </fieldset>
    </div>
  );
}
