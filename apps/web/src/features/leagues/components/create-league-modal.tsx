import { LEAGUE_MESSAGES } from '@holeout/shared/leagues';
import { isFullSubscriber, type MembershipTier } from '@holeout/shared/membership';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Form } from '../../../components/form.tsx';
import { ModalDialog } from '../../../components/modal-dialog.tsx';
import { useToast } from '../../../components/toast-provider.tsx';
import { refusalText } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/paths.ts';
import { useCurrentPlayer } from '../../auth/auth-context.ts';
import { useCreateLeague } from '../api/create-league.ts';
import { readSavedIrlNames, saveIrlNames } from '../irl-names-storage.ts';
import { createLeagueBody, defaultLeagueForm, roundDurationOptions } from '../league-form.ts';
import { useLeagueForm } from '../use-league-form.ts';
import { LeagueSettingsFields } from './league-settings-fields.tsx';

/** The toast after a league was created. */
export function leagueCreatedMessage(name: string): string {
  return `League "${name}" created.`;
}

function CreateLeagueForm({ viewerId, onDone }: { viewerId: number; onDone: () => void }) {
  const toast = useToast();
  const navigate = useNavigate();
  const create = useCreateLeague();
  const [savedNames] = useState(() => readSavedIrlNames());
  const { timezone } = useCurrentPlayer();
  const { form, error, setError, check, fields } = useLeagueForm(() =>
    defaultLeagueForm(new Date(), savedNames, timezone),
  );

  const submit = () => {
    if (!check()) return;
    create.mutateAsync(createLeagueBody(form, viewerId)).then(
      (answer) => {
        if (form.isIrl) saveIrlNames(form.playerNames);
        toast(leagueCreatedMessage(answer.league.name));
        onDone();
        navigate(paths.league(answer.league.league_id));
      },
      (err: unknown) => setError(refusalText(err, LEAGUE_MESSAGES.failedCreate)),
    );
  };

  return (
    <Form
      onSubmit={submit}
      busy={create.isPending}
      error={error}
      submitLabel={create.isPending ? 'Creating…' : 'Create League'}
      layout="row"
      className="form league-form"
      secondaryAction={
        <button type="button" className="button button-secondary" onClick={onDone}>
          Cancel
        </button>
      }
    >
      <LeagueSettingsFields {...fields} durations={roundDurationOptions('create')} savedNames={savedNames} />
    </Form>
  );
}

/** What a free member sees instead of the form (spec 02 §5, verbatim), with the way to upgrade. */
export function CreateLeagueUpgrade({ onDone }: { onDone: () => void }) {
  return (
    // A friendly card, not an error: nothing went wrong, the form is one membership away.
    <div className="league-upgrade upgrade-prompt">
      <p role="status">{LEAGUE_MESSAGES.createNeedsSubscription}</p>
      <div className="form-actions">
        <Link className="button button-primary" to={paths.membership} onClick={onDone}>
          Upgrade Now
        </Link>
        <button type="button" className="button button-secondary" onClick={onDone}>
          Close
        </button>
      </div>
    </div>
  );
}

/**
 * The Create League modal (spec 02 §2): every option of §9 with its defaults. Creating needs a
 * full subscription: a free member gets the spec's message and an upgrade link instead of the form.
 */
export function CreateLeagueModal({
  open,
  onClose,
  viewerId,
  tier,
}: {
  open: boolean;
  onClose: () => void;
  viewerId: number;
  tier: MembershipTier;
}) {
  const subscribed = isFullSubscriber(tier);
  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      title="Create League"
      description={
        subscribed
          ? 'A multi-round putting competition: members putt one session per round, and points decide the standings.'
          : undefined
      }
    >
      {subscribed ? (
        <CreateLeagueForm viewerId={viewerId} onDone={onClose} />
      ) : (
        <CreateLeagueUpgrade onDone={onClose} />
      )}
    </ModalDialog>
  );
}
