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

/** An association-pricing inquiry, for the operator. */
export function associationInquiryEmail(
  to: string,
  id: number,
  i: {
    name: string;
    email: string;
    phone?: string;
    comments: string;
    club_name?: string;
    office_address?: string;
    number_of_users: number;
    onboarding_support: boolean;
    implementation_support: boolean;
    event_management: boolean;
  },
): MailMessage {
  const yes = (b: boolean) => (b ? 'yes' : 'no');
  return {
    to,
    subject: `Association pricing inquiry #${id}: ${i.club_name || i.name}`,
    text: [
      `Name: ${i.name}`,
      `E-mail: ${i.email}`,
      `Phone: ${i.phone || '-'}`,
      `Club: ${i.club_name || '-'}`,
      `Office address: ${i.office_address || '-'}`,
      `Number of users: ${i.number_of_users}`,
      `Onboarding support: ${yes(i.onboarding_support)}`,
      `Implementation support: ${yes(i.implementation_support)}`,
      `Event management: ${yes(i.event_management)}`,
      '',
      i.comments,
    ].join('\n'),
  };
}
