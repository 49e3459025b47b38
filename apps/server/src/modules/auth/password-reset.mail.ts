import type { MailMessage } from '../mail/mail.service.ts';

/** The password-reset e-mail, in text and HTML. */
export function passwordResetMail(to: string, name: string, link: string): MailMessage {
  return {
    to,
    subject: 'Reset your Holeout password',
    text: `Hi ${name},\n\nSomeone asked to reset the password of your Holeout account. To choose a new password, open this link within one hour:\n\n${link}\n\nIf it was not you, ignore this message: your password stays as it is.\n\nHoleout`,
    html: `<p>Hi ${escapeHtml(name)},</p><p>Someone asked to reset the password of your Holeout account. To choose a new password, open this link within one hour:</p><p><a href="${link}">Reset my password</a></p><p>If it was not you, ignore this message: your password stays as it is.</p><p>Holeout</p>`,
  };
}

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
