/**
 * Where the e2e harness listens. One place, read by playwright.config.ts, by serve.ts and by the
 * fixtures, so the three cannot disagree.
 */
export const APP_PORT = 3999;
export const MAILBOX_PORT = 3998;
export const SMTP_PORT = 3997;

/** The product app under test (API under /api, the built web app everywhere else). */
export const APP_URL = `http://127.0.0.1:${APP_PORT}`;
/** The test-only mailbox: JSON list of the messages the capture SMTP server received. */
export const MAILBOX_URL = `http://127.0.0.1:${MAILBOX_PORT}`;
