import {
  COACH_MAX_USER_MESSAGES,
  COACH_TEXT,
  type CoachChatBody,
  type CoachChatResponse,
  type CoachConversation,
  type CoachInsight,
  type CoachMessage,
  type CoachStreamEvent,
} from '@holeout/shared/coach';
import { analysisTitle, answerQuestion, writeAnalysis } from '@holeout/shared/coach-analyst';
import { buildCoachDigest, type CoachDigest } from '@holeout/shared/coach-digest';
import type { CareerAccumulator } from '@holeout/shared/stats/career-record';
import type { AppContext } from '../../app-context.ts';
import { AttemptLimiter } from '../../lib/attempt-limiter.ts';
import { HttpError } from '../../plugins/errors.ts';
import type { AccountsService, PlayerRow } from '../accounts/accounts.service.ts';
import type { CareerService } from '../career/career.service.ts';
import type { DuelsService } from '../duels/duels.service.ts';
import type { LeaguesService } from '../leagues/leagues.service.ts';
import type { SessionsService } from '../sessions/sessions.service.ts';
import { COACH_ANALYSIS_JOB } from './coach.jobs.ts';
import { presentConversation, presentInsight, presentMessages } from './coach.presenter.ts';
import * as repo from './coach.repo.ts';
import { groundedReply } from './coach-grounding.ts';
import { type CoachModel, CoachModelError, type ModelTurn } from './coach-model.ts';
import { coachSystemPrompt } from './coach-prompt.ts';

/** At most this many of the newest sessions go into a digest. */
export const DIGEST_MAX_SESSIONS = 10;
/** Leagues a digest reports, newest first. */
const DIGEST_MAX_LEAGUES = 3;
/** Sessions a chat started without an analysis is about. */
const CHAT_DIGEST_SESSIONS = 5;
/** Model tries for one reply, while none of it has been shown, before the built-in analyst answers instead. */
const GROUNDED_TRIES = 2;
/** Analysis job runs that try the model; the next one writes with the built-in analyst. */
export const ANALYSIS_MODEL_ATTEMPTS = 3;
/** Coach messages one player may send a minute (all conversations). */
export const COACH_MESSAGES_PER_MINUTE = 10;
/** How often a player without today's analysis is checked again by the request hook. */
const RECHECK_MS = 60_000;

export const COACH_PROVIDER_FAILED = 'The coach could not answer just now. Please try again in a moment.';

/** The player's local calendar day (YYYY-MM-DD) at `now`; UTC for an unknown zone. */
export function localDay(now: Date, timeZone: string): string {
  const format = (zone: string) =>
    new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  try {
    return format(timeZone);
  } catch {
    return format('UTC');
  }
}

/**
 * The AI coach: the daily analysis (a row first, the writing in a job), conversations grounded in
 * the player's own figures, the 5-message limit.
 */
export class CoachService {
  private readonly limiter: AttemptLimiter;
  /** Per player: the local day whose analysis exists, or when the last check found none to make. */
  private readonly checked = new Map<number, { day: string; at: number; done: boolean }>();

  constructor(
    private readonly ctx: Pick<AppContext, 'db' | 'clock' | 'jobs' | 'log' | 'config' | 'events'>,
    private readonly accounts: AccountsService,
    private readonly career: CareerService,
    private readonly sessions: SessionsService,
    private readonly duels: DuelsService,
    private readonly leagues: LeaguesService,
    private readonly model: CoachModel | null,
  ) {
    this.limiter = new AttemptLimiter(COACH_MESSAGES_PER_MINUTE, 60_000, ctx.config.RATE_LIMITS === 'on');
    // A new session makes the next request look again, unless today's analysis already exists.
    ctx.events.on('session.uploaded', ({ playerId }) => {
      if (!this.checked.get(playerId)?.done) this.checked.delete(playerId);
    });
  }

