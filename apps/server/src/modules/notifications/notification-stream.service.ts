import type { AppContext } from '../../app-context.ts';
import { HttpError } from '../../plugins/errors.ts';
import type { TokenService } from '../auth/token.service.ts';
import { presentNotification } from './notification.presenter.ts';
import type { CommittedNotification, NotificationListener } from './notification-listener.ts';
import * as repo from './notifications.repo.ts';
import { DEFAULT_STREAM_LIMITS, StreamConnection, type StreamLimits, type StreamSink } from './stream-connection.ts';

export const STREAM_MESSAGES = {
  ticketRequired: 'A stream ticket is required: get one from POST /api/auth/ticket.',
  tokenRefused: 'The notification stream takes a single-use ticket from POST /api/auth/ticket, never a bearer token.',
  invalidTicket: 'This stream ticket is invalid or has expired.',
  unavailable: 'Live notifications are unavailable right now. Please try again shortly.',
} as const;

export interface StreamOptions {
  /** Most notifications a reconnect replays (the newest of those it missed). */
  replayLimit: number;
  /** How often open streams are checked for a player signed out everywhere (ms). */
  revocationCheckMs: number;
  /** Open streams per player on one instance (a tab each); the oldest is closed beyond it. */
  maxStreamsPerPlayer: number;
  /** Committed notifications waiting to be read and fanned out before the instance gives up and lets clients replay. */
  maxQueued: number;
  /** Ids read in one query. */
  fetchBatch: number;
  limits: StreamLimits;
}

export const DEFAULT_STREAM_OPTIONS: StreamOptions = {
  replayLimit: 100,
  revocationCheckMs: 15_000,
  maxStreamsPerPlayer: 10,
  maxQueued: 10_000,
  fetchBatch: 500,
  limits: DEFAULT_STREAM_LIMITS,
};

/**
 * The live notification streams of this process. A stream opens with a single-use ticket; its
 * player's notifications reach it from the process's one {@link NotificationListener}: each NOTIFY
 * (after its transaction committed, on whichever instance) is read back by id — in batches, one
 * query per burst — and sent to that player's open streams here. When the listener loses its
 * connection every stream is closed, so clients reconnect and replay what they missed instead of
 * silently missing it.
 */
export class NotificationStreamService {
  private readonly streams = new Map<number, Set<StreamConnection>>();
  private queue: CommittedNotification[] = [];
  private pumping: Promise<void> | null = null;
  private sweepTimer: NodeJS.Timeout | null = null;
  private readonly options: StreamOptions;

  constructor(
    private readonly ctx: Pick<AppContext, 'db' | 'log' | 'clock'>,
    private readonly tokens: Pick<TokenService, 'consumeTicket' | 'playersWithLiveTokens'>,
    private readonly listener: NotificationListener,
    options: Partial<StreamOptions> = {},
  ) {
    this.options = { ...DEFAULT_STREAM_OPTIONS, ...options };
    listener.onNotification((n) => this.committed(n));
    listener.onStatusChange((up) => {
      if (!up) this.closeAll();
    });
  }

  /** Starts the periodic revocation check. */
  start(): void {
    if (this.sweepTimer) return;
    this.sweepTimer = setInterval(() => {
      this.closeRevoked().catch((err: unknown) => this.ctx.log.error({ err }, 'stream revocation check failed'));
    }, this.options.revocationCheckMs);
    this.sweepTimer.unref();
  }

  /** Stops the check and closes every stream (shutdown). */
  async stop(): Promise<void> {
    if (this.sweepTimer) clearInterval(this.sweepTimer);
    this.sweepTimer = null;
    this.closeAll();
    await this.pumping;
  }

  /** Open streams on this instance. */
  get connectionCount(): number {
    let n = 0;
    for (const set of this.streams.values()) n += set.size;
    return n;
  }

