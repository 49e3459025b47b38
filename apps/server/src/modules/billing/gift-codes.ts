import { generateGiftCode } from '@holeout/shared/gift-code';
import type { DbOrTx } from '../../db/client.ts';
import * as repo from './billing.repo.ts';

/** Issues `count` fresh gift codes to `ownerId`; a (vanishingly rare) collision draws again. */
export async function issueGiftCodes(
  tx: DbOrTx,
  ownerId: number,
  orderId: number | null,
  count: number,
): Promise<void> {
  let left = count;
  for (let attempt = 0; left > 0; attempt++) {
    if (attempt > 5) throw new Error('could not draw unique gift codes');
    const values = Array.from({ length: left }, () => ({ code: generateGiftCode(), ownerId, orderId }));
    left -= await repo.insertGiftCodes(tx, values);
  }
}
