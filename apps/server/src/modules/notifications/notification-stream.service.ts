import type { AppContext } from '../../app-context.ts';
import { HttpError } from '../../plugins/errors.ts';
import type { TokenService } from '../auth/token.service.ts';
import { presentNotification } from './notification.presenter.ts';
import type { CommittedNotification, NotificationListener } from './notification-listener.ts';
import * as repo from './notifications.repo.ts';
import {
  DEFAULT_STREAM_LIMITS,
  notificationEvent,
  StreamConnection,
  type StreamLimits,
  type StreamSink,
} from './stream-connection.ts';

export const STREAM_MESSAGES = {
  credentialRequired:
    'The notification stream needs your bearer token (?token=) or a single-use ticket from POST /api/auth/ticket (?ticket=).',
  ticketAndToken: 'Send either a token or a ticket, not both.',
  invalidToken: 'This token is invalid, expired or revoked. Please log in again.',
  invalidTicket: 'This stream ticket is invalid or has expired.',
  revokedTicket: 'This stream ticket was made by a session that has since been signed out. Please log in again.',
  unavailable: 'Live notifications are unavailable right now. Please try again shortly.',
} as const;

export interface StreamOptions {
  /** Most notifications a reconnect replays (the newest of those it missed). */
  replayLimit: number;
  /** How often open streams are checked for a revoked token, as a backstop to the revocation channel (ms). */
  revocationCheckMs: number;
  /** Open streams per player on one instance (a tab each); the oldest is closed beyond it. */
  maxStreamsPerPlayer: number;
  /** Committed notifications waiting to be read and fanned out before the instance gives up and lets clients replay. */
  maxQueued: number;
  /** Ids read in one query. */
  fetchBatch: number;
  limits: StreamLimits;
}

/**
 * Who a stream speaks for: the player, and the bearer token behind it — the token itself, or the
 * one that minted the ticket — whose revocation closes the stream. Null only for an outside
 * sign-in's ticket, which no token made: such a stream lives while the player holds any live token.
 */
