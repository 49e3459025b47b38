import type { Notification } from '@holeout/shared/notifications';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Database } from '../../db/client.ts';
import type { EventBus } from '../../domain-events.ts';
import { IDENTITY_CHANNEL, TOKEN_REVOCATION_CHANNEL } from '../auth/token.service.ts';

/** The channel `insertNotification` NOTIFYs on commit. */
export const NOTIFICATION_CHANNEL = 'notifications';
/** What a player's history page or career record shows changed (migration 0022, decision 062). */
export const PLAYER_READS_CHANNEL = 'player_reads';
/** How the listening connection names itself to PostgreSQL (pg_stat_activity). */
export const LISTENER_APPLICATION_NAME = 'holeout-notifications';

const FIRST_RECONNECT_MS = 500;
const LONGEST_RECONNECT_MS = 30_000;

/** A committed notification as the channel tells of it; `playerId` null when the payload has only the id. */
export interface CommittedNotification {
  id: number;
  playerId: number | null;
  /** The notification as the API sends it, when it fitted in the payload (decision 051). */
  notification?: Notification;
  /** False when the payload says no e-mail is to be decided for it (unknown for an id alone). */
  emailPending?: boolean;
}

const isId = (v: unknown): v is number => Number.isSafeInteger(v) && (v as number) > 0;

/**
 * `v` as a notification of the shared `notificationSchema`, its fields checked one by one and
 * nothing else kept; null when it is not one. This runs for every NOTIFY every instance hears,
 * where the schema's parse was a tenth of the receiving instance's CPU (docs/performance.md);
 * `notification-payload.test.ts` holds the two to agree.
 */
export function asNotification(v: unknown): Notification | null {
  if (typeof v !== 'object' || v === null) return null;
  const { id, title, message, created_at, read_status, link_path } = v as Record<string, unknown>;
  if (!Number.isSafeInteger(id) || typeof title !== 'string' || typeof message !== 'string') return null;
  if (typeof created_at !== 'string' || typeof read_status !== 'boolean') return null;
  if (link_path !== null && typeof link_path !== 'string') return null;
  return { id: id as number, title, message, created_at, read_status, link_path };
}

/**
 * Reads a NOTIFY payload: the notification itself (`{"player_id", "email_pending", "notification"}`), or
 * `id:playerId` (or a bare `id`) when it was too large; null for anything else.
 */
export function parsePayload(payload: string): CommittedNotification | null {
  if (payload.startsWith('{')) {
    let parsed: { player_id?: unknown; email_pending?: unknown; notification?: unknown } | null;
    try {
      parsed = JSON.parse(payload);
    } catch {
      return null;
    }
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { player_id, email_pending } = parsed;
    const notification = asNotification(parsed.notification);
    if (!isId(player_id) || !notification) return null;
    if (email_pending !== undefined && typeof email_pending !== 'boolean') return null;
    return { id: notification.id, playerId: player_id, notification, emailPending: email_pending ?? true };
  }
  const match = /^([1-9][0-9]{0,9})(?::([1-9][0-9]{0,9}))?$/.exec(payload);
  if (!match) return null;
  return { id: Number(match[1]), playerId: match[2] === undefined ? null : Number(match[2]) };
}

declare module '../../domain-events.ts' {
  interface DomainEvents {
    /**
     * A notification row was committed, on this instance or another: raised by this process's
     * listener for each NOTIFY it hears, so work it starts is awaited by `events.settle()`.
     */
    'notification.committed': CommittedNotification;
  }
}

type NotificationHandler = (n: CommittedNotification) => void;
/** A player some of whose bearer tokens were just revoked (logout, password change or reset). */
type RevocationHandler = (playerId: number) => void;
/** A player whose tokens or membership tier changed (the `auth_identity` channel, decision 050). */
type IdentityHandler = (playerId: number) => void;
/** A player whose history page or career record may show something new (decision 062). */
type PlayerReadsHandler = (playerId: number) => void;
/** `up` false: notifications may be missed from now until it is true again. */
type StatusHandler = (up: boolean) => void;

/**
 * One listener per process on the `notifications` channel, fanning out to this process's
 * subscribers: the live streams directly, everything else as the `notification.committed` domain
 * event (the e-mail drain). It also hears the auth module's `token_revocations` channel, so the
 * streams a revoked token opened close on every instance at once (decision 037). On PostgreSQL it holds a dedicated connection
 * outside the pool (a pooled client would be handed to queries and lose its LISTEN) and reconnects
 * with backoff when it drops; on PGlite it uses PGlite's own `listen` on the embedded database.
 */
export class NotificationListener {
  private readonly handlers: NotificationHandler[] = [];
  private readonly revocationHandlers: RevocationHandler[] = [];
  private readonly identityHandlers: IdentityHandler[] = [];
  private readonly playerReadsHandlers: PlayerReadsHandler[] = [];
  private readonly statusHandlers: StatusHandler[] = [];
  private up = false;
  private stopped = true;
  private client: pg.Client | null = null;
  private unlisten: (() => Promise<void>)[] = [];
  private reconnectTimer: NodeJS.Timeout | null = null;
  private reconnectDelay = FIRST_RECONNECT_MS;

  constructor(
    private readonly database: Database,
    private readonly log: FastifyBaseLogger,
    private readonly events?: EventBus,
  ) {}

