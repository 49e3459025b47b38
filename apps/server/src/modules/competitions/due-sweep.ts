import type { Db, Tx } from '../../db/client.ts';

/** Due competitions one sweep reads per round trip. */
export const SWEEP_BATCH = 100;

/**
 * Works through the competitions that time has made due, a batch at a time, each in its own
 * transaction. `handle` locks its row (SKIP LOCKED), re-checks it and says whether it changed
 * anything; so sweeps running at once on several instances, or again after a crash, change each
 * competition once. Stops after the last batch, or when every row of a batch was someone else's
 * (or no longer due), so a busy row cannot keep a sweep spinning. Answers how many changed.
 */
export async function sweepDue(
  db: Db,
  dueIds: (limit: number) => Promise<number[]>,
  handle: (tx: Tx, id: number) => Promise<boolean>,
): Promise<number> {
  let total = 0;
  for (;;) {
    const ids = await dueIds(SWEEP_BATCH);
    let changed = 0;
    for (const id of ids) {
      if (await db.transaction((tx) => handle(tx, id))) changed++;
    }
    total += changed;
    if (ids.length < SWEEP_BATCH || changed === 0) return total;
  }
}
