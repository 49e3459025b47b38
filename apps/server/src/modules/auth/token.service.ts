import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { MembershipTier } from '@holeout/shared/accounts';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { jwtVerify, SignJWT } from 'jose';
import type { Db, DbOrTx } from '../../db/client.ts';
import { preparedStatement } from '../../db/prepared-statement.ts';
import { players } from '../../db/schema/accounts.ts';
import { appSecrets, authTickets, authTokens } from '../../db/schema/auth.ts';

const TOKEN_LIFETIME_SECONDS = 30 * 24 * 3600;
const TICKET_LIFETIME_SECONDS = 60;
const ISSUER = 'holeout';

/** Who a valid bearer token speaks for, as read with the token on every request. */
export interface AuthIdentity {
  playerId: number;
  jti: string;
  /** The player's membership tier when the request arrived: what the viewer may see. */
  membershipTier: MembershipTier;
}

// The live token row joined with its player's tier: one primary-key read that also tells what the
// viewer may see. It runs on every authenticated request, so it is prepared, not rebuilt.
const identityStatement = preparedStatement((db) =>
  db
    .select({ playerId: authTokens.playerId, membershipTier: players.membershipTier })
    .from(authTokens)
    .innerJoin(players, eq(players.id, authTokens.playerId))
    .where(
      and(
        eq(authTokens.jti, sql.placeholder('jti')),
        isNull(authTokens.revokedAt),
        gt(authTokens.expiresAt, sql`now()`),
      ),
    )
    .prepare('auth_identity'),
);

/** SHA-256 hex of a secret value, so that only hashes are stored. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/**
 * The signing key: JWT_SECRET when configured, else a secret generated once and kept in the
 * database, so every instance that shares the database shares the secret. Imported once as an
 * HMAC key: handing jose the raw bytes re-imports them on every verification (about 40 µs of
 * CPU per request).
 */
export async function loadSigningSecret(db: Db, configured?: string): Promise<CryptoKey> {
  let secret = configured;
  if (!secret) {
    await db
      .insert(appSecrets)
      .values({ name: 'jwt', value: randomBytes(48).toString('base64url') })
      .onConflictDoNothing();
    const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, 'jwt'));
    if (!row) throw new Error('signing secret missing');
    secret = row.value;
  }
  const raw = new TextEncoder().encode(secret);
  return crypto.subtle.importKey('raw', raw, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
}

/** Issues, verifies and revokes bearer tokens and single-use URL tickets. */
export class TokenService {
  constructor(
    private readonly db: Db,
    private readonly secret: CryptoKey,
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
    const [row] = await identityStatement(this.db).execute({ jti: payload.jti });
    if (!row || row.playerId !== playerId) return null;
    return { playerId, jti: payload.jti, membershipTier: row.membershipTier };
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
