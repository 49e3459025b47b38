import { NOTIFICATION_FLAGS, type NotificationFlag, type Player } from '@holeout/shared/accounts';
import { useState } from 'react';
import { useToast } from '../../../components/toast-provider.tsx';
import { errorText } from '../../../lib/api-client.ts';
import { updateNotificationPreferences } from '../api/update-notification-preferences.ts';
import { NOTIFICATION_FLAG_LABELS, settingsError } from '../settings-options.ts';

/** One switch per e-mail notification flag; each change is saved at once. */
export function NotificationPreferencesSection({
  player,
  onSaved,
}: {
  player: Player;
  onSaved: (player: Player) => void;
}) {
  const toast = useToast();
  const [saving, setSaving] = useState<NotificationFlag | null>(null);
  const prefs = player.notification_preferences;

  async function toggle(flag: NotificationFlag, value: boolean) {
    // One save at a time; the switches stay enabled so a keyboard user keeps focus while it runs.
    if (saving !== null) return;
    setSaving(flag);
    try {
      const answer = await updateNotificationPreferences(player.player_id, { [flag]: value });
      if (!answer) throw new Error('Player not found');
      onSaved(answer.player);
      toast(answer.message);
    } catch (err) {
      toast(settingsError(errorText(err, 'Could not save your notification preferences.')), { error: true });
    } finally {
      setSaving(null);
    }
  }

  return (
    <section className="card settings-section" aria-labelledby="email-notifications-heading">
      <h2 id="email-notifications-heading">Email Notifications</h2>
      <fieldset className="toggle-list">
        <legend className="section-intro">Choose which e-mails Holeout sends you.</legend>
        {NOTIFICATION_FLAGS.map((flag) => {
          const { label, description } = NOTIFICATION_FLAG_LABELS[flag];
          const id = `notify-${flag}`;
          return (
            <div key={flag} className="toggle-row">
              <input
                id={id}
                type="checkbox"
                role="switch"
                className="switch"
                checked={prefs[flag] ?? true}
                aria-checked={prefs[flag] ?? true}
                aria-disabled={saving !== null || undefined}
                aria-describedby={`${id}-description`}
                onChange={(e) => void toggle(flag, e.target.checked)}
              />
              <div className="toggle-text">
                <label htmlFor={id}>{label}</label>
                <p id={`${id}-description`} className="field-hint">
                  {description}
                </p>
              </div>
            </div>
          );
        })}
      </fieldset>
    </section>
  );
}
