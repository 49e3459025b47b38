import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import type { TokenService } from './modules/auth/token.service.ts';
import type { Mailer } from './modules/mail/mailer.ts';

/** What every module's routes and services are built from. */
export interface AppContext {
  config: Config;
  db: Db;
  tokens: TokenService;
  mailer: Mailer;
}
