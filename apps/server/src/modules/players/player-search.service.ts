import type { DbOrTx } from '../../db/client.ts';
import { findByEmail, findByNamePrefix, findByPhoneDigits, type SearchHit } from './player-search.repo.ts';

/** Most players one search answers. */
export const SEARCH_LIMIT = 20;

/** A result as sent: `email` only when the searcher typed exactly that address. */
export interface SearchResult {
  player_id: number;
  name: string;
  email?: string;
}

// A phone number as people type one: digits with optional +, spaces, dots, dashes, brackets.
const PHONE_LIKE = /^\+?[0-9 ().-]+$/;
const MIN_PHONE_DIGITS = 6;

/**
 * Finds players by name prefix, and by e-mail address or phone number only when the term is
 * exactly one (DESIGN §8): a partial address or number finds nothing, so the search cannot be
 * used to harvest contacts. A phone number is never returned; an address only to whoever typed
 * it. The searcher and `excludeId` are left out. Exact contact matches come first.
 */
export async function searchPlayers(
  db: DbOrTx,
  searcherId: number,
  term: string,
  excludeId?: number,
): Promise<SearchResult[]> {
  const exclude = excludeId === undefined ? [searcherId] : [searcherId, excludeId];
  const exact: SearchHit[] = [];
  let typedEmail: string | null = null;
  if (term.includes('@')) {
    typedEmail = term.toLowerCase();
    const hit = await findByEmail(db, typedEmail, exclude);
    if (hit) exact.push(hit);
  } else if (PHONE_LIKE.test(term)) {
    const digits = term.replace(/\D/g, '');
    if (digits.length >= MIN_PHONE_DIGITS) exact.push(...(await findByPhoneDigits(db, digits, exclude)));
  }
  const byName = await findByNamePrefix(db, term, exclude, SEARCH_LIMIT);

  const seen = new Set<number>();
  const results: SearchResult[] = [];
  for (const hit of [...exact, ...byName]) {
    if (seen.has(hit.id) || results.length === SEARCH_LIMIT) continue;
    seen.add(hit.id);
    results.push({
      player_id: hit.id,
      name: hit.name,
      ...(typedEmail !== null && hit.email === typedEmail ? { email: hit.email } : {}),
    });
  }
  return results;
}
