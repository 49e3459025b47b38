import type { NotificationFlag } from '@holeout/shared/accounts';
import type { MailMessage } from '../mail/mail.service.ts';

/** The e-mail preference in the words of the settings page. */
const FLAG_LABELS: Record<NotificationFlag, string> = {
  duel_requests: 'Duel challenges',
  duel_updates: 'Duel updates',
  league_invites: 'League invitations',
  league_updates: 'League updates',
  fundraiser_updates: 'Fundraiser updates',
  product_updates: 'Product news',
};

/** Where the e-mail notification switches are, on the settings page. */
export function preferencesUrl(publicUrl: string): string {
  return `${publicUrl}/settings#email-notifications-heading`;
}

export interface NotificationMailInput {
  to: string;
  name: string;
  title: string;
  message: string;
  linkPath: string | null;
  flag: NotificationFlag;
  publicUrl: string;
}

/**
 * A notification as an e-mail, in text and HTML: the title as subject, the message, a link to
 * the page it is about, and why it came with the link that turns this kind off.
 */
export function notificationMail(n: NotificationMailInput): MailMessage {
  const view = n.linkPath === null ? null : `${n.publicUrl}${n.linkPath}`;
  const settings = preferencesUrl(n.publicUrl);
  const why = `You get this e-mail because "${FLAG_LABELS[n.flag]}" is on in your Holeout notification settings.`;
  const text = [
    `Hi ${n.name},`,
    '',
    n.message,
    ...(view ? ['', `View it on Holeout: ${view}`] : []),
    '',
    '--',
    why,
    `To stop these e-mails (unsubscribe), turn it off here: ${settings}`,
  ].join('\n');
  const html = [
    `<p>Hi ${escapeHtml(n.name)},</p>`,
    `<p>${escapeHtml(n.message)}</p>`,
    view ? `<p><a href="${escapeHtml(view)}">View it on Holeout</a></p>` : '',
    '<hr>',
    `<p style="font-size:small">${escapeHtml(why)} <a href="${escapeHtml(settings)}">Unsubscribe</a></p>`,
  ].join('');
  return { to: n.to, subject: n.title, text, html };
}

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
