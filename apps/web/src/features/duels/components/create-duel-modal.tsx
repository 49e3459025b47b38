import type { Duel } from '@holeout/shared/duels';
import { useRef, useState } from 'react';
import { Form } from '../../../components/form.tsx';
import { ModalDialog } from '../../../components/modal-dialog.tsx';
import { PlayerPicker } from '../../../components/player-picker.tsx';
import { useToast } from '../../../components/toast-provider.tsx';
import { refusalText } from '../../../lib/api-client.ts';
import { pickedName } from '../../../lib/contact-input.ts';
import { CREATE_DUEL_FAILED, useCreateDuel } from '../api/create-duel.ts';
import {
  canSend,
  createDuelBody,
  DEFAULT_RULES,
  type DuelOpponent,
  type DuelRules,
  rematchOpponent,
  rulesOf,
  SEARCH_MIN_LENGTH,
} from '../duel-form.ts';
import { DuelRulesFields } from './duel-rules-fields.tsx';
import { InviteLinkPanel } from './invite-link-panel.tsx';

/** The toast after a challenge went out. */
export function challengeSentMessage(opponent: DuelOpponent): string {
  return opponent.kind === 'player'
    ? `Challenge sent to ${opponent.name}.`
    : `Invitation sent to ${opponent.contact.value}.`;
}

function CreateDuelForm({
  viewerId,
  rematchOf,
  onDone,
}: {
  viewerId: number;
  rematchOf: Duel | null;
  onDone: () => void;
}) {
  const toast = useToast();
  const create = useCreateDuel();
  const [opponent, setOpponent] = useState<DuelOpponent | null>(() =>
    rematchOf ? rematchOpponent(rematchOf, viewerId) : null,
  );
  const [rules, setRules] = useState<DuelRules>(() => (rematchOf ? rulesOf(rematchOf) : DEFAULT_RULES));
  const [error, setError] = useState<string | null>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const [inviteLink, setInviteLink] = useState<{ link: string; to: string } | null>(null);

  if (inviteLink) return <InviteLinkPanel link={inviteLink.link} to={inviteLink.to} onDone={onDone} />;

  const submit = () => {
    if (!opponent || !canSend(opponent, create.isPending)) return;
    setError(null);
    create.mutate(createDuelBody(viewerId, opponent, rules), {
      onSuccess: (answer) => {
        if (answer.invite_link) {
          // A phone number has no SMS provider behind it: the player sends the link themselves.
          setInviteLink({ link: answer.invite_link, to: pickedName(opponent) });
          return;
        }
        toast(challengeSentMessage(opponent));
        onDone();
      },
      onError: (err) => setError(refusalText(err, CREATE_DUEL_FAILED)),
    });
  };

  return (
    <Form
      onSubmit={submit}
      busy={create.isPending}
      error={error}
      submitLabel={create.isPending ? 'Sending…' : 'Send Challenge'}
      submitDisabled={!canSend(opponent)}
      layout="row"
      className="form duel-form"
      secondaryAction={
        <button type="button" className="button button-secondary" onClick={onDone}>
          Cancel
        </button>
      }
    >
      <PlayerPicker
        label="Opponent"
        pickedLabel="Opponent"
        hint="Search players by name, or type an e-mail address or phone number to invite someone new."
        minLength={SEARCH_MIN_LENGTH}
        viewerId={viewerId}
        picked={opponent}
        onPick={(next) => {
          setOpponent(next);
          setError(null);
        }}
        errorText={refusalText}
        inputRef={searchRef}
        testId="chosen-opponent"
      />
      <DuelRulesFields rules={rules} onRules={setRules} />
      {!opponent && (
        <p className="field-hint duel-send-hint">Choose an opponent or prepare an invitation to send the challenge.</p>
      )}
    </Form>
  );
}

/**
 * The Create Duel modal, and its rematch variant: the same rules and opponent as a finished duel,
 * all still changeable.
 */
export function CreateDuelModal({
  open,
  onClose,
  viewerId,
  rematchOf = null,
}: {
  open: boolean;
  onClose: () => void;
  viewerId: number;
  rematchOf?: Duel | null;
}) {
  const rematchName = rematchOf
    ? (() => {
        const opponent = rematchOpponent(rematchOf, viewerId);
        return opponent ? pickedName(opponent) : null;
      })()
    : null;
  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      title={rematchOf ? `Rematch${rematchName ? ` ${rematchName}` : ''}` : 'Create Duel'}
      description={
        rematchOf
          ? 'The same rules and opponent as before; change anything before you send it.'
          : 'Challenge a player to a putting duel: you both putt one session under the same rules.'
      }
    >
      <CreateDuelForm viewerId={viewerId} rematchOf={rematchOf} onDone={onClose} />
    </ModalDialog>
  );
}
