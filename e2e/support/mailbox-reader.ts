import type { APIRequestContext } from '@playwright/test';
import { MAILBOX_URL } from './harness-urls.ts';
import type { MailboxMessage } from './mailbox-server.ts';

/**
 * Waits for the newest message to `to` whose subject contains `subject`. The app delivers mail in
 * the background after it has answered, so a spec polls rather than reading once.
 */
export async function waitForMail(
  request: APIRequestContext,
  to: string,
  subject: string,
  timeoutMs = 10_000,
): Promise<MailboxMessage> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await request.get(`${MAILBOX_URL}/messages`, { params: { to } });
    const found = ((await res.json()) as MailboxMessage[]).filter((m) => m.subject.includes(subject));
    const newest = found.at(-1);
    if (newest) return newest;
    if (Date.now() > deadline) throw new Error(`no e-mail to ${to} with subject containing "${subject}"`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** The first http(s) link in a message's text whose path starts with `path`. */
export function linkIn(mail: MailboxMessage, path: string): string {
  for (const match of mail.text.matchAll(/https?:\/\/[^\s<>"]+/g)) {
    if (new URL(match[0]).pathname.startsWith(path)) return match[0];
  }
  throw new Error(`no ${path} link in the e-mail "${mail.subject}":\n${mail.text}`);
}
