export interface HeardCacheOptions {
  /** The longest an entry is used after it was read; 0 turns the cache off. */
  ttlMs: number;
  /** Monotonic milliseconds (performance.now); tests pass their own. */
  now?: () => number;
}

/**
 * What every in-memory cache of rows that any instance may change has in common (decisions 050
 * and 062): it is trusted only while the instance hears every change (`live`: its listener is
 * connected), no entry outlives `ttlMs` whatever is heard or missed, and a read that was in flight
 * while a change was heard is used for its own request but not kept (the generation its
 * {@link stamp} took must still be current when it is stored).
 */
export abstract class HeardCache<Options extends HeardCacheOptions = HeardCacheOptions> {
  protected generation = 0;
  protected live = false;
  protected readonly ttlMs: number;
  protected readonly now: () => number;

  constructor(protected readonly options: Options) {
    this.ttlMs = options.ttlMs;
    this.now = options.now ?? (() => performance.now());
  }

  /** Whether the instance hears every change (its listener is connected); entries are dropped either way. */
  setLive(live: boolean): void {
    this.live = live && this.ttlMs > 0;
    this.clear();
  }

  /** Taken before a read; the read is kept only if nothing changed since. */
  stamp(): number {
    return this.generation;
  }

  clear(): void {
    this.generation += 1;
    this.dropAll();
  }

  /** Forgets every entry. */
  protected abstract dropAll(): void;

  /** Whether an entry read at `readAt` is too old to use. */
  protected expired(readAt: number): boolean {
    return this.now() - readAt >= this.ttlMs;
  }

  /** Whether a read stamped `stamp` may be kept: the cache is trusted and nothing changed since. */
  protected current(stamp: number): boolean {
    return this.live && stamp === this.generation;
  }
}
