import type { MailMessage } from '../mail/mail.service.ts';

/**
 * The registration link of a league invitation to someone not yet on Holeout (spec 01 /register:
 * `invite=league`, the address pre-filled and locked, the referrer and the league's name shown).
 */
export function leagueInviteLink(publicUrl: string, email: string, inviterId: number, leagueName: string): string {
  const params = new URLSearchParams({ invite: 'league', email, referrer_id: String(inviterId), league: leagueName });
  return `${publicUrl}/register?${params.toString()}`;
}

/** The invitation e-mail to an address not yet on Holeout. */
export function leagueInviteMail(to: string, inviterName: string, leagueName: string, link: string): MailMessage {
  return {
    to,
    subject: `${inviterName} invited you to the putting league "${leagueName}" on Holeout`,
    text:
      `Hi,\n\n${inviterName} invited you to join the putting league "${leagueName}" on Holeout.\n\n` +
      `Create your free account with this e-mail address and you are in:\n\n${link}\n\n` +
      'If you do not know the sender, ignore this message: nothing happens unless you sign up.\n\nHoleout',
    html:
      `<p>Hi,</p><p>${escapeHtml(inviterName)} invited you to join the putting league "${escapeHtml(leagueName)}" on Holeout.</p>` +
      '<p>Create your free account with this e-mail address and you are in:</p>' +
      `<p><a href="${escapeHtml(link)}">Join Holeout and the league</a></p>` +
      '<p>If you do not know the sender, ignore this message: nothing happens unless you sign up.</p><p>Holeout</p>',
  };
}

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
