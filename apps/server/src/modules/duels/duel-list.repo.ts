import { desc, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { preparedStatement } from '../../db/prepared-statement.ts';
import { duels } from '../../db/schema/duels.ts';
import { type DuelView, FINISHED_STATUSES, OPEN_STATUSES, selectViews } from './duels.repo.ts';

const list = (statuses: readonly string[]) => sql.raw(`(${statuses.map((s) => `'${s}'`).join(', ')})`);
const ph = (name: string) => sql.placeholder(name);

/**
 * The ids of a player's duels a list shows, from index walks only: open duels as creator and as
 * invitee (small partial indexes on open duels), and the newest `limit` finished duels below id
 * `before` — the newest `limit` of each side ((player, id desc) indexes, stopping at the limit),
 * merged and cut to `limit` again. The statuses are constants of the statement, so the planner
 * can use the partial indexes.
 */
function listIds(open: readonly string[], finished: readonly string[]): SQL {
  const openSide = (column: string) =>
    sql`(select id from ${duels} where ${sql.raw(column)} = ${ph('playerId')} and status in ${list(open)})`;
  const finishedSide = (column: string) =>
    sql`(select id from ${duels} where ${sql.raw(column)} = ${ph('playerId')} and status in ${list(finished)}
      and id < ${ph('before')} order by id desc limit ${ph('limit')})`;
  return sql`${openSide('creator_id')} union all ${openSide('invited_player_id')} union all
    (select id from (${finishedSide('creator_id')} union all ${finishedSide('invited_player_id')}) as finished
      order by id desc limit ${ph('limit')})`;
}

function listStatement(name: string, open: readonly string[], finished: readonly string[]) {
  return preparedStatement((db) =>
    selectViews(db)
      .where(sql`${duels.id} in (${listIds(open, finished)})`)
      .orderBy(desc(duels.id))
      .prepare(name),
  );
}

/** The token's player's own list: every state but cancelled. */
const ownList = listStatement('duel_list_own', OPEN_STATUSES, FINISHED_STATUSES);
/** Another player's list: only duels actually played. */
const publicList = listStatement('duel_list_public', ['active'], ['completed']);

/** `before` when none is given: above every id. */
const NO_CURSOR = 2_147_483_647;

/**
 * A player's duel list in one round trip: every open duel, and up to `limit` + 1 finished ones
 * newest first (the extra one says whether more exist), below `before` when paging. Paging back
 * (`before` given) leaves the open duels out: the first page already had them.
 */
export async function listDuels(
  db: DbOrTx,
  playerId: number,
  own: boolean,
  limit: number,
  before?: number,
): Promise<{ open: DuelView[]; finished: DuelView[] }> {
  const statement = own ? ownList(db) : publicList(db);
  const rows = await statement.execute({ playerId, limit: limit + 1, before: before ?? NO_CURSOR });
  const openStatuses: readonly string[] = own ? OPEN_STATUSES : ['active'];
  const open: DuelView[] = [];
  const finished: DuelView[] = [];
  for (const row of rows) (openStatuses.includes(row.duel.status) ? open : finished).push(row);
  return { open: before === undefined ? open : [], finished };
}
