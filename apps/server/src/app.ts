import { constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { BitcoinChain } from '@holeout/shared/ots/index';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Registry } from 'prom-client';
import type { AppContext } from './app-context.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { EventBus } from './domain-events.ts';
import { PgBossQueue, type PgBossQueueOptions } from './jobs/pg-boss-queue.ts';
import { type Clock, systemClock } from './lib/clock.ts';
import { PlayerReadCache } from './lib/player-read-cache.ts';
import { accountRoutes } from './modules/accounts/accounts.routes.ts';
import { AccountsService } from './modules/accounts/accounts.service.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { AuthService } from './modules/auth/auth.service.ts';
import { NostrService } from './modules/auth/nostr.service.ts';
import { OAuthService, registerOAuthReturnPage } from './modules/auth/oauth.service.ts';
import { OAuthClients } from './modules/auth/oauth-clients.ts';
import { signInMethodRoutes } from './modules/auth/sign-in-methods.routes.ts';
import { SignInMethodsService } from './modules/auth/sign-in-methods.service.ts';
import { loadSigningSecret, TokenService } from './modules/auth/token.service.ts';
import { registerBillingJobs } from './modules/billing/billing.jobs.ts';
import { billingRoutes } from './modules/billing/billing.routes.ts';
import { BillingService } from './modules/billing/billing.service.ts';
import { GiftsService } from './modules/billing/gifts.service.ts';
import { careerRoutes } from './modules/career/career.routes.ts';
import { CareerService } from './modules/career/career.service.ts';
import { registerCertificateJobs } from './modules/certificates/certificates.jobs.ts';
import { certificateRoutes } from './modules/certificates/certificates.routes.ts';
import { CertificatesService } from './modules/certificates/certificates.service.ts';
import { CertificatesStampingService } from './modules/certificates/certificates-stamping.service.ts';
import { otsProofRoutes } from './modules/certificates/ots-proof.routes.ts';
import { registerCoachJobs } from './modules/coach/coach.jobs.ts';
import { coachRoutes, registerDailyAnalysisTrigger } from './modules/coach/coach.routes.ts';
import { CoachService } from './modules/coach/coach.service.ts';
import { coachModelFromConfig } from './modules/coach/coach-model.ts';
import { registerSweepJob } from './modules/competitions/competition-jobs.ts';
import { competitionRoutes } from './modules/competitions/competitions.routes.ts';
import { CompetitionsService } from './modules/competitions/competitions.service.ts';
import { DuelInvitations } from './modules/duels/duel-invitations.ts';
import { DuelCompetition } from './modules/duels/duel-submissions.ts';
import { DUEL_SWEEP_JOB, DuelSweep } from './modules/duels/duel-sweep.ts';
import { DuelTransitions } from './modules/duels/duel-transitions.ts';
import { duelRoutes } from './modules/duels/duels.routes.ts';
import { DuelsService } from './modules/duels/duels.service.ts';
import { friendRoutes } from './modules/friends/friends.routes.ts';
import { FriendsService } from './modules/friends/friends.service.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { HealthService } from './modules/health/health.service.ts';
import { leaderboardRoutes } from './modules/leaderboards/leaderboards.routes.ts';
import { LeaderboardsService } from './modules/leaderboards/leaderboards.service.ts';
import { LeagueExports } from './modules/leagues/league-exports.service.ts';
import { LeagueInvitesService } from './modules/leagues/league-invites.service.ts';
import { LeagueLeaderboard } from './modules/leagues/league-leaderboard.ts';
import { LeagueProgress } from './modules/leagues/league-progress.ts';
import { LeagueCompetition } from './modules/leagues/league-submissions.ts';
import { LEAGUE_SWEEP_JOB, LeagueSweep } from './modules/leagues/league-sweep.ts';
import { leagueRoutes } from './modules/leagues/leagues.routes.ts';
import { LeaguesService } from './modules/leagues/leagues.service.ts';
import { registerMailJobs } from './modules/mail/mail.jobs.ts';
import { Mailer } from './modules/mail/mail.service.ts';
import { NotificationEmailService } from './modules/notifications/notification-email.service.ts';
import { NotificationListener } from './modules/notifications/notification-listener.ts';
import { notificationStreamRoutes } from './modules/notifications/notification-stream.routes.ts';
import { NotificationStreamService } from './modules/notifications/notification-stream.service.ts';
import { registerNotificationJobs } from './modules/notifications/notifications.jobs.ts';
import { notificationRoutes } from './modules/notifications/notifications.routes.ts';
import { NotificationsService } from './modules/notifications/notifications.service.ts';
import { playerRoutes } from './modules/players/players.routes.ts';
import { PlayersService } from './modules/players/players.service.ts';
import { registerReferralJobs } from './modules/referrals/referrals.jobs.ts';
import { referralRoutes } from './modules/referrals/referrals.routes.ts';
import { ReferralsService } from './modules/referrals/referrals.service.ts';
import { sessionRoutes } from './modules/sessions/sessions.routes.ts';
import { SessionsService } from './modules/sessions/sessions.service.ts';
import { registerAuth } from './plugins/auth.ts';
import { answerFrameworkError, registerErrorHandling } from './plugins/errors.ts';
import { registerInputGuards } from './plugins/input-guards.ts';
import { registerMetrics } from './plugins/metrics.ts';
import { registerProxyWarning } from './plugins/proxy-warning.ts';
import { requestLogSerializers } from './plugins/request-log.ts';
import { registerWeb } from './plugins/web.ts';

