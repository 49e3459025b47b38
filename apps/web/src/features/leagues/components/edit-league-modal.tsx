import { LEAGUE_MESSAGES, type LeagueDetail } from '@holeout/shared/leagues';
import { useState } from 'react';
import { Form } from '../../../components/form.tsx';
import { ModalDialog } from '../../../components/modal-dialog.tsx';
import { useToast } from '../../../components/toast-provider.tsx';
import { refusalText } from '../../../lib/api-client.ts';
import { useCurrentPlayer } from '../../auth/auth-context.ts';
import { useStartLeague } from '../api/start-league.ts';
import { useUpdateLeagueSettings } from '../api/update-league-settings.ts';
import { leagueFormOf, roundDurationOptions, updateLeagueBody } from '../league-form.ts';
import { useLeagueForm } from '../use-league-form.ts';
import { LeagueSettingsFields } from './league-settings-fields.tsx';

export const SETTINGS_SAVED_MESSAGE = 'League settings saved.';
export const LEAGUE_STARTED_MESSAGE = 'League started. Round 1 is open.';

function EditLeagueForm({ detail, onDone }: { detail: LeagueDetail; onDone: () => void }) {
  const toast = useToast();
  const leagueId = detail.league.league_id;
  const update = useUpdateLeagueSettings(leagueId);
  const start = useStartLeague(leagueId);
  const { timezone } = useCurrentPlayer();
  const [initial] = useState(() => leagueFormOf(detail, timezone));
  const { form, error, setError, check, fields } = useLeagueForm(() => initial);
  const busy = update.isPending || start.isPending;

  const save = () => {
    // A start time left as it was may already have passed (a league in setup): only a new one must lie ahead.
    if (!check({ requireFuture: form.startLocal !== initial.startLocal })) return;
    // The promise, not mutate's callbacks: those are dropped if the answer unmounts this form.
    update.mutateAsync(updateLeagueBody(form, detail.viewer.player_id)).then(
      () => {
        toast(SETTINGS_SAVED_MESSAGE);
        onDone();
      },
      (err: unknown) => setError(refusalText(err, LEAGUE_MESSAGES.failedUpdate)),
    );
  };

  const startNow = () => {
    if (busy) return;
    setError(null);
    // A started league can no longer be edited, so the answer unmounts this form: the promise
    // still settles where mutate's callbacks would be dropped.
    start.mutateAsync().then(
      () => {
        toast(LEAGUE_STARTED_MESSAGE);
        onDone();
      },
      (err: unknown) => setError(refusalText(err, LEAGUE_MESSAGES.failedStart)),
    );
  };

  return (
    <Form
      onSubmit={save}
      busy={busy}
      error={error}
      submitLabel={update.isPending ? 'Saving…' : 'Save Changes'}
      layout="row"
      className="form league-form"
      secondaryAction={
        <>
          {detail.viewer.can_start && (
            <button
              type="button"
              className="button button-secondary league-start-button"
              aria-disabled={busy || undefined}
              onClick={startNow}
            >
              {start.isPending ? 'Starting…' : 'Start League'}
            </button>
          )}
          <button type="button" className="button button-ghost" onClick={onDone}>
            Cancel
          </button>
        </>
      }
    >
      {detail.viewer.can_start && (
        <p className="field-hint league-start-hint">
          {detail.league.status === 'setup'
            ? 'This league waits for you: Start League opens round 1 now and times every round from this moment.'
            : 'Start League opens round 1 now and times every round from this moment.'}
        </p>
      )}
      <LeagueSettingsFields {...fields} durations={roundDurationOptions('edit', initial.roundDuration)} />
    </Form>
  );
}

/** The Edit League modal (spec 02 §2): the settings while setup or registering, and Start League. */
export function EditLeagueModal({
  open,
  onClose,
  detail,
}: {
  open: boolean;
  onClose: () => void;
  detail: LeagueDetail;
}) {
  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      title="Edit League"
      description="Settings can change until the league begins; the rounds are re-timed from the start."
    >
      <EditLeagueForm detail={detail} onDone={onClose} />
    </ModalDialog>
  );
}