  /**
   * Creates today's analysis when the player has sessions since the last one — at most once per
   * player and local day, whatever the number of tabs or instances asking at once (a unique
   * index decides). The row comes first; the job that writes it is sent after the commit.
   * `throttled` (the every-request hook) skips players checked in the last minute.
   */
  async ensureDailyAnalysis(playerId: number, throttled = false): Promise<void> {
    const now = this.ctx.clock.now();
    const seen = this.checked.get(playerId);
    if (throttled && seen && now.getTime() - seen.at < RECHECK_MS) return;
    const player = await this.accounts.findById(playerId);
    if (!player) return;
    const day = localDay(now, player.timezone);
    if (seen?.done && seen.day === day) return;
    this.remember(playerId, day, now, false);
    const { career } = await this.career.playerCareer(playerId);
    if (career.total_sessions === 0) return;
    const last = await repo.lastAnalysis(this.ctx.db, playerId);
    if (last && last.day !== null && last.day >= day) return this.remember(playerId, day, now, true);
    const fresh = career.total_sessions - (last?.sessionsSeen ?? 0);
    if (fresh <= 0) return;
    const digest = await this.digest(player, day, career, Math.min(fresh, DIGEST_MAX_SESSIONS));
    const id = await repo.insertAnalysis(this.ctx.db, {
      playerId,
      kind: 'analysis',
      title: analysisTitle(day, fresh),
      day,
      sessionsSeen: career.total_sessions,
      facts: digest,
    });
    this.remember(playerId, day, now, true);
    if (id !== null) await this.ctx.jobs.send(COACH_ANALYSIS_JOB, { conversationId: id });
  }

  /**
   * The analysis job: writes the first message of a pending analysis with the model (its reply
   * checked against the facts), or with the built-in analyst when no model is configured, the
   * model keeps citing numbers that are not the player's, or its tries are used up. A provider
   * failure throws, so the job is retried.
   */
  async writeAnalysis(conversationId: number): Promise<void> {
    const row = await repo.countAttempt(this.ctx.db, conversationId);
    if (!row) return;
    const digest = row.facts as CoachDigest;
    let text: string;
    if (this.model && row.attempts <= ANALYSIS_MODEL_ATTEMPTS) {
      text = await joined(
        this.grounded(digest, 'analysis', [{ role: 'user', content: 'Write today’s analysis.' }], 'whole', () =>
          writeAnalysis(digest),
        ),
      );
    } else {
      text = writeAnalysis(digest);
    }
    await this.ctx.db.transaction(async (tx) => {
      if (await repo.markReady(tx, conversationId)) {
        await repo.insertMessages(tx, conversationId, [{ role: 'model', text }]);
      }
    });
  }

  /** Pending analyses whose job was lost (a crash between commit and send) are written now. */
  async writeStaleAnalyses(): Promise<number> {
    const before = new Date(this.ctx.clock.now().getTime() - 5 * 60_000);
    const ids = await repo.stalePending(this.ctx.db, before);
    // A row that has waited this long is written by the built-in analyst.
    for (const id of ids) await this.writeAnalysisWithoutModel(id);
    return ids.length;
  }

  private async writeAnalysisWithoutModel(id: number): Promise<void> {
    const row = await repo.findConversation(this.ctx.db, id);
    if (row?.status !== 'pending') return;
    const text = writeAnalysis(row.facts as CoachDigest);
    await this.ctx.db.transaction(async (tx) => {
      if (await repo.markReady(tx, id)) await repo.insertMessages(tx, id, [{ role: 'model', text }]);
    });
  }

  /** `GET /coach/conversations`: the player's conversations, newest first (today's analysis made first). */
  async list(playerId: number): Promise<CoachConversation[]> {
    try {
      await this.ensureDailyAnalysis(playerId);
    } catch (err) {
      this.ctx.log.error({ err }, 'daily analysis check failed');
    }
    const rows = await repo.listConversations(this.ctx.db, playerId);
    return rows.map((r) => presentConversation(r.conversation, r.userMessages));
  }

  /** `GET /coach/insight`: the newest written analysis as the dashboard's two lines (decision 057). */
  async insight(playerId: number): Promise<CoachInsight> {
    return presentInsight(await repo.latestWrittenAnalysis(this.ctx.db, playerId));
  }

