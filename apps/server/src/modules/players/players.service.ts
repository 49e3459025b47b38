import type { CompareResponse } from '@holeout/shared/players';
import type { AppContext } from '../../app-context.ts';
import { AttemptLimiter } from '../../lib/attempt-limiter.ts';
import { HttpError } from '../../plugins/errors.ts';
import type { CareerService } from '../career/career.service.ts';
import type { DuelsService } from '../duels/duels.service.ts';
import { findByEmail, findByNamePrefix, findByPhoneDigits, type SearchHit } from './players.repo.ts';

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

/** Searches per account per 15 minutes, so one account cannot probe addresses from many IPs. */
const SEARCHES_PER_ACCOUNT = 100;

/** Finding other players and comparing two of them. */
export class PlayersService {
  private readonly accountSearches: AttemptLimiter;

  constructor(
    private readonly ctx: Pick<AppContext, 'db' | 'config'>,
    private readonly career: CareerService,
    private readonly duels: Pick<DuelsService, 'between' | 'ratings'>,
  ) {
    this.accountSearches = new AttemptLimiter(SEARCHES_PER_ACCOUNT, 15 * 60_000, ctx.config.RATE_LIMITS === 'on');
  }

  /**
   * Finds players by name prefix, and by e-mail address or phone number only when the term is
   * exactly one (DESIGN §8): a partial address or number finds nothing, so the search cannot be
   * used to harvest contacts. A phone number is never returned; an address only to whoever typed
   * it. The searcher and `excludeId` are left out. The searcher's friends come first (duel
   * opponents and league invitations are mostly friends), then exact contact matches, then names
   * alphabetically. An account over its search limit gets 429, whatever address it comes from.
   */
  async search(searcherId: number, term: string, excludeId?: number): Promise<SearchResult[]> {
    if (this.accountSearches.hit(String(searcherId))) {
      throw new HttpError(429, 'Too many searches. Please wait a few minutes.');
    }
    const db = this.ctx.db;
    const exclude = excludeId === undefined ? [searcherId] : [searcherId, excludeId];
    const exact: SearchHit[] = [];
    let typedEmail: string | null = null;
    if (term.includes('@')) {
      typedEmail = term.toLowerCase();
      const hit = await findByEmail(db, searcherId, typedEmail, exclude);
      if (hit) exact.push(hit);
    } else if (PHONE_LIKE.test(term)) {
      const digits = term.replace(/\D/g, '');
      if (digits.length >= MIN_PHONE_DIGITS) exact.push(...(await findByPhoneDigits(db, searcherId, digits, exclude)));
    }
    const byName = await findByNamePrefix(db, searcherId, term, exclude, SEARCH_LIMIT);

    const seen = new Set<number>();
    const results: SearchResult[] = [];
    // A stable sort: friends first, each group in its found order (exact matches, then names).
    const found = [...exact, ...byName].sort((a, b) => Number(b.friend) - Number(a.friend));
    for (const hit of found) {
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

  /**
   * Two players side by side, from their career records (two primary-key reads, no session
   * scan), each with their duel rating; the head-to-head record counts their completed duels and
   * the history lists their active and completed ones (what anyone may see of a duel).
   */
  async compare(player1Id: number, player2Id: number): Promise<CompareResponse> {
    const [player1, player2] = await Promise.all([
      this.career.compareCard(player1Id),
      this.career.compareCard(player2Id),
    ]);
    const [duels, ratings] = await Promise.all([
      this.duels.between(player1Id, player2Id),
      this.duels.ratings([player1Id, player2Id]),
    ]);
    return {
      player1_stats: { ...player1, duel_rating: ratings.get(player1Id) ?? null },
      player2_stats: { ...player2, duel_rating: ratings.get(player2Id) ?? null },
      ...duels,
    };
  }
}
