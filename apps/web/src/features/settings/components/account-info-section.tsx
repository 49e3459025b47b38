import { type Player, updatePlayerRequestSchema } from '@holeout/shared/accounts';
import { useMemo, useState } from 'react';
import { Form } from '../../../components/form.tsx';
import { DisplayNameField, FormField } from '../../../components/form-field.tsx';
import { useToast } from '../../../components/toast-provider.tsx';
import { formProblems } from '../../../lib/api-client.ts';
import { type FormProblems, fieldErrorsFromIssues, fieldsSummary, NO_PROBLEMS } from '../../../lib/field-errors.ts';
import { useUpdatePlayer } from '../api/update-player.ts';
import { browserTimezone, isTimezoneConfirmed, markTimezoneConfirmed, settingsError } from '../settings-options.ts';
import { currentZoneName, initialTimeZone, timeZoneGroups } from '../time-zones.ts';
import { TimeZoneField } from './time-zone-field.tsx';

export const NAME_MISSING = 'Please enter your name.';

type Field = 'name' | 'phone' | 'timezone';
const LABELS: Record<Field, string> = { name: 'Name', phone: 'Phone', timezone: 'Time Zone' };

/** The form's checks with the server's own rules, every field at once; the message is null when it may be sent. */
export function accountInfoProblems(input: Record<Field, string>): FormProblems<Field> {
  const checked = updatePlayerRequestSchema.safeParse(input);
  const fields = checked.success ? {} : fieldErrorsFromIssues(checked.error.issues, ['name', 'phone', 'timezone']);
  if (!input.name.trim()) fields.name = NAME_MISSING;
  const only = Object.keys(fields);
  // A missing name alone reads best as the plain request.
  const message =
    only.length === 1 && only[0] === 'name' && !input.name.trim() ? NAME_MISSING : fieldsSummary(fields, LABELS);
  return { message, fields };
}

/** Name, phone and time zone; saves with PUT /player/{id}. */
export function AccountInfoSection({ player }: { player: Player }) {
  const toast = useToast();
  const update = useUpdatePlayer(player.player_id);
  const [name, setName] = useState(player.name);
  const [phone, setPhone] = useState(player.phone ?? '');
  const initialZone = useMemo(
    () => initialTimeZone(player.timezone, browserTimezone(), isTimezoneConfirmed(player.player_id)),
    [player.timezone, player.player_id],
  );
  const [timezone, setTimezone] = useState(initialZone.zone);
  const [invalid, setInvalid] = useState<FormProblems<Field>>(NO_PROBLEMS);
  const proposedLabel = useMemo(() => {
    if (!initialZone.proposed) return null;
    const groups = timeZoneGroups([initialZone.zone], { at: new Date() });
    return groups.flatMap((g) => g.zones).find((z) => z.id === initialZone.zone)?.label ?? initialZone.zone;
  }, [initialZone]);

  function submit() {
    const input = { name: name.trim(), phone: phone.trim(), timezone };
    const check = accountInfoProblems(input);
    setInvalid(check);
    if (check.message) return;
    update.mutate(input, {
      onSuccess: (answer) => {
        markTimezoneConfirmed(player.player_id);
        toast(answer.message);
      },
    });
  }

  const problems = formProblems(invalid, update.error, 'Could not save your account info.', LABELS);
  const unsaved = currentZoneName(player.timezone) !== timezone;
  return (
    <section className="card settings-section" aria-labelledby="account-info-heading">
      <h2 id="account-info-heading">Account Information</h2>
      <Form
        onSubmit={submit}
        busy={update.isPending}
        error={problems.message && settingsError(problems.message)}
        submitLabel="Save Account Info"
        layout="row"
      >
        <div className="field">
          <span className="field-label">Email Address</span>
          <p className="field-static">{player.email}</p>
        </div>
        <DisplayNameField label={LABELS.name} value={name} onValue={setName} error={problems.fields.name} />
        <FormField
          label={LABELS.phone}
          type="tel"
          autoComplete="tel"
          value={phone}
          onValue={setPhone}
          hint="Optional. Include your country code, for example +1 555 123 4567."
          error={problems.fields.phone}
        />
        <TimeZoneField
          stored={player.timezone}
          value={timezone}
          onChange={setTimezone}
          error={problems.fields.timezone}
          hint={
            proposedLabel && unsaved && timezone === initialZone.zone
              ? `Set from this device: ${proposedLabel}. Save to keep it.`
              : 'Dates and times are shown in this zone.'
          }
        />
      </Form>
    </section>
  );
}
