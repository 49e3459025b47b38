import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppContext } from './app-context.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { accountRoutes } from './modules/accounts/accounts.routes.ts';
import { loadSigningSecret, TokenService } from './modules/auth/token.service.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { Mailer } from './modules/mail/mailer.ts';
import { notificationRoutes } from './modules/notifications/notifications.routes.ts';
import { playerRoutes } from './modules/players/players.routes.ts';
import { careerRoutes } from './modules/sessions/career.routes.ts';
import { sessionRoutes } from './modules/sessions/sessions.routes.ts';
import { registerAuth } from './plugins/auth.ts';
import { registerErrorHandling } from './plugins/errors.ts';
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

/** Default body limit; routes that take more (the session upload) raise it for themselves. */
export const DEFAULT_BODY_LIMIT = 64 * 1024;

/** Where log lines go instead of stdout (tests read them). */
export interface BuildOptions {
  logStream?: { write(line: string): void };
}

/** Builds the whole server: API under /api, docs at /api/docs, the web app everywhere else. */
export async function buildApp(
  config: Config,
  database: Database,
  options: BuildOptions = {},
): Promise<{ app: FastifyInstance; ctx: AppContext }> {
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
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);

  const secret = await loadSigningSecret(database.db, config.JWT_SECRET);
  const tokens = new TokenService(database.db, secret);
  const mailer = new Mailer(database.db, app.log, config.SMTP_URL, config.MAIL_FROM);
  const ctx: AppContext = { config, db: database.db, tokens, mailer };
  app.addHook('onClose', async () => mailer.close());

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
      },
    },
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
  registerAuth(app, tokens);

  await app.register(
    async (api) => {
      await api.register(healthRoutes(ctx));
      await api.register(accountRoutes(ctx));
      await api.register(notificationRoutes(ctx));
      await api.register(sessionRoutes(ctx));
      await api.register(careerRoutes(ctx));
      await api.register(playerRoutes(ctx));
    },
    { prefix: '/api' },
  );
  await registerWeb(app, config.WEB_DIST);
  return { app, ctx };
}
