import type { APIRequestContext } from '@playwright/test';
import { APP_PORT } from './harness-urls.ts';

/** The test-only hook that creates notifications in the harness's database (no public route does). */
export const NOTIFICATION_HOOK_PORT = APP_PORT - 3;
export const NOTIFICATION_HOOK_URL = `http://127.0.0.1:${NOTIFICATION_HOOK_PORT}`;

export interface HookNotification {
  playerId: number;
  title: string;
  message: string;
  kind?: string;
  linkPath?: string | null;
}

/**
 * Creates a notification for a player the way the server's modules do (`notify` in a committed
 * transaction), so it reaches the player's open pages through the live stream. Resolves with its id.
 */
export async function createNotification(request: APIRequestContext, n: HookNotification): Promise<number> {
  const res = await request.post(`${NOTIFICATION_HOOK_URL}/notifications`, {
    data: { kind: 'social', linkPath: null, ...n },
  });
  if (res.status() !== 201) throw new Error(`notification hook: ${res.status()} ${await res.text()}`);
  return ((await res.json()) as { id: number }).id;
}

/** Ends a player's open notification streams, as a restart or a dropped connection would. */
export async function dropStreams(request: APIRequestContext, playerId: number): Promise<void> {
  const res = await request.post(`${NOTIFICATION_HOOK_URL}/streams/close`, { data: { playerId } });
  if (res.status() !== 200) throw new Error(`notification hook: ${res.status()} ${await res.text()}`);
}
