import { Readable } from 'node:stream';
import {
  COACH_STREAM_TYPE,
  type CoachChatResponse,
  type CoachStreamEvent,
  coachChatBodySchema,
  coachChatResponseSchema,
  coachConversationListSchema,
  coachConversationParamsSchema,
  coachConversationsQuerySchema,
  coachInsightSchema,
  coachMessagesSchema,
} from '@holeout/shared/coach';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import { assertSelf, currentPlayerId } from '../../plugins/auth.ts';
import { HttpError } from '../../plugins/errors.ts';
import { perIpLimit } from '../../plugins/rate-limits.ts';
import { signedIn } from '../../plugins/route-options.ts';
import type { CoachService } from './coach.service.ts';

const tags = ['coach'];

/** The provider failed or timed out: nothing was stored (an `HttpError` 502 keeps its message). */
const providerFailedSchema = z.object({ error: z.string(), message: z.string() });

/** The coach: conversations of the token's player, and one chat message at a time. */
export function coachRoutes(coach: CoachService, config: Config): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/coach/chat',
      signedIn(
        {
          tags,
          summary: 'Sends one message to the coach and answers its reply (429 after 5 messages in a conversation)',
          description: `With \`Accept: ${COACH_STREAM_TYPE}\` the reply streams as server-sent events once its first checked sentence is ready: \`delta\` {text} pieces, then \`done\` (this JSON answer) or \`error\` {status, message} when nothing was stored. Refusals and a provider failure before the first piece are answered as without streaming.`,
          body: coachChatBodySchema,
          response: { 200: coachChatResponseSchema, 502: providerFailedSchema },
        },
        {
          config: perIpLimit(config, 30),
        },
      ),
      async (req, reply) => {
        const me = currentPlayerId(req);
        if (!(req.headers.accept ?? '').includes(COACH_STREAM_TYPE)) return coach.chat(me, req.body);
        // A page closed mid-reply stops the model, and nothing is stored.
        const gone = new AbortController();
        reply.raw.on('close', () => {
          if (!reply.raw.writableFinished) gone.abort();
        });
        const events = coach.chatStream(me, req.body, gone.signal);
        // Refusals and a provider that fails before the first checked sentence keep their status.
        const first = await events.next();
        const stream = Readable.from(serverSentEvents(first, events, req.log));
        return reply
          .header('content-type', `${COACH_STREAM_TYPE}; charset=utf-8`)
          .header('cache-control', 'no-store')
          .send(stream as unknown as CoachChatResponse);
      },
    );

    app.get(
      '/coach/conversations',
      signedIn({
        tags,
        summary: "The player's coach conversations, newest first; makes today's analysis when it is due",
        querystring: coachConversationsQuerySchema,
        response: { 200: coachConversationListSchema },
      }),
      async (req) => {
        const me = req.query.player_id === undefined ? currentPlayerId(req) : assertSelf(req, req.query.player_id);
        return coach.list(me);
      },
    );

    app.get(
      '/coach/insight',
      signedIn({
        tags,
        summary: "The player's newest written analysis as the dashboard's card: title, first line and Next advice",
        response: { 200: coachInsightSchema },
      }),
      async (req) => coach.insight(currentPlayerId(req)),
    );

    app.get(
      '/coach/conversations/:id',
      signedIn({
        tags,
        summary:
          'The messages of one conversation, oldest first (403 for another player’s); its title and status are in the list',
        params: coachConversationParamsSchema,
        response: { 200: coachMessagesSchema },
      }),
      async (req) => coach.messages(currentPlayerId(req), req.params.id),
    );
  };
}

/**
 * The chat's events as server-sent events. A failure after the first one (the provider breaking
 * off, the limit used up by another tab meanwhile) ends the stream with an `error` event;
 * nothing was stored then.
 */
async function* serverSentEvents(
  first: IteratorResult<CoachStreamEvent>,
  rest: AsyncGenerator<CoachStreamEvent>,
  log: FastifyBaseLogger,
): AsyncGenerator<string> {
  const frame = (event: CoachStreamEvent) => `event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`;
  if (first.done) return;
  yield frame(first.value);
  try {
    for await (const event of rest) yield frame(event);
  } catch (err) {
    const known = err instanceof HttpError;
    if (!known) log.error({ err }, 'coach stream failed');
    yield frame({
      type: 'error',
      status: known ? err.statusCode : 500,
      message: known ? err.message : 'Unknown server error.',
    });
  }
}

/**
 * The daily analysis on the first authenticated read of a player's day (DESIGN §8): every
 * signed-in GET asks the coach, which answers from memory almost always and checks the
 * database at most once a minute per player until the day's analysis exists.
 */
export function registerDailyAnalysisTrigger(app: FastifyInstance, coach: CoachService): void {
  app.addHook('preHandler', async (request) => {
    // Reads only: the desktop app's uploads are not the player opening the app, and the day's
    // analysis should cover all of that session's uploads.
    if (!request.auth || request.method !== 'GET') return;
    try {
      await coach.ensureDailyAnalysis(request.auth.playerId, true);
    } catch (err) {
      request.log.error({ err }, 'daily analysis check failed');
    }
  });
}
