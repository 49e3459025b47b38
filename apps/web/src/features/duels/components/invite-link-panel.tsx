import { CopyLinkField } from '../../../components/copy-link-field.tsx';

/**
 * After a phone invite: the sign-up link that carries the challenge, to send by any messenger
 * (there is no SMS provider), with Copy and the spec's clipboard messages.
 */
export function InviteLinkPanel({ link, to, onDone }: { link: string; to: string; onDone: () => void }) {
  return (
    <div className="form duel-invite-link" data-testid="invite-link-panel">
      <p className="form-message form-message-success" role="status">
        Challenge created. Send this link to {to}: it opens sign-up with your challenge waiting.
      </p>
      <CopyLinkField link={link} what="Invite link">
        <button type="button" className="button button-secondary" onClick={onDone}>
          Done
        </button>
      </CopyLinkField>
    </div>
  );
}
