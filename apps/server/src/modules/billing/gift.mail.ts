import type { MailMessage } from '../mail/mail.service.ts';

/** A gift subscription sent by e-mail: the code and the link that fills it in on Settings. */
export function giftEmail(to: string, senderName: string, code: string, link: string): MailMessage {
  return {
    to,
    subject: `${senderName} sent you a year of Holeout`,
    text:
      `Hi,\n\n${senderName} has given you a one-year Holeout membership.\n\n` +
      `Your gift code: ${code}\n\nSign in (or create a free account) and redeem it here:\n\n${link}\n\nHoleout`,
    html:
      `<p>Hi,</p><p>${escapeHtml(senderName)} has given you a one-year Holeout membership.</p>` +
      `<p>Your gift code: <strong>${escapeHtml(code)}</strong></p>` +
      `<p><a href="${escapeHtml(link)}">Redeem your gift</a></p><p>Holeout</p>`,
  };
}

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
