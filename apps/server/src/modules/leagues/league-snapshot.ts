import type { LeagueMember, LeagueRound, Standing } from '@holeout/shared/leagues';
import type { DbOrTx } from '../../db/client.ts';
import { leagueStandings, presentRounds } from './league.presenter.ts';
import { type LeagueRow, listMembers, listRounds, listSubmissions } from './leagues.repo.ts';

/**
 * The part of a league's page that is the same for every viewer — members, rounds with their
 * submissions, standings — built once per league revision, kept with its JSON text.
 */
export interface LeagueSnapshot {
  revision: number;
  members: LeagueMember[];
  rounds: LeagueRound[];
  standings: Standing[];
  /**
   * The three lists as the middle of the answer's JSON, UTF-8 encoded once:
   * `,"members":[…],"rounds":[…],"standings":[…]`. A read only adds the viewer's parts around it.
   */
  encoded: Buffer;
  /** Round windows, for the round open at the time of a read. */
  windows: { roundNumber: number; start: number; end: number }[];
  bytes: number;
}

/** Snapshots kept at most, in bytes of encoded JSON (about 100 leagues of 200 members and 10 rounds). */
const MAX_BYTES = 64 * 1024 * 1024;

/**
 * Per-instance cache of {@link LeagueSnapshot}s, least recently used out first. It is never stale:
 * every read first reads the league's `revision` (bumped in the transaction of every change, on
 * any instance), and a snapshot serves only the revision it was built from.
 */
export class LeagueSnapshots {
  private readonly entries = new Map<number, LeagueSnapshot>();
  private bytes = 0;

  get(leagueId: number, revision: number): LeagueSnapshot | null {
    const hit = this.entries.get(leagueId);
    if (!hit || hit.revision !== revision) return null;
    // Map order is insertion order: re-inserting marks it most recently used.
    this.entries.delete(leagueId);
    this.entries.set(leagueId, hit);
    return hit;
  }

  set(leagueId: number, snapshot: LeagueSnapshot): void {
    const old = this.entries.get(leagueId);
    // A slower reader must not replace a newer snapshot with an older one.
    if (old && old.revision > snapshot.revision) return;
    if (old) {
      this.bytes -= old.bytes;
      this.entries.delete(leagueId);
    }
    this.entries.set(leagueId, snapshot);
    this.bytes += snapshot.bytes;
    for (const [id, entry] of this.entries) {
      if (this.bytes <= MAX_BYTES || id === leagueId) break;
      this.entries.delete(id);
      this.bytes -= entry.bytes;
    }
  }

  /** The league's shared lists at the revision read: kept, or built and kept for the next reader. */
  async read(db: DbOrTx, l: LeagueRow): Promise<LeagueSnapshot> {
    const kept = this.get(l.id, l.revision);
    if (kept) return kept;
    const [members, rounds, subs] = await Promise.all([
      listMembers(db, l.id),
      listRounds(db, l.id),
      listSubmissions(db, l.id),
    ]);
    const { ranked, present } = leagueStandings(l, members, rounds, subs);
    const snapshot = LeagueSnapshots.of(
      l.revision,
      members.map((m) => ({
        player_id: m.playerId,
        name: m.name,
        joined_at: m.joinedAt.toISOString(),
        is_creator: m.playerId === l.creatorId,
      })),
      presentRounds(rounds, subs),
      ranked.map(present),
    );
    this.set(l.id, snapshot);
    return snapshot;
  }

  /** Builds a snapshot from its parts. */
  static of(revision: number, members: LeagueMember[], rounds: LeagueRound[], standings: Standing[]): LeagueSnapshot {
    const encoded = Buffer.from(
      `,"members":${JSON.stringify(members)},"rounds":${JSON.stringify(rounds)},"standings":${JSON.stringify(standings)}`,
      'utf8',
    );
    return {
      revision,
      members,
      rounds,
      standings,
      encoded,
      windows: rounds.map((r) => ({
        roundNumber: r.round_number,
        start: Date.parse(r.start_time),
        end: Date.parse(r.end_time),
      })),
      bytes: encoded.length,
    };
  }
}
