/**
 * Players for the live-notification benchmark, inserted in bulk: each with a live bearer token
 * (so the streams' revocation check keeps them) and single-use stream tickets, as
 * `POST /api/auth/ticket` would issue them (only the SHA-256 stored).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { players } from '../../db/schema/accounts.ts';
import { authTickets, authTokens } from '../../db/schema/auth.ts';
import { sha256 } from '../../lib/sha256.ts';

const CHUNK = 1_000;
const DAY_MS = 24 * 3600_000;

export interface StreamPlayers {
  playerIds: number[];
  /** `tickets[i]` belongs to `playerIds[i % playerIds.length]`. */
  tickets: string[];
}

/** Inserts `count` players with one live token each and `tickets` stream tickets spread over them. */
export async function seedStreamPlayers(db: Db, count: number, tickets: number): Promise<StreamPlayers> {
  const tag = randomBytes(4).toString('hex');
  const playerIds: number[] = [];
  for (let from = 0; from < count; from += CHUNK) {
    const rows = Array.from({ length: Math.min(CHUNK, count - from) }, (_, i) => ({
      name: `Listener ${tag} ${from + i}`,
      email: `listener-${tag}-${from + i}@bench.holeout.app`,
      passwordHash: 'not-a-hash',
    }));
    const inserted = await db.insert(players).values(rows).returning({ id: players.id });
    playerIds.push(...inserted.map((r) => r.id));
  }
  const expiresAt = new Date(Date.now() + DAY_MS);
  for (let from = 0; from < count; from += CHUNK) {
    await db
      .insert(authTokens)
      .values(playerIds.slice(from, from + CHUNK).map((playerId) => ({ jti: randomUUID(), playerId, expiresAt })));
  }
  const ticketList: string[] = [];
  const ticketExpiry = new Date(Date.now() + 10 * 60_000);
  for (let from = 0; from < tickets; from += CHUNK) {
    const rows = Array.from({ length: Math.min(CHUNK, tickets - from) }, (_, i) => {
      const ticket = randomBytes(32).toString('base64url');
      ticketList.push(ticket);
      return {
        ticketHash: sha256(ticket),
        playerId: playerIds[(from + i) % playerIds.length] as number,
        expiresAt: ticketExpiry,
      };
    });
    await db.insert(authTickets).values(rows);
  }
  return { playerIds, tickets: ticketList };
}

/** The stream path a ticket opens. */
export function streamPath(ticket: string): string {
  return `/api/notifications/stream?ticket=${encodeURIComponent(ticket)}`;
}
