import { and, asc, eq, inArray, isNotNull, isNull, lte, not, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { certificates } from '../../db/schema/certificates.ts';

/** A certificate waiting for its first stamp. */
export interface StampCandidate {
  id: string;
  dataHash: string;
}

/** A stamped certificate waiting for a Bitcoin attestation. */
export interface UpgradeCandidate {
  id: string;
  playerId: number;
  otsProof: Uint8Array;
}

const due = (now: Date) => or(isNull(certificates.nextStampCheckAt), lte(certificates.nextStampCheckAt, now));

/** Unstamped certificates whose turn has come, oldest first. */
export async function dueForStamping(db: DbOrTx, now: Date, limit: number): Promise<StampCandidate[]> {
  return db
    .select({ id: certificates.id, dataHash: certificates.dataHash })
    .from(certificates)
    .where(and(not(certificates.isVerified), due(now), isNull(certificates.otsProof)))
    .orderBy(asc(certificates.issuedAt), asc(certificates.id))
    .limit(limit);
}

/** Stores a certificate's first (pending) proof, unless another run stamped it meanwhile. */
export async function saveStamp(tx: DbOrTx, id: string, proof: Uint8Array, now: Date, nextCheck: Date): Promise<void> {
  await tx
    .update(certificates)
    .set({ otsProof: proof, stampedAt: now, stampAttempts: 0, nextStampCheckAt: nextCheck })
    .where(and(eq(certificates.id, id), isNull(certificates.otsProof)));
}

/** Stamped, unverified certificates whose check is due. */
export async function dueForUpgrade(db: DbOrTx, now: Date, limit: number): Promise<UpgradeCandidate[]> {
  const rows = await db
    .select({ id: certificates.id, playerId: certificates.playerId, otsProof: certificates.otsProof })
    .from(certificates)
    .where(and(not(certificates.isVerified), isNotNull(certificates.otsProof), due(now)))
    .orderBy(asc(certificates.nextStampCheckAt), asc(certificates.id))
    .limit(limit);
  return rows.flatMap((r) => (r.otsProof ? [{ ...r, otsProof: r.otsProof }] : []));
}

/** Stores the complete proof and marks the certificate verified; false when it already was. */
export async function saveVerified(tx: DbOrTx, id: string, proof: Uint8Array, height: number): Promise<boolean> {
  const rows = await tx
    .update(certificates)
    .set({ otsProof: proof, isVerified: true, bitcoinBlockHeight: height, nextStampCheckAt: null })
    .where(and(eq(certificates.id, id), not(certificates.isVerified)))
    .returning({ id: certificates.id });
  return rows.length > 0;
}

/**
 * Counts one more try of each certificate and puts its next one off by `baseSeconds` doubled per
 * try so far, at most `maxSeconds`.
 */
export async function deferChecks(
  db: DbOrTx,
  ids: string[],
  now: Date,
  backoff: { baseSeconds: number; maxSeconds: number },
): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(certificates)
    .set({
      stampAttempts: sql`${certificates.stampAttempts} + 1`,
      nextStampCheckAt: sql`${now.toISOString()}::timestamptz + make_interval(secs => least(${backoff.baseSeconds} * power(2, least(${certificates.stampAttempts}, 30)), ${backoff.maxSeconds}))`,
    })
    .where(inArray(certificates.id, ids));
}

/** A certificate's proof: undefined for an unknown certificate, null for one not stamped yet. */
export async function findProof(db: DbOrTx, id: string): Promise<Uint8Array | null | undefined> {
  const [row] = await db.select({ otsProof: certificates.otsProof }).from(certificates).where(eq(certificates.id, id));
  return row ? row.otsProof : undefined;
}
