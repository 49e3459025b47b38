import type { Notification } from '@holeout/shared/notifications';

/*
 * The stream's contract as the browser needs it, without importing `@holeout/shared/notifications`
 * at run time: that module builds zod schemas, and the live connection is in the main bundle
 * (decision 023). stream-contract.test.ts holds these copies equal to the shared originals.
 */

/** Spec 01 §9: a live connection that fails is opened again after 5 seconds. */
export const RECONNECT_MS = 5_000;

/** SSE event names of `GET /notifications/stream`. */
export const STREAM_EVENT_NAMES = { connected: 'connected', notification: 'notification' } as const;

/** Whether an event's data is a notification as the list presents it (spec 01 §3). */
export function isNotification(value: unknown): value is Notification {
  if (typeof value !== 'object' || value === null) return false;
  const n = value as Record<string, unknown>;
  return (
    Number.isInteger(n.id) &&
    typeof n.title === 'string' &&
    typeof n.message === 'string' &&
    typeof n.created_at === 'string' &&
    typeof n.read_status === 'boolean' &&
    (n.link_path === null || typeof n.link_path === 'string')
  );
}