function trustProxySetting(value: string | undefined): false | string[] | ((addr: string, hop: number) => boolean) {
  if (!value) return false;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return (_addr, hop) => hop < hops;
  }
  return value.split(',').map((s) => s.trim());
}

/**
 * The most JSON the history and career answers kept in memory may hold in all (characters, about
 * bytes): ~640 first pages of 21 sessions, or tens of thousands of career records (decision 062).
 */
const CACHED_READ_CHARS = 16_000_000;

/** Default body limit; routes that take more (the session upload) raise it for themselves. */
export const DEFAULT_BODY_LIMIT = 64 * 1024;

export interface BuildOptions {
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
  /** The time; tests pass a `ManualClock` to move it. */
  clock?: Clock;
  /** Job queue settings (tests poll faster). */
  jobs?: PgBossQueueOptions;
  /**
   * Tests only: the chain whose proof-of-work limit certificate upgrades check, for the local
   * calendar stand-ins' blocks. Not configurable: main.ts never passes it, so it is mainnet.
   */
  testBitcoinChain?: BitcoinChain;
}

/** Builds the whole server: API under /api, docs at /api/docs, the web app everywhere else. */
export async function buildApp(
  config: Config,
  database: Database,
  options: BuildOptions = {},
): Promise<{ app: FastifyInstance; ctx: AppContext; modules: Modules; metrics: Registry | null }> {
  const app = Fastify({
    logger:
      config.LOG_LEVEL === 'silent'
        ? false
        : {
            level: config.LOG_LEVEL,
            serializers: requestLogSerializers,
            ...(options.logStream ? { stream: options.logStream } : {}),
          },
    bodyLimit: DEFAULT_BODY_LIMIT,
    trustProxy: trustProxySetting(config.TRUST_PROXY),
    // The router's own refusals (a malformed or overlong path) answer in the API's envelope.
    frameworkErrors: answerFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerInputGuards(app);
  registerProxyWarning(app, config.TRUST_PROXY);

  const events = new EventBus(app.log);
  const clock = options.clock ?? systemClock;
  const mailer = new Mailer({ db: database.db, log: app.log, clock }, config.SMTP_URL, config.MAIL_FROM);
  const jobs = new PgBossQueue(database, app.log, options.jobs);
  registerMailJobs(jobs, mailer);
  const ctx: AppContext = { config, db: database.db, log: app.log, clock, mailer, jobs, events };
  app.addHook('onClose', async () => {
    await jobs.stop();
    await events.settle();
    await mailer.close();
    await jobs.close();
  });
  const modules = await createModules(ctx, database, options.testBitcoinChain);
  // Collected only when a metrics listener is configured (serve.ts starts it; decision 055).
  const metrics =
    config.METRICS_PORT === undefined
      ? null
      : registerMetrics(app, {
          database,
          openStreams: () => modules.notificationStream.connectionCount,
          notificationsDelivered: () => modules.notificationStream.delivered,
          jobFailures: () => jobs.failures,
        });
  // Live notifications: one LISTEN per process from ready; streams end before the server closes.
  app.addHook('onReady', async () => {
    await modules.notificationListener.start();
    modules.notificationStream.start();
  });
  app.addHook('preClose', async () => {
    await modules.notificationListener.stop();
    await modules.notificationStream.stop();
    await modules.notificationEmails.settle();
  });

  // JSON answers and unbuilt files, compressed as they go (brotli at a quick level, else gzip);
  // the web app's built files are compressed once at build time (plugins/web.ts). Event streams
  // are left alone by the plugin's default content types.
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await app.register(helmet, {
    // Sign-in popups (Google, LinkedIn) must keep their opener to post the result back.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        // A certificate's public page reads block headers from the configured explorer.
        connectSrc: ["'self'", new URL(config.otsExplorerUrl).origin],
      },
    },
  });
  // Only a document opened at a certificate's public page may also read headers from any https
  // explorer its visitor types in (decision 030); every other page keeps the narrow list.
  app.addHook('onSend', async (req, reply, payload) => {
    const csp = reply.getHeader('content-security-policy');
    if (req.url.startsWith('/certificates/') && typeof csp === 'string') {
      reply.header('content-security-policy', csp.replace("connect-src 'self'", "connect-src 'self' https:"));
    }
    return payload;
  });
  await app.register(rateLimit, { global: false });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Holeout API', version: '1.0.0', description: 'Putting practice, duels and leagues.' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  registerAuth(app, modules.tokens);
  registerOAuthReturnPage(app);
  registerDailyAnalysisTrigger(app, modules.coach);

  await app.register(
    async (api) => {
      await api.register(healthRoutes(modules.health));
      await api.register(authRoutes(modules.auth, config));
      await api.register(signInMethodRoutes(modules.signIn, config));
      await api.register(accountRoutes(modules.accounts, config));
      await api.register(notificationRoutes(modules.notifications));
      await api.register(notificationStreamRoutes(modules.notificationStream, config));
      await api.register(sessionRoutes(modules.sessions));
      await api.register(careerRoutes(modules.career));
      await api.register(competitionRoutes(modules.competitions));
      await api.register(duelRoutes(modules.duels));
      await api.register(leagueRoutes(modules.leagues, modules.leagueInvites, modules.leagueExports));
      await api.register(friendRoutes(modules.friends));
      await api.register(leaderboardRoutes(modules.leaderboards));
      await api.register(playerRoutes(modules.players, config));
      await api.register(coachRoutes(modules.coach, config));
      await api.register(billingRoutes(modules.billing, modules.gifts, config));
      await api.register(referralRoutes(modules.referrals, config));
      await api.register(certificateRoutes(modules.certificates));
      await api.register(otsProofRoutes(modules.certificatesStamping));
    },
    { prefix: '/api' },
  );
  await registerWeb(app, config.WEB_DIST);
  return { app, ctx, modules, metrics };
}

