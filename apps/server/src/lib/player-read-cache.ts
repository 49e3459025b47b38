import { HeardCache, type HeardCacheOptions } from './heard-cache.ts';

export interface PlayerReadCacheOptions extends HeardCacheOptions {
  /** Beyond this many characters of JSON in all, the least recently used answers make room. */
  maxChars: number;
}

interface Entry {
  playerId: number;
  json: string;
  /** When it was read, on the monotonic clock. */
  readAt: number;
}

/**
 * Answers about one player (a history page, the career record) kept in memory as the JSON sent,
 * so a repeated read costs no statement and no serialisation (decision 062). Like the token cache
 * (decision 050) it is only trusted while the instance hears every change: each change to what
 * such an answer shows is announced on the `player_reads` channel, whoever writes it, and drops
 * that player's answers here ({@link changed}); the instance's own writes drop them before they
 * answer. No answer outlives `ttlMs`, whatever is heard or missed.
 *
 * A read in flight while any change was heard is sent to its own caller but not kept (it may
 * predate the change). Keys must hold everything the answer depends on, the viewer's tier
 * included: who may read is checked on every request before the cache is asked.
 */
export class PlayerReadCache extends HeardCache<PlayerReadCacheOptions> {
  /** In order of last use: the first entry is the least recently used. */
  private readonly entries = new Map<string, Entry>();
  /** The keys held for each player, so a change drops them without a scan. */
  private readonly keysOf = new Map<number, Set<string>>();
  private chars = 0;

  get size(): number {
    return this.entries.size;
  }

  /** Characters of JSON held. */
  get heldChars(): number {
    return this.chars;
  }

  /** The answer under `key` as JSON: from memory when kept and current, else from `load` (kept if nothing changed meanwhile). */
  async answer(key: string, playerId: number, load: () => Promise<unknown>): Promise<string> {
    const kept = this.get(key);
    if (kept !== null) return kept;
    const stamp = this.generation;
    const json = JSON.stringify(await load());
    this.store(key, playerId, json, stamp);
    return json;
  }

  get(key: string): string | null {
    if (!this.live) return null;
    const entry = this.entries.get(key);
    if (!entry) return null;
    if (this.expired(entry.readAt)) {
      this.remove(key, entry);
      return null;
    }
    // Moved to the end: the most recently used.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.json;
  }

  /** Keeps `json` unless a change was heard since `stamp` was taken (or it alone exceeds the size). */
  store(key: string, playerId: number, json: string, stamp: number): void {
    if (!this.current(stamp) || json.length > this.options.maxChars) return;
    const previous = this.entries.get(key);
    if (previous) this.remove(key, previous);
    for (const [oldKey, oldest] of this.entries) {
      if (this.chars + json.length <= this.options.maxChars) break;
      this.remove(oldKey, oldest);
    }
    this.add(key, { playerId, json, readAt: this.now() });
  }

  /** Something an answer about the player shows has changed (heard on the channel, or written here). */
  changed(playerId: number): void {
    this.generation += 1;
    for (const key of this.keysOf.get(playerId) ?? []) {
      const entry = this.entries.get(key);
      if (entry) this.remove(key, entry);
    }
  }

  protected dropAll(): void {
    this.entries.clear();
    this.keysOf.clear();
    this.chars = 0;
  }

  private add(key: string, entry: Entry): void {
    this.entries.set(key, entry);
    this.chars += entry.json.length;
    const keys = this.keysOf.get(entry.playerId);
    if (keys) keys.add(key);
    else this.keysOf.set(entry.playerId, new Set([key]));
  }

  private remove(key: string, entry: Entry): void {
    this.entries.delete(key);
    this.chars -= entry.json.length;
    const keys = this.keysOf.get(entry.playerId);
    keys?.delete(key);
    if (keys?.size === 0) this.keysOf.delete(entry.playerId);
  }
}
