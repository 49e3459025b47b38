import type { NotificationListener } from '../modules/notifications/notification-listener.ts';

/**
 * Resolves when `listener` hears a change of `playerId`'s tokens or tier on the `auth_identity`
 * channel (decision 050): what another instance waits for before it may no longer accept a
 * revoked token. Call it before making the change; it rejects after `timeoutMs`.
 */
export function identityChangeHeard(listener: NotificationListener, playerId: number, timeoutMs = 5_000) {
  return new Promise<number>((resolve, reject) => {
    let done = false;
    const timer = setTimeout(() => {
      done = true;
      reject(new Error(`no identity change of player ${playerId} heard within ${timeoutMs} ms`));
    }, timeoutMs);
    listener.onIdentityChange((changed) => {
      if (done || changed !== playerId) return;
      done = true;
      clearTimeout(timer);
      resolve(performance.now());
    });
  });
}

/**
 * Resolves when `listener` hears that what `playerId`'s history page or career record shows has
 * changed (the `player_reads` channel, decision 062). Call it before making the change.
 */
export function playerReadsChangeHeard(listener: NotificationListener, playerId: number, timeoutMs = 5_000) {
  return new Promise<number>((resolve, reject) => {
    let done = false;
    const timer = setTimeout(() => {
      done = true;
      reject(new Error(`no change to what player ${playerId}'s pages show heard within ${timeoutMs} ms`));
    }, timeoutMs);
    listener.onPlayerReadsChange((changed) => {
      if (done || changed !== playerId) return;
      done = true;
      clearTimeout(timer);
      resolve(performance.now());
    });
  });
}
