/**
 * The live-notification benchmark on its own (`npm run bench` runs it after the other figures):
 * PostgreSQL when DATABASE_URL is set (two instances), else PGlite (one). Prints; never a test.
 * BENCH_SSE_CONNECTIONS (default 10000), BENCH_EVENTS_PER_SECOND (200) and BENCH_EVENT_SECONDS (20)
 * change the load.
 */
import { benchLiveNotifications } from './simulation/bench-notifications.ts';

const log = (message: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${message}`);
const { text } = await benchLiveNotifications(log);
console.log(text);