export interface StreamCredential {
  playerId: number;
  jti: string | null;
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
 * The live notification streams of this process. A stream opens with a single-use ticket or the
 * bearer token itself, and closes when that token (or the ticket's minting token) is revoked; its
 * player's notifications reach it from the process's one {@link NotificationListener}: each NOTIFY
 * (after its transaction committed, on whichever instance) is read back by id — in batches, one
 * query per burst — and sent to that player's open streams here. When the listener loses its
 * connection every stream is closed, so clients reconnect and replay what they missed instead of
 * silently missing it.
 */
export class NotificationStreamService {
  private readonly streams = new Map<number, Set<StreamConnection>>();
  /** The bearer token behind each open stream (see {@link StreamCredential}). */
  private readonly tokenOf = new WeakMap<StreamConnection, string | null>();
  private queue: CommittedNotification[] = [];
  private pumping: Promise<void> | null = null;
  private sweepTimer: NodeJS.Timeout | null = null;
  private readonly options: StreamOptions;
  /** Notifications pushed to a stream of this process since it started (the metrics read it). */
  delivered = 0;

  constructor(
    private readonly ctx: Pick<AppContext, 'db' | 'log' | 'clock'>,
    private readonly tokens: Pick<TokenService, 'consumeTicket' | 'verify' | 'liveTokenIds' | 'playersWithLiveTokens'>,
    private readonly listener: NotificationListener,
    options: Partial<StreamOptions> = {},
  ) {
    this.options = { ...DEFAULT_STREAM_OPTIONS, ...options };
    listener.onNotification((n) => this.committed(n));
    // A revocation committed on any instance reaches every instance's streams at once.
    listener.onRevocation((playerId) => {
      if (!this.streams.has(playerId)) return;
      this.closeRevoked([playerId]).catch((err: unknown) =>
        this.ctx.log.error({ err, playerId }, 'stream revocation check failed'),
      );
    });
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
   * Spends a ticket: the player it was issued to and the token that minted it, or 401 (also when
   * that token has been revoked since). Answers 503 without spending it while the listener is
   * down (a stream opened then would miss notifications).
   */
  async admitTicket(ticket: string): Promise<StreamCredential> {
    this.assertListening();
    const spending = await this.tokens.consumeTicket(ticket);
    if (!spending.spent) {
      throw new HttpError(401, STREAM_MESSAGES[spending.reason === 'revoked' ? 'revokedTicket' : 'invalidTicket']);
    }
    return { playerId: spending.playerId, jti: spending.tokenJti };
  }

  /**
   * Checks a bearer token given in the address exactly as the Authorization header is checked
   * (signature, expiry, revocation): its player, or 401 (decision 037).
   */
  async admitToken(token: string): Promise<StreamCredential> {
    this.assertListening();
    const identity = await this.tokens.verify(token);
    if (identity === null) throw new HttpError(401, STREAM_MESSAGES.invalidToken);
    return { playerId: identity.playerId, jti: identity.jti };
  }

  /** A bearer token from the Authorization header, already checked by the auth hook. */
  admitIdentity(identity: { playerId: number; jti: string }): StreamCredential {
    this.assertListening();
    return { playerId: identity.playerId, jti: identity.jti };
  }

  private assertListening(): void {
    if (!this.listener.isUp) throw new HttpError(503, STREAM_MESSAGES.unavailable);
  }

  /**
   * Opens a stream: `connected`, then — when the client says what it saw last — the notifications
   * it missed, then live ones. Subscribed before the replay is read, so nothing falls between.
   */
  async open(credential: StreamCredential, sink: StreamSink, lastEventId: number | null): Promise<StreamConnection> {
    const { playerId } = credential;
    const connection = new StreamConnection(playerId, sink, this.options.limits);
    this.tokenOf.set(connection, credential.jti);
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

  /**
   * Closes every stream (of these players, or all) whose bearer token is no longer live: revoked
   * by a logout, a password change or reset, or expired. A stream without a token behind it
   * closes when its player holds no live token at all. Answers how many it closed.
   */
  async closeRevoked(playerIds: readonly number[] = [...this.streams.keys()]): Promise<number> {
    const open = playerIds.flatMap((id) => [...(this.streams.get(id) ?? [])]);
    if (open.length === 0) return 0;
    const jtis = new Set<string>();
    const tokenless = new Set<number>();
    for (const connection of open) {
      const jti = this.tokenOf.get(connection) ?? null;
      if (jti === null) tokenless.add(connection.playerId);
      else jtis.add(jti);
    }
    const [liveJtis, livePlayers] = await Promise.all([
      this.tokens.liveTokenIds([...jtis]),
      this.tokens.playersWithLiveTokens([...tokenless]),
    ]);
    let closed = 0;
    for (const connection of open) {
      const jti = this.tokenOf.get(connection) ?? null;
      const live = jti === null ? livePlayers.has(connection.playerId) : liveJtis.has(jti);
      if (live || connection.isClosed) continue;
      connection.close();
      closed++;
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

  /**
   * Hands queued notifications to their players' streams a batch at a time, in commit order: those
   * that came in their NOTIFY as they are, the others (too large for a payload) read by id in one
   * query (decision 051).
   */
  private async pump(): Promise<void> {
    // Let the rest of a burst of NOTIFYs arrive, so one query reads all that need reading.
    await new Promise((resolve) => setImmediate(resolve));
    try {
      while (this.queue.length > 0) {
        const batch = this.queue.splice(0, this.options.fetchBatch);
        const unread = batch.filter((n) => !n.notification);
        const rows = new Map<number, repo.NotificationRow>();
        if (unread.length > 0) {
          try {
            const found = await repo.findByIds(
              this.ctx.db,
              unread.map((n) => n.id),
            );
            for (const row of found) rows.set(row.id, row);
          } catch (err) {
            // The rows exist but cannot be read now: their players' clients reconnect and replay them.
            this.ctx.log.error({ err }, 'could not read committed notifications; their streams are closed');
            for (const n of unread) {
              if (n.playerId === null) this.closeAll();
              else this.closePlayer(n.playerId);
            }
            // The others of the batch are still sent: a client that reconnects replays in order.
          }
        }
        for (const n of batch) {
          const row = n.notification ? null : rows.get(n.id);
          const playerId = n.notification ? n.playerId : row?.playerId;
          const presented = n.notification ?? (row ? presentNotification(row) : null);
          if (playerId == null || !presented) continue;
          const set = this.streams.get(playerId);
          if (!set) continue;
          // Formatted once for all of the player's tabs (a closing one leaves the set as it goes).
          const event = notificationEvent(presented);
          for (const connection of set) {
            connection.push(presented, event);
            this.delivered += 1;
          }
        }
      }
    } finally {
      this.pumping = null;
    }
  }
}