  /**
   * Spends a ticket: the player it was issued to, or 401. Answers 503 without spending it while
   * the listener is down (a stream opened then would miss notifications).
   */
  async admit(ticket: string): Promise<number> {
    if (!this.listener.isUp) throw new HttpError(503, STREAM_MESSAGES.unavailable);
    const playerId = await this.tokens.consumeTicket(ticket);
    if (playerId === null) throw new HttpError(401, STREAM_MESSAGES.invalidTicket);
    return playerId;
  }

  /**
   * Opens a stream: `connected`, then — when the client says what it saw last — the notifications
   * it missed, then live ones. Subscribed before the replay is read, so nothing falls between.
   */
  async open(playerId: number, sink: StreamSink, lastEventId: number | null): Promise<StreamConnection> {
    const connection = new StreamConnection(playerId, sink, this.options.limits);
    this.add(connection);
    connection.sendConnected();
    if (lastEventId !== null) {
      try {
        const missed = await repo.listAfter(this.ctx.db, playerId, lastEventId, this.options.replayLimit);
        connection.replay(missed.map(presentNotification));
      } catch (err) {
        this.ctx.log.error({ err, playerId }, 'stream replay failed');
        connection.close();
        return connection;
      }
    }
    connection.goLive();
    return connection;
  }

  /** Closes every stream whose player no longer holds a live bearer token (signed out, reset). */
  async closeRevoked(): Promise<number> {
    const players = [...this.streams.keys()];
    if (players.length === 0) return 0;
    const live = await this.tokens.playersWithLiveTokens(players);
    let closed = 0;
    for (const playerId of players) {
      if (live.has(playerId)) continue;
      for (const connection of [...(this.streams.get(playerId) ?? [])]) {
        connection.close();
        closed++;
      }
    }
    return closed;
  }

  closeAll(): void {
    for (const set of [...this.streams.values()]) for (const connection of [...set]) connection.close();
  }

  private add(connection: StreamConnection): void {
    let set = this.streams.get(connection.playerId);
    if (!set) {
      set = new Set();
      this.streams.set(connection.playerId, set);
    }
    if (set.size >= this.options.maxStreamsPerPlayer) set.values().next().value?.close();
    set.add(connection);
    connection.onClose(() => {
      const current = this.streams.get(connection.playerId);
      current?.delete(connection);
      if (current?.size === 0) this.streams.delete(connection.playerId);
    });
  }

  /** Closes one player's streams here (their clients reconnect and replay). */
  closePlayer(playerId: number): void {
    for (const connection of [...(this.streams.get(playerId) ?? [])]) connection.close();
  }

  /** A NOTIFY: queue it for the next read, unless no stream here can want it. */
  private committed(n: CommittedNotification): void {
    if (this.streams.size === 0) return;
    if (n.playerId !== null && !this.streams.has(n.playerId)) return;
    if (this.queue.length >= this.options.maxQueued) {
      this.ctx.log.warn({ queued: this.queue.length }, 'notification fan-out fell behind; streams closed to replay');
      this.queue = [];
      this.closeAll();
      return;
    }
    this.queue.push(n);
    this.pumping ??= this.pump();
  }

  /** Reads queued ids a batch at a time, in order, and hands each row to its player's streams. */
  private async pump(): Promise<void> {
    // Let the rest of a burst of NOTIFYs arrive, so one query reads them all.
    await new Promise((resolve) => setImmediate(resolve));
    try {
      while (this.queue.length > 0) {
        const batch = this.queue.splice(0, this.options.fetchBatch);
        let rows: repo.NotificationRow[];
        try {
          rows = await repo.findByIds(
            this.ctx.db,
            batch.map((n) => n.id),
          );
        } catch (err) {
          // The rows exist but cannot be read now: their players' clients reconnect and replay them.
          this.ctx.log.error({ err }, 'could not read committed notifications; their streams are closed');
          for (const n of batch) {
            if (n.playerId === null) this.closeAll();
            else this.closePlayer(n.playerId);
          }
          continue;
        }
        for (const row of rows) {
          const set = this.streams.get(row.playerId);
          if (!set) continue;
          const presented = presentNotification(row);
          for (const connection of [...set]) connection.push(presented);
        }
      }
    } finally {
      this.pumping = null;
    }
  }
}