  onNotification(handler: NotificationHandler): void {
    this.handlers.push(handler);
  }

  /** Token revocations committed on any instance (the auth module's channel), by player. */
  onRevocation(handler: RevocationHandler): void {
    this.revocationHandlers.push(handler);
  }

  /** Changes of a player's tokens or tier committed on any instance or by any writer (decision 050). */
  onIdentityChange(handler: IdentityHandler): void {
    this.identityHandlers.push(handler);
  }

  /** Changes to what a player's history or career answers show, by any writer (decision 062). */
  onPlayerReadsChange(handler: PlayerReadsHandler): void {
    this.playerReadsHandlers.push(handler);
  }

  onStatusChange(handler: StatusHandler): void {
    this.statusHandlers.push(handler);
  }

  /** True while every committed notification reaches the handlers. */
  get isUp(): boolean {
    return this.up;
  }

  /** Starts listening; on PostgreSQL a failed first connection is retried in the background. */
  async start(): Promise<void> {
    if (!this.stopped) return;
    this.stopped = false;
    if (this.database.kind === 'pglite') {
      const raw = this.database.raw;
      this.unlisten = [
        await raw.listen(NOTIFICATION_CHANNEL, (payload) => this.receive(payload)),
        await raw.listen(TOKEN_REVOCATION_CHANNEL, (payload) => this.revoked(payload)),
        await raw.listen(IDENTITY_CHANNEL, (payload) => this.identityChanged(payload)),
        await raw.listen(PLAYER_READS_CHANNEL, (payload) => this.playerReadsChanged(payload)),
      ];
      this.setUp(true);
      return;
    }
    await this.connect();
  }

  async stop(): Promise<void> {
    if (this.stopped) return;
    this.stopped = true;
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    this.reconnectTimer = null;
    const { client, unlisten } = this;
    this.client = null;
    this.unlisten = [];
    this.setUp(false);
    for (const stopListening of unlisten) await stopListening().catch(() => {});
    await client?.end().catch(() => {});
  }

  private async connect(): Promise<void> {
    if (this.database.kind !== 'postgres') return;
    const client = new pg.Client({
      ...this.database.raw.options,
      application_name: LISTENER_APPLICATION_NAME,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    });
    this.client = client;
    let lost = false;
    const onLost = (err?: Error) => {
      if (lost) return;
      lost = true;
      if (this.client === client) this.client = null;
      client.end().catch(() => {});
      if (this.stopped) return;
      this.log.warn({ err }, 'notification listener lost its connection; reconnecting');
      this.setUp(false);
      this.scheduleReconnect();
    };
    client.on('error', onLost);
    client.on('end', () => onLost());
    client.on('notification', (msg) => {
      if (msg.payload === undefined) return;
      if (msg.channel === NOTIFICATION_CHANNEL) this.receive(msg.payload);
      else if (msg.channel === TOKEN_REVOCATION_CHANNEL) this.revoked(msg.payload);
      else if (msg.channel === IDENTITY_CHANNEL) this.identityChanged(msg.payload);
      else if (msg.channel === PLAYER_READS_CHANNEL) this.playerReadsChanged(msg.payload);
    });
    try {
      await client.connect();
      await client.query(
        `LISTEN ${NOTIFICATION_CHANNEL}; LISTEN ${TOKEN_REVOCATION_CHANNEL}; LISTEN ${IDENTITY_CHANNEL}; LISTEN ${PLAYER_READS_CHANNEL}`,
      );
    } catch (err) {
      onLost(err as Error);
      return;
    }
    if (this.stopped) {
      await client.end().catch(() => {});
      return;
    }
    this.reconnectDelay = FIRST_RECONNECT_MS;
    this.setUp(true);
  }

  private scheduleReconnect(): void {
    if (this.reconnectTimer || this.stopped) return;
    const delay = this.reconnectDelay;
    this.reconnectDelay = Math.min(delay * 2, LONGEST_RECONNECT_MS);
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null;
      void this.connect();
    }, delay);
    this.reconnectTimer.unref();
  }

  private setUp(up: boolean): void {
    if (this.up === up) return;
    this.up = up;
    for (const handler of this.statusHandlers) this.call(() => handler(up));
  }

  private receive(payload: string): void {
    const n = parsePayload(payload);
    if (!n) {
      this.log.warn({ payload }, 'unreadable notification payload');
      return;
    }
    for (const handler of this.handlers) this.call(() => handler(n));
    this.events?.emit('notification.committed', n);
  }

  private revoked(payload: string): void {
    if (!/^[1-9][0-9]{0,9}$/.test(payload)) return;
    const playerId = Number(payload);
    for (const handler of this.revocationHandlers) this.call(() => handler(playerId));
  }

  private identityChanged(payload: string): void {
    if (!/^[1-9][0-9]{0,9}$/.test(payload)) return;
    const playerId = Number(payload);
    for (const handler of this.identityHandlers) this.call(() => handler(playerId));
  }

  private playerReadsChanged(payload: string): void {
    if (!/^[1-9][0-9]{0,9}$/.test(payload)) return;
    const playerId = Number(payload);
    for (const handler of this.playerReadsHandlers) this.call(() => handler(playerId));
  }

  private call(fn: () => void): void {
    try {
      fn();
    } catch (err) {
      this.log.error({ err }, 'notification listener handler failed');
    }
  }
}