/**
 * Every module's service, created from the context and wired to the services it uses: the one
 * place where modules meet. A new module is created here and its routes registered above.
 */
async function createModules(ctx: AppContext, database: Database, testBitcoinChain?: BitcoinChain) {
  const tokens = new TokenService(
    ctx,
    await loadSigningSecret(ctx.db, ctx.config.JWT_SECRET),
    ctx.config.AUTH_CACHE_SECONDS,
  );
  // History pages and career records kept as sent while every change to them is heard (decision 062).
  const playerReads = new PlayerReadCache({ ttlMs: ctx.config.READ_CACHE_SECONDS * 1000, maxChars: CACHED_READ_CHARS });
  const career = new CareerService(ctx, playerReads);
  const accounts = new AccountsService(
    ctx,
    career,
    (playerId) => tokens.identityChanging(playerId),
    (playerId) => playerReads.changed(playerId),
  );
  const referrals = new ReferralsService(ctx, accounts);
  // An account that came through someone's link or invitation counts for them (decision 035).
  ctx.events.on('player.registered', ({ playerId }) => referrals.accountRegistered(playerId));
  registerReferralJobs(ctx.jobs, referrals);
  const signInMethods = new SignInMethodsService(ctx, tokens, accounts);
  const signIn = {
    methods: signInMethods,
    oauth: new OAuthService(ctx, new OAuthClients(ctx.config), signInMethods, tokens),
    nostr: new NostrService(ctx, signInMethods),
  };
  const competitions = new CompetitionsService();
  const notifications = new NotificationsService(ctx);
  const friends = new FriendsService(ctx, notifications);
  const certificates = new CertificatesService(ctx, notifications);
  const certificatesStamping = new CertificatesStampingService(ctx, notifications, testBitcoinChain);
  registerCertificateJobs(ctx.jobs, ctx.events, certificatesStamping);
  const duelTransitions = new DuelTransitions(notifications, certificates);
  const duelInvitations = new DuelInvitations(ctx, duelTransitions);
  const duels = new DuelsService(ctx, duelTransitions, duelInvitations, referrals);
  const duelSweep = new DuelSweep(ctx, duelTransitions, duelInvitations);
  competitions.register('duel_id', new DuelCompetition(ctx, duelTransitions));
  registerSweepJob(ctx.jobs, ctx.events, DUEL_SWEEP_JOB, duelSweep, (id) => duelInvitations.joinInvites(id));
  const leagueProgress = new LeagueProgress(notifications, certificates);
  // Leagues and their invitations need each other: a player's list first turns invitations to
  // their address into memberships, and accepting an invitation is joining.
  let leagueInvites: LeagueInvitesService | null = null;
  const leagues = new LeaguesService(ctx, leagueProgress, notifications, (playerId) =>
    leagueInvites ? leagueInvites.joinEmailInvites(playerId) : Promise.resolve(0),
  );
  leagueInvites = new LeagueInvitesService(ctx, leagues, notifications, referrals);
  const leagueSweep = new LeagueSweep(ctx, leagueProgress, leagueInvites);
  competitions.register('league_round_id', new LeagueCompetition(ctx, leagueProgress));
  registerSweepJob(ctx.jobs, ctx.events, LEAGUE_SWEEP_JOB, leagueSweep, (id) => leagueInvites.joinEmailInvites(id));
  const notificationListener = new NotificationListener(database, ctx.log, ctx.events);
  // Tokens are kept in memory only while every identity change is heard (decision 050).
  notificationListener.onIdentityChange((playerId) => tokens.identityChanged(playerId));
  notificationListener.onStatusChange((up) => tokens.setIdentityChangesHeard(up));
  notificationListener.onPlayerReadsChange((playerId) => playerReads.changed(playerId));
  notificationListener.onStatusChange((up) => playerReads.setLive(up));
  const notificationEmails = new NotificationEmailService(ctx, accounts, notificationListener);
  registerNotificationJobs(ctx.jobs, notificationEmails);
  const sessions = new SessionsService(ctx, career, competitions, certificates, playerReads);
  const coach = new CoachService(ctx, accounts, career, sessions, duels, leagues, coachModelFromConfig(ctx.config));
  registerCoachJobs(ctx.jobs, coach);
  const billing = new BillingService(ctx, accounts, notifications, referrals);
  registerBillingJobs(ctx.jobs, billing);
  return {
    tokens,
    career,
    accounts,
    competitions,
    auth: new AuthService(ctx, tokens, accounts),
    signIn,
    sessions,
    coach,
    certificates,
    certificatesStamping,
    players: new PlayersService(ctx, career, duels),
    friends,
    notifications,
    duels,
    duelSweep,
    leagues,
    leagueInvites,
    leagueSweep,
    leagueExports: new LeagueExports(ctx, leagues),
    leaderboards: new LeaderboardsService(ctx, leagues, new LeagueLeaderboard(ctx), friends),
    notificationListener,
    notificationStream: new NotificationStreamService(ctx, tokens, notificationListener),
    notificationEmails,
    health: new HealthService(ctx),
    billing,
    gifts: new GiftsService(ctx, accounts),
    referrals,
  };
}

/** The services of every module, as wired by {@link createModules}. */
export type Modules = Awaited<ReturnType<typeof createModules>>;
