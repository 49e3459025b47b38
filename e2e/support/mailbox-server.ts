import { createServer, type Server } from 'node:http';
import type { CapturedMail } from '../../apps/server/src/test/smtp-capture.ts';

/** What the mailbox answers for one message (the raw source is left out). */
export type MailboxMessage = Omit<CapturedMail, 'raw'>;

/**
 * The test-only mailbox: `GET /messages?to=address` answers the messages the capture SMTP server
 * received for that address, oldest first (all of them without `to`). It runs in the e2e harness
 * process only, never in the product app.
 */
export async function startMailbox(port: number, messages: readonly CapturedMail[]): Promise<Server> {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://mailbox');
    if (req.method !== 'GET' || url.pathname !== '/messages') {
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"message":"Not found"}');
      return;
    }
    const to = url.searchParams.get('to')?.toLowerCase();
    const found = to ? messages.filter((m) => m.to.includes(to)) : messages;
    const body: MailboxMessage[] = found.map(({ raw: _raw, ...rest }) => rest);
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return server;
}