  /** `GET /coach/conversations/{id}`: its messages (spec 01 §7); 404 unknown, 403 another player's. */
  async messages(playerId: number, id: number): Promise<CoachMessage[]> {
    await this.owned(playerId, id);
    return presentMessages(await repo.listMessages(this.ctx.db, id));
  }

  /**
   * `POST /coach/chat`: the reply to one player message, answered whole. The reply is written
   * before anything is stored; the message and the reply are then stored together, under a lock
   * on the conversation that re-counts the limit — so a failure stores nothing and concurrent
   * sends cannot pass 5.
   */
  async chat(playerId: number, body: CoachChatBody): Promise<CoachChatResponse> {
    const turn = await this.prepareChat(playerId, body);
    return this.storeChat(playerId, turn, await joined(this.reply(turn, 'whole')));
  }

  /**
   * `POST /coach/chat` streamed: the reply's checked pieces as they come, then `done` once the
   * message and the reply (exactly the pieces shown) are stored, as {@link chat} stores them.
   * Refusals (403, 404, 409, 429) and a provider failure throw; so does a failure after the
   * first piece — the caller reports it, and nothing was stored. When `gone` aborts (the page
   * went away) the model is stopped and nothing is stored.
   */
  async *chatStream(playerId: number, body: CoachChatBody, gone: AbortSignal): AsyncGenerator<CoachStreamEvent> {
    const turn = await this.prepareChat(playerId, body);
    let reply = '';
    for await (const text of this.reply(turn, 'stream', gone)) {
      reply += text;
      yield { type: 'delta', text };
    }
    if (gone.aborted) return;
    yield { type: 'done', ...(await this.storeChat(playerId, turn, reply)) };
  }

  /** Checks a chat message's conversation, limits and rate, and gathers what the reply is written from. */
  private async prepareChat(playerId: number, body: CoachChatBody): Promise<ChatTurn> {
    if (body.player_id !== undefined && body.player_id !== playerId) throw new HttpError(403, COACH_TEXT.forbidden);
    const message = body.message;
    let digest: CoachDigest;
    let history: repo.MessageRow[] = [];
    const existingId = body.conversation_id ?? null;
    if (existingId !== null) {
      const row = await this.owned(playerId, existingId);
      if (row.status === 'pending') throw new HttpError(409, COACH_TEXT.analysisPending);
      history = await repo.listMessages(this.ctx.db, existingId);
      if (history.filter((m) => m.role === 'user').length >= COACH_MAX_USER_MESSAGES) {
        throw new HttpError(429, COACH_TEXT.messageLimit);
      }
      digest = row.facts as CoachDigest;
    } else {
      digest = await this.currentDigest(playerId);
    }
    if (this.limiter.hit(`player:${playerId}`, this.ctx.clock.now().getTime())) {
      throw new HttpError(429, COACH_TEXT.rateLimited);
    }
    const turns: ModelTurn[] = [
      ...history.map((m): ModelTurn => ({ role: m.role === 'user' ? 'user' : 'assistant', content: m.text })),
      { role: 'user', content: message },
    ];
    return { existingId, message, digest, turns };
  }

  /** The reply to a chat turn: the model's (checked), else the built-in analyst's. A provider failure is a 502. */
  private async *reply(turn: ChatTurn, release: 'stream' | 'whole', signal?: AbortSignal): AsyncGenerator<string> {
    const fallback = () => answerQuestion(turn.digest, turn.message);
    try {
      yield* this.grounded(turn.digest, 'answer', turn.turns, release, fallback, signal);
    } catch (err) {
      if (!(err instanceof CoachModelError)) throw err;
      this.ctx.log.warn({ err: err.message }, 'coach model failed');
      throw new HttpError(502, COACH_PROVIDER_FAILED);
    }
  }

