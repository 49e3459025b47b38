import type { DbOrTx } from '../../db/client.ts';
import { certificates } from '../../db/schema/certificates.ts';

export type NewCertificateRow = typeof certificates.$inferInsert;

/** Inserts a certificate unless the player already holds that award; true when inserted. */
export async function insertCertificate(tx: DbOrTx, values: NewCertificateRow): Promise<boolean> {
  const rows = await tx.insert(certificates).values(values).onConflictDoNothing().returning({ id: certificates.id });
  return rows.length > 0;
}
