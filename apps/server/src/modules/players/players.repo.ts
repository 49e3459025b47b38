import { and, asc, desc, eq, notInArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { isFriendOf } from '../../db/friendship.ts';
import { players } from '../../db/schema/accounts.ts';

/** A search hit: only what may be shown of another player, plus the address for the caller to gate. */
export interface SearchHit {
  id: number;
  name: string;
  email: string;
  /** An accepted friend of the searcher: friends come first (decision 031). */
  friend: boolean;
}

const hitColumns = (searcherId: number) => ({
  id: players.id,
  name: players.name,
  email: players.email,
  friend: isFriendOf(searcherId, players.id),
});

/** LIKE treats `%`, `_` and `\` as pattern characters; a typed term must match them literally. */
function escapeLike(term: string): string {
  return term.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * Players whose name starts with `prefix`, case-insensitively: the searcher's friends first, each
 * group alphabetical. The expression `lower(name) like 'prefix%'` is the one the
 * `players_name_prefix_idx` (text_pattern_ops) serves.
 */
export async function findByNamePrefix(
  db: DbOrTx,
  searcherId: number,
  prefix: string,
  excludeIds: number[],
  limit: number,
): Promise<SearchHit[]> {
  return db
    .select(hitColumns(searcherId))
    .from(players)
    .where(
      and(
        sql`lower(${players.name}) like ${`${escapeLike(prefix.toLowerCase())}%`}`,
        notInArray(players.id, excludeIds),
      ),
    )
    .orderBy(desc(isFriendOf(searcherId, players.id)), asc(sql`lower(${players.name})`), asc(players.id))
    .limit(limit);
}

/** The player with exactly this e-mail address (stored lower-cased, unique). */
export async function findByEmail(
  db: DbOrTx,
  searcherId: number,
  email: string,
  excludeIds: number[],
): Promise<SearchHit | null> {
  const [row] = await db
    .select(hitColumns(searcherId))
    .from(players)
    .where(and(eq(players.email, email.toLowerCase()), notInArray(players.id, excludeIds)));
  return row ?? null;
}

/**
 * Players whose phone number has exactly these digits, however it was punctuated when saved
 * ("+44 20 7946 0018" and "442079460018" are the same number).
 */
export async function findByPhoneDigits(
  db: DbOrTx,
  searcherId: number,
  digits: string,
  excludeIds: number[],
): Promise<SearchHit[]> {
  return db
    .select(hitColumns(searcherId))
    .from(players)
    .where(
      and(sql`regexp_replace(${players.phone}, '[^0-9]', '', 'g') = ${digits}`, notInArray(players.id, excludeIds)),
    )
    .orderBy(asc(players.id))
    .limit(5);
}
