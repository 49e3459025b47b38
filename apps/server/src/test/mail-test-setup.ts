import { afterAll } from 'vitest';
import { startSmtpCapture } from './smtp-capture.ts';
import { openTestDatabase } from './test-app.ts';

/**
 * An SMTP capture and a database shared by the file's app instances. Registered first so they
 * close last: every app (and its mail transport) closes before them.
 */
export async function smtpCaptureAndDatabase() {
  const capture = await startSmtpCapture();
  afterAll(() => capture.close());
  const shared = await openTestDatabase();
  afterAll(async () => {
    await shared.database.close();
    await shared.drop();
  });
  return { capture, shared };
}
