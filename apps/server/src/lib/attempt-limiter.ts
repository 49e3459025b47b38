/** Most keys one limiter remembers; beyond it the oldest windows are dropped first. */
const MAX_KEYS = 10_000;

/**
 * Per-account attempt counter (fixed window, in memory, per instance). The per-IP limits come
 * from @fastify/rate-limit; this one stops a slow spread-out attack on a single account.
 */
export class AttemptLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
    private readonly enabled = true,
  ) {}

  /** Counts an attempt; true when the key is over its limit. */
  hit(key: string, now = Date.now()): boolean {
    return this.record(key, now) > this.max;
  }

  /** Counts an attempt and returns how many the key has made in its current window (0 when off). */
  record(key: string, now = Date.now()): number {
    if (!this.enabled) return 0;
    const w = this.windows.get(key);
    if (!w || w.resetAt <= now) {
      if (w) this.windows.delete(key);
      if (this.windows.size >= MAX_KEYS) this.prune(now);
      this.windows.set(key, { count: 1, resetAt: now + this.windowMs });
      return 1;
    }
    w.count += 1;
    return w.count;
  }

  reset(key: string) {
    this.windows.delete(key);
  }

  /**
   * Drops expired windows, then — when a flood of distinct keys still fills the map — the
   * oldest ones (a Map iterates in insertion order), so memory stays bounded.
   */
  private prune(now: number) {
    for (const [k, w] of this.windows) if (w.resetAt <= now) this.windows.delete(k);
    for (const k of this.windows.keys()) {
      if (this.windows.size < MAX_KEYS) break;
      this.windows.delete(k);
    }
  }
}
