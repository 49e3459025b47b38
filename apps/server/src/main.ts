import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { serve } from './serve.ts';

const config = loadConfig();
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
const { app, ctx, modules, metrics } = await buildApp(config, database);
await serve(app, database, config, { jobs: ctx.jobs, health: modules.health, metrics });
app.log.info(`Holeout is running on ${config.publicUrl} (database: ${database.kind})`);
