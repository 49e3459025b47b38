/**
 * Where the e2e harness listens. One place, read by playwright.config.ts, by serve.ts and by the
 * fixtures, so the three cannot disagree.
 */
// E2E_PORT moves all three (E2E_PORT, −1, −2), so two runs on one machine do not meet.
const base = Number(process.env.E2E_PORT ?? 3999);
export const APP_PORT = base;
export const MAILBOX_PORT = base - 1;
export const SMTP_PORT = base - 2;

/** The product app under test (API under /api, the built web app everywhere else). */
export const APP_URL = `http://127.0.0.1:${APP_PORT}`;
/** The test-only mailbox: JSON list of the messages the capture SMTP server received. */
export const MAILBOX_URL = `http://127.0.0.1:${MAILBOX_PORT}`;
