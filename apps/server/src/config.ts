import { z } from 'zod';

/** Every environment variable the server reads, parsed once. */
const configSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** Directory for the embedded database and other local state. */
  DATA_DIR: z.string().default('./data'),
  /** PostgreSQL connection string; when unset the embedded PGlite database in DATA_DIR is used. */
  DATABASE_URL: z.string().url().optional(),
  /** Signing secret for bearer tokens; when unset one is generated once and kept in the database. */
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  /** smtp(s)://user:pass@host:port — without it e-mails are logged and kept in the outbox table. */
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default('Holeout <no-reply@holeout.app>'),
  /** The address users reach the app at; used in e-mailed links. */
  PUBLIC_URL: z.string().url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Set to "off" to disable rate limits (load tests only). */
  RATE_LIMITS: z.enum(['on', 'off']).default('on'),
  /**
   * Which proxies' X-Forwarded-For to believe: comma-separated proxy IPs/CIDRs, or a hop count
   * ("1" behind exactly one proxy). Unset: the socket address is the client, so a client cannot
   * forge its address past the per-IP rate limits.
   */
  TRUST_PROXY: z.string().optional(),
  /**
   * Port of the Prometheus metrics listener (`GET /metrics`), separate from PORT. Unset: no metrics
   * are collected and nothing listens.
   */
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  /** Address the metrics listener binds to: loopback unless a scraper elsewhere must reach it. */
  METRICS_HOST: z.string().default('127.0.0.1'),
  /**
   * Seconds an instance keeps serving after SIGTERM while /api/health/ready answers 503, so a proxy
   * stops sending it new work before it closes. 0: it closes at once (a single instance).
   */
  SHUTDOWN_DRAIN_SECONDS: z.coerce.number().min(0).max(300).default(0),
  /** Zaprite API base URL (payments). */
  ZAPRITE_API_URL: z.string().url().default('https://api.zaprite.com'),
  /** Zaprite API key; without it checkout answers 503 and nothing can be bought. */
  ZAPRITE_API_KEY: z.string().min(1).optional(),
  /**
   * Secret path token of the Zaprite webhook (`/api/subscriptions/zaprite-webhook/<secret>`);
   * without it every webhook answers 404 and paid orders are found by the reconciliation job.
   */
  ZAPRITE_WEBHOOK_SECRET: z.string().min(16, 'ZAPRITE_WEBHOOK_SECRET must be at least 16 characters').optional(),
  /** Google OpenID Connect client; without the id and secret the Google button is hidden. */
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  /** Google's issuer, discovered at start of the first sign-in (tests point it at a local provider). */
  GOOGLE_ISSUER: z.string().url().default('https://accounts.google.com'),
  /** LinkedIn OpenID Connect client; without the id and secret the LinkedIn button is hidden. */
  LINKEDIN_CLIENT_ID: z.string().min(1).optional(),
  LINKEDIN_CLIENT_SECRET: z.string().min(1).optional(),
  LINKEDIN_ISSUER: z.string().url().default('https://www.linkedin.com/oauth'),
  /** Where association-pricing inquiries are e-mailed; unset: they are stored and logged only. */
  OPERATOR_EMAIL: z.string().email().optional(),
  /** Directory of the built web app; defaults to apps/web/dist. */
  WEB_DIST: z.string().optional(),
  /**
   * The coach's model: base URL of an OpenAI-compatible chat API (https://api.openai.com/v1, an
   * Ollama or llama.cpp server's /v1). Unset: the built-in analyst writes from the figures.
   */
  COACH_API_URL: z.string().url().optional(),
  /** Bearer key for COACH_API_URL (local servers usually need none). */
  COACH_API_KEY: z.string().optional(),
  /** Model name at COACH_API_URL. */
  COACH_MODEL: z.string().default('gpt-4o-mini'),
  /** How long one model reply may take before the coach gives up (milliseconds). */
  COACH_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
  /** "off": certificates are not stamped on Bitcoin (no calendar or explorer is called). */
  OTS_STAMPING: z.enum(['on', 'off']).default('on'),
  /** OpenTimestamps calendars every batch root is submitted to (comma-separated URLs). */
  OTS_CALENDAR_URLS: z
    .string()
    .default(
      'https://a.pool.opentimestamps.org,https://b.pool.opentimestamps.org,https://a.pool.eternitywall.com,https://ots.btc.catallaxy.com',
    )
    .transform((list) =>
      list
        .split(',')
        .map((u) => u.trim().replace(/\/$/, ''))
        .filter(Boolean),
    )
    .pipe(z.array(z.string().url('OTS_CALENDAR_URLS must be URLs separated by commas')).min(1)),
  /** Esplora block explorer API the server checks Bitcoin attestations with; the verify page's default. */
  OTS_EXPLORER_URL: z.string().url().default('https://blockstream.info/api'),
  /** How long one calendar or explorer call may take (milliseconds). */
  OTS_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  /**
   * How long a live bearer token is kept in memory after its row was read (seconds), while the
   * instance hears every revocation; 0 reads the token row on every request (decision 050).
   */
  AUTH_CACHE_SECONDS: z.coerce.number().min(0).max(60).default(5),
  /**
   * How long a history page or career record is kept in memory as sent (seconds), while the
   * instance hears every change to it; 0 reads it on every request (decision 062).
   */
  READ_CACHE_SECONDS: z.coerce.number().min(0).max(3600).default(60),
});

export type Config = z.infer<typeof configSchema> & { publicUrl: string; otsExplorerUrl: string };

/** Parses the environment; throws with every problem listed when it is invalid. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== '')));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  return {
    ...c,
    publicUrl: (c.PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/$/, ''),
    otsExplorerUrl: c.OTS_EXPLORER_URL.replace(/\/$/, ''),
  };
}
