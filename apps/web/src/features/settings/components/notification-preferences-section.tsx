import { NOTIFICATION_FLAGS, type NotificationFlag, type Player } from '@holeout/shared/accounts';
import { SwitchField } from '../../../components/switch-field.tsx';
import { useToast } from '../../../components/toast-provider.tsx';
import { errorText } from '../../../lib/api-client.ts';
import { useUpdateNotificationPreferences } from '../api/update-notification-preferences.ts';
import { NOTIFICATION_FLAG_LABELS, settingsError } from '../settings-options.ts';

/** One switch per e-mail notification flag; each change is saved at once. */
export function NotificationPreferencesSection({ player }: { player: Player }) {
  const toast = useToast();
  const update = useUpdateNotificationPreferences(player.player_id);
  const prefs = player.notification_preferences;

  function toggle(flag: NotificationFlag, value: boolean) {
    // One save at a time; the switches stay enabled so a keyboard user keeps focus while it runs.
    if (update.isPending) return;
    update.mutate(
      { [flag]: value },
      {
        onSuccess: (answer) => toast(answer.message),
        onError: (err) =>
          toast(settingsError(errorText(err, 'Could not save your notification preferences.')), { error: true }),
      },
    );
  }

  return (
    <section className="card settings-section" aria-labelledby="email-notifications-heading">
      <h2 id="email-notifications-heading">Email Notifications</h2>
      <fieldset className="toggle-list">
        <legend className="section-intro">Choose which e-mails Holeout sends you.</legend>
        {NOTIFICATION_FLAGS.map((flag) => {
          const { label, description } = NOTIFICATION_FLAG_LABELS[flag];
          return (
            <SwitchField
              key={flag}
              label={label}
              hint={description}
              checked={prefs[flag] ?? true}
              busy={update.isPending}
              onChecked={(on) => toggle(flag, on)}
            />
          );
        })}
      </fieldset>
    </section>
  );
}
