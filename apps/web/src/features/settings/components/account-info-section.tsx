import type { Player } from '@holeout/shared/accounts';
import { useId, useMemo, useState } from 'react';
import { Form, useFormMessageId } from '../../../components/form.tsx';
import { DISPLAY_NAME_INPUT, FormField } from '../../../components/form-field.tsx';
import { useToast } from '../../../components/toast-provider.tsx';
import { errorText } from '../../../lib/api-client.ts';
import { useUpdatePlayer } from '../api/update-player.ts';
import { settingsError, supportedTimezones, timezoneOptions } from '../settings-options.ts';

export const NAME_MISSING = 'Please enter your name.';

interface TimeZoneFieldProps {
  /** The zone stored for the player, offered even when this browser does not know it. */
  stored: string;
  value: string;
  onChange: (zone: string) => void;
}

/** The time zone select: UTC first, then every zone the browser knows. */
function TimeZoneField({ stored, value, onChange }: TimeZoneFieldProps) {
  const zones = useMemo(() => timezoneOptions(stored, supportedTimezones()), [stored]);
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>Time Zone</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)} aria-describedby={useFormMessageId()}>
        {zones.map((zone) => (
          <option key={zone} value={zone}>
            {zone.replaceAll('_', ' ')}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Name, phone and time zone; saves with PUT /player/{id}. */
export function AccountInfoSection({ player }: { player: Player }) {
  const toast = useToast();
  const update = useUpdatePlayer(player.player_id);
  const [name, setName] = useState(player.name);
  const [phone, setPhone] = useState(player.phone ?? '');
  const [timezone, setTimezone] = useState(player.timezone);
  const [invalid, setInvalid] = useState<string | null>(null);

  function submit() {
    const missing = name.trim() ? null : NAME_MISSING;
    setInvalid(missing);
    if (missing) return;
    update.mutate(
      { name: name.trim(), phone: phone.trim(), timezone },
      { onSuccess: (answer) => toast(answer.message) },
    );
  }

  return (
    <section className="card settings-section" aria-labelledby="account-info-heading">
      <h2 id="account-info-heading">Account Information</h2>
      <Form
        onSubmit={submit}
        busy={update.isPending}
        error={invalid ?? (update.error && settingsError(errorText(update.error, 'Could not save your account info.')))}
        submitLabel="Save Account Info"
        layout="row"
      >
        <div className="field">
          <span className="field-label">Email Address</span>
          <p className="field-static">{player.email}</p>
        </div>
        <FormField label="Name" {...DISPLAY_NAME_INPUT} value={name} onValue={setName} required />
        <FormField
          label="Phone"
          type="tel"
          autoComplete="tel"
          value={phone}
          onValue={setPhone}
          hint="Optional. Include your country code, for example +1 555 123 4567."
        />
        <TimeZoneField stored={player.timezone} value={timezone} onChange={setTimezone} />
      </Form>
    </section>
  );
}
