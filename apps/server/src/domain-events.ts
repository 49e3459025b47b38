import type { FastifyBaseLogger } from 'fastify';

/**
 * Every event one module raises for others, with its payload. Raised only after the transaction
 * that made it true has committed, so a listener never sees something that is later rolled back.
 * Listeners run in this process; an effect that must survive a crash (an e-mail, a stamp) is a
 * row or a job written by the listener, never work done only in memory.
 */
export interface DomainEvents {
  /** A session was stored for the first time (not on an idempotent retry). */
  'session.uploaded': {
    playerId: number;
    sessionId: string;
    /** Null for IRL sessions, which have no number. */
    sessionNumber: number | null;
    duelId: number | null;
    leagueRoundId: number | null;
  };
  /** A player account was created. */
  'player.registered': { playerId: number; email: string };
}

export type DomainEventName = keyof DomainEvents;
type Listener<K extends DomainEventName> = (payload: DomainEvents[K]) => void | Promise<void>;

/** In-process, typed publish/subscribe for {@link DomainEvents}. */
export class EventBus {
  private readonly listeners = new Map<DomainEventName, Listener<DomainEventName>[]>();
  private readonly running = new Set<Promise<void>>();

  constructor(private readonly log: FastifyBaseLogger) {}

  on<K extends DomainEventName>(name: K, listener: Listener<K>): void {
    const list = this.listeners.get(name) ?? [];
    list.push(listener as Listener<DomainEventName>);
    this.listeners.set(name, list);
  }

  /**
   * Calls every listener without waiting for it: the request that raised the event has already
   * succeeded. A failing listener is logged and never affects the raiser or the other listeners.
   */
  emit<K extends DomainEventName>(name: K, payload: DomainEvents[K]): void {
    for (const listener of this.listeners.get(name) ?? []) {
      const run = (async () => listener(payload))()
        .catch((err: unknown) => this.log.error({ err, event: name }, 'event listener failed'))
        .finally(() => this.running.delete(run));
      this.running.add(run);
    }
  }

  /** Resolves once every listener started so far has finished (shutdown, tests). */
  async settle(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
  }
}
