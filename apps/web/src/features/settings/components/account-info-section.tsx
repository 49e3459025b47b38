import type { Player } from '@holeout/shared/accounts';
import { type FormEvent, useId, useMemo, useState } from 'react';
import { FormField } from '../../../components/form-field.tsx';
import { FormMessage } from '../../../components/form-message.tsx';
import { useToast } from '../../../components/toast-provider.tsx';
import { errorText } from '../../../lib/api-client.ts';
import { updatePlayer } from '../api/update-player.ts';
import { settingsError, supportedTimezones, timezoneOptions } from '../settings-options.ts';

/** Name, phone and time zone; saves with PUT /player/{id}. */
export function AccountInfoSection({ player, onSaved }: { player: Player; onSaved: (player: Player) => void }) {
  const toast = useToast();
  const [name, setName] = useState(player.name);
  const [phone, setPhone] = useState(player.phone ?? '');
  const [timezone, setTimezone] = useState(player.timezone);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const zones = useMemo(() => timezoneOptions(player.timezone, supportedTimezones()), [player.timezone]);
  const errorId = useId();
  const zoneId = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    if (!name.trim()) {
      setError('Please enter your name.');
      return;
    }
    setBusy(true);
    try {
      const answer = await updatePlayer(player.player_id, { name: name.trim(), phone: phone.trim(), timezone });
      if (!answer) throw new Error('Player not found');
      onSaved(answer.player);
      toast(answer.message);
    } catch (err) {
      setError(settingsError(errorText(err, 'Could not save your account info.')));
    } finally {
      setBusy(false);
    }
  }

  const describedBy = error ? errorId : undefined;
  return (
    <section className="card settings-section" aria-labelledby="account-info-heading">
      <h2 id="account-info-heading">Account Information</h2>
      <form className="form" onSubmit={submit} noValidate aria-busy={busy}>
        <div className="field">
          <span className="field-label">Email Address</span>
          <p className="field-static">{player.email}</p>
        </div>
        <FormField
          label="Name"
          autoComplete="nickname"
          maxLength={80}
          value={name}
          onChange={(e) => setName(e.target.value)}
          required
          describedBy={describedBy}
        />
        <FormField
          label="Phone"
          type="tel"
          autoComplete="tel"
          value={phone}
          onChange={(e) => setPhone(e.target.value)}
          hint="Optional. Include your country code, for example +1 555 123 4567."
          describedBy={describedBy}
        />
        <div className="field">
          <label htmlFor={zoneId}>Time Zone</label>
          <select
            id={zoneId}
            value={timezone}
            onChange={(e) => setTimezone(e.target.value)}
            aria-describedby={describedBy}
          >
            {zones.map((zone) => (
              <option key={zone} value={zone}>
                {zone.replaceAll('_', ' ')}
              </option>
            ))}
          </select>
        </div>
        <FormMessage id={errorId} error={error} />
        <div className="form-actions">
          <button type="submit" className="button button-primary" disabled={busy}>
            Save Account Info
          </button>
        </div>
      </form>
    </section>
  );
}