  /** Stores the player's message and the reply together; 429 when concurrent sends used up the limit meanwhile. */
  private storeChat(playerId: number, turn: ChatTurn, reply: string): Promise<CoachChatResponse> {
    return this.ctx.db.transaction(async (tx) => {
      let conversationId: number;
      if (turn.existingId === null) {
        const row = await repo.insertChat(tx, {
          playerId,
          kind: 'chat',
          title: chatTitle(turn.message),
          facts: turn.digest,
        });
        conversationId = row.id;
      } else {
        await repo.lockConversation(tx, turn.existingId);
        conversationId = turn.existingId;
        if ((await repo.countUserMessages(tx, conversationId)) >= COACH_MAX_USER_MESSAGES) {
          throw new HttpError(429, COACH_TEXT.messageLimit);
        }
      }
      await repo.insertMessages(tx, conversationId, [
        { role: 'user', text: turn.message },
        { role: 'model', text: reply },
      ]);
      const userMessages = await repo.countUserMessages(tx, conversationId);
      return { response: reply, conversation_id: conversationId, user_messages: userMessages };
    });
  }

  /**
   * The model's reply checked against the digest ({@link groundedReply}), or the built-in
   * analyst's when no model is configured.
   */
  private async *grounded(
    digest: CoachDigest,
    task: 'analysis' | 'answer',
    turns: ModelTurn[],
    release: 'stream' | 'whole',
    fallback: () => string,
    signal?: AbortSignal,
  ): AsyncGenerator<string> {
    if (!this.model) {
      yield fallback();
      return;
    }
    yield* groundedReply({
      model: this.model,
      system: coachSystemPrompt(digest, task),
      turns,
      digest,
      fallback,
      tries: GROUNDED_TRIES,
      release,
      signal,
      onInvented: (invented) =>
        this.ctx.log.warn({ invented: invented.slice(0, 10) }, 'coach reply cited numbers not in the facts'),
    });
  }

  /** The digest of the player's latest sessions (a conversation started without an analysis). */
  private async currentDigest(playerId: number): Promise<CoachDigest> {
    const player = await this.accounts.findById(playerId);
    if (!player) throw new HttpError(404, COACH_TEXT.notFound);
    const { career } = await this.career.playerCareer(playerId);
    return this.digest(player, localDay(this.ctx.clock.now(), player.timezone), career, CHAT_DIGEST_SESSIONS);
  }

  /**
   * The facts of the player's `sessions` newest sessions, career, duels and leagues — as much of
   * their record as their own membership shows them (decision 036).
   */
  private async digest(player: PlayerRow, day: string, career: CareerAccumulator, sessions: number) {
    const recent = await this.sessions.latest(player.membershipTier, player.id, sessions);
    const rating = (await this.duels.ratings([player.id])).get(player.id);
    return buildCoachDigest({
      name: player.name,
      day,
      career,
      recent: recent.sessions,
      tier: player.membershipTier,
      duels: rating && rating.duels > 0 ? { played: rating.duels, rating: Math.round(rating.rating) } : null,
      leagues: await this.leagues.resultsOf(player.id, DIGEST_MAX_LEAGUES),
    });
  }

  private async owned(playerId: number, id: number): Promise<repo.ConversationRow> {
    const row = await repo.findConversation(this.ctx.db, id);
    if (!row) throw new HttpError(404, COACH_TEXT.notFound);
    if (row.playerId !== playerId) throw new HttpError(403, COACH_TEXT.forbidden);
    return row;
  }

  private remember(playerId: number, day: string, now: Date, done: boolean): void {
    if (this.checked.size > 50_000) this.checked.clear();
    this.checked.set(playerId, { day, at: now.getTime(), done });
  }
}

/** What a chat reply is written from. */
interface ChatTurn {
  existingId: number | null;
  message: string;
  digest: CoachDigest;
  turns: ModelTurn[];
}

async function joined(pieces: AsyncIterable<string>): Promise<string> {
  let text = '';
  for await (const piece of pieces) text += piece;
  return text;
}

/** A started conversation's title: the start of the first question. */
function chatTitle(message: string): string {
  const line = message.replace(/\s+/g, ' ').trim();
  return line.length <= 40 ? line : `${line.slice(0, 39)}…`;
}
