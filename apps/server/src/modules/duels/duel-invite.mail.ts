import type { MailMessage } from '../mail/mail.service.ts';

/** The invitation a player not yet on Holeout receives when challenged by e-mail address. */
export function duelInviteMail(
  to: string,
  creatorName: string,
  rules: string,
  hours: number,
  link: string,
): MailMessage {
  return {
    to,
    subject: `${creatorName} challenged you to a putting duel on Holeout`,
    text:
      `Hi,\n\n${creatorName} has challenged you to a putting duel on Holeout: ${rules}.\n\n` +
      `Create your free account with this e-mail address within ${hours} hours to accept or decline:\n\n${link}\n\n` +
      'If you do not know the sender, ignore this message: nothing happens unless you sign up.\n\nHoleout',
    html:
      `<p>Hi,</p><p>${escapeHtml(creatorName)} has challenged you to a putting duel on Holeout: ${escapeHtml(rules)}.</p>` +
      `<p>Create your free account with this e-mail address within ${hours} hours to accept or decline:</p>` +
      `<p><a href="${escapeHtml(link)}">Join Holeout and answer the challenge</a></p>` +
      '<p>If you do not know the sender, ignore this message: nothing happens unless you sign up.</p><p>Holeout</p>',
  };
}

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * The registration link of a new-player invite (`/register?invite=duel…`): the e-mail address
 * pre-fills and locks the form's field; a phone number is carried along but only matched once
 * the new player saves it on their profile.
 */
export function duelInviteLink(
  publicUrl: string,
  contact: { type: 'email' | 'phone'; value: string },
  creatorId: number,
): string {
  const params = new URLSearchParams({ invite: 'duel', [contact.type]: contact.value, referrer_id: String(creatorId) });
  return `${publicUrl}/register?${params.toString()}`;
}
