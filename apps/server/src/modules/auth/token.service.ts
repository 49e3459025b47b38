import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { jwtVerify, SignJWT } from 'jose';
import type { Db, DbOrTx } from '../../db/client.ts';
import { appSecrets, authTickets, authTokens } from '../../db/schema.ts';

const TOKEN_LIFETIME_SECONDS = 30 * 24 * 3600;
const TICKET_LIFETIME_SECONDS = 60;
const ISSUER = 'holeout';

export interface AuthIdentity {
  playerId: number;
  jti: string;
}

/** SHA-256 hex of a secret value, so that only hashes are stored. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/**
 * The signing secret: JWT_SECRET when configured, else one generated once and kept in the
 * database, so every instance that shares the database shares the secret.
 */
export async function loadSigningSecret(db: Db, configured?: string): Promise<Uint8Array> {
  if (configured) return new TextEncoder().encode(configured);
  await db
    .insert(appSecrets)
    .values({ name: 'jwt', value: randomBytes(48).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, 'jwt'));
  if (!row) throw new Error('signing secret missing');
  return new TextEncoder().encode(row.value);
}

/** Issues, verifies and revokes bearer tokens and single-use URL tickets. */
export class TokenService {
  constructor(
    private readonly db: Db,
    private readonly secret: Uint8Array,
  ) {}

  /** Signs a 30-day token and records it so it can be revoked. */
  async issue(playerId: number, tx: DbOrTx = this.db): Promise<string> {
    const jti = randomUUID();
    const now = Math.floor(Date.now() / 1000);
    await tx.insert(authTokens).values({
      jti,
      playerId,
      expiresAt: new Date((now + TOKEN_LIFETIME_SECONDS) * 1000),
    });
    return new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(playerId))
      .setJti(jti)
      .setIssuer(ISSUER)
      .setIssuedAt(now)
      .setExpirationTime(now + TOKEN_LIFETIME_SECONDS)
      .sign(this.secret);
  }

  /** The identity behind a token, or null when it is malformed, tampered, expired or revoked. */
  async verify(token: string): Promise<AuthIdentity | null> {
    let payload: { sub?: string; jti?: string };
    try {
      ({ payload } = await jwtVerify(token, this.secret, { issuer: ISSUER, algorithms: ['HS256'] }));
    } catch {
      return null;
    }
    const playerId = Number(payload.sub);
    if (!Number.isSafeInteger(playerId) || !payload.jti) return null;
    const [row] = await this.db
      .select({ playerId: authTokens.playerId })
      .from(authTokens)
      .where(and(eq(authTokens.jti, payload.jti), isNull(authTokens.revokedAt), gt(authTokens.expiresAt, sql`now()`)));
    if (!row || row.playerId !== playerId) return null;
    return { playerId, jti: payload.jti };
  }

  async revoke(jti: string): Promise<void> {
    await this.db.update(authTokens).set({ revokedAt: sql`now()` }).where(eq(authTokens.jti, jti));
  }

  /** Revokes every live token of a player, except `keepJti` when given. */
  async revokeAll(playerId: number, keepJti?: string, tx: DbOrTx = this.db): Promise<void> {
    const conditions = [eq(authTokens.playerId, playerId), isNull(authTokens.revokedAt)];
    if (keepJti) conditions.push(ne(authTokens.jti, keepJti));
    await tx
      .update(authTokens)
      .set({ revokedAt: sql`now()` })
      .where(and(...conditions));
  }

  /** A single-use ticket that lives 60 seconds, for places where a URL must carry a credential. */
  async issueTicket(playerId: number): Promise<string> {
    const ticket = randomBytes(32).toString('base64url');
    await this.db.insert(authTickets).values({
      ticketHash: sha256(ticket),
      playerId,
      expiresAt: new Date(Date.now() + TICKET_LIFETIME_SECONDS * 1000),
    });
    return ticket;
  }

  /** Consumes a ticket atomically: only the first caller within its lifetime gets the player id. */
  async consumeTicket(ticket: string): Promise<number | null> {
    const [row] = await this.db
      .update(authTickets)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(authTickets.ticketHash, sha256(ticket)),
          isNull(authTickets.usedAt),
          gt(authTickets.expiresAt, sql`now()`),
        ),
      )
      .returning({ playerId: authTickets.playerId });
    return row?.playerId ?? null;
  }
}
