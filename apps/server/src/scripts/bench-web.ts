/**
 * `npm run bench:web` (also the last part of `npm run bench`): builds the web app, serves it with
 * the real server on a fresh in-memory database holding one player with 30 sessions, and opens
 * the dashboard in Chromium (Playwright, /usr/bin/chromium), each run in a fresh browser context
 * (cold cache, no service worker). Prints, per network profile, the JavaScript the dashboard
 * route downloads (as sent, and gzip-compressed), its Largest Contentful Paint and the sessions
 * requests it makes. Prints figures; never a test.
 *
 * Profiles: local (no throttling) and "10 Mbit / 40 ms" (CDP Network.emulateNetworkConditions:
 * 10 Mbit/s each way, 40 ms added latency). BENCH_WEB_RUNS sets the runs per profile (default 5);
 * BENCH_WEB_SKIP_BUILD=1 serves the existing build.
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { type Browser, chromium } from '@playwright/test';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { generateSession, randomProfile, toUploadBody } from './simulation/putt-generator.ts';
import { SeededRandom } from './simulation/seeded-random.ts';

const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 5);
const SESSIONS = 30;
const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const distDir = resolve(repoRoot, 'apps/web/dist');

/** The issue's targets for the dashboard route. */
const BUDGET_JS_GZIP_KB = 180;
const TARGET_LCP_MS = { local: 1000, throttled: 2500 } as const;

interface Profile {
  name: keyof typeof TARGET_LCP_MS;
  label: string;
  /** CDP Network.emulateNetworkConditions, or none. */
  network: { latency: number; downloadThroughput: number; uploadThroughput: number } | null;
}

const MBIT = 1_000_000 / 8;
const PROFILES: Profile[] = [
  { name: 'local', label: 'local (no throttling)', network: null },
  {
    name: 'throttled',
    label: '10 Mbit/s, 40 ms',
    network: { latency: 40, downloadThroughput: 10 * MBIT, uploadThroughput: 10 * MBIT },
  },
];

interface RunResult {
  lcpMs: number;
  lcpElement: string;
  scripts: { url: string; transferred: number; decoded: number; encoding: string }[];
  sessionsRequests: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

function build() {
  if (process.env.BENCH_WEB_SKIP_BUILD === '1' && existsSync(resolve(distDir, 'index.html'))) return;
  console.log('building the web app…');
  const result = spawnSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: ['ignore', 'ignore', 'inherit'] });
  if (result.status !== 0) throw new Error('npm run build failed');
}

/** Registers the bench player and uploads sessions the way the desktop app does. */
async function seed(baseUrl: string) {
  const email = `bench-web-${randomBytes(4).toString('hex')}@bench.holeout.app`;
  const res = await fetch(`${baseUrl}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Bench Golfer', email, password: 'bench-password' }),
  });
  if (res.status !== 201) throw new Error(`register: ${res.status} ${await res.text()}`);
  const { token } = (await res.json()) as { token: string };
  const rng = new SeededRandom(2026);
  const profile = randomProfile(rng);
  for (let i = 0; i < SESSIONS; i++) {
    const startedAt = new Date(Date.now() - (SESSIONS - i) * 86_400_000);
    const body = toUploadBody(generateSession(rng, profile, { startedAt, puttCount: 60 + (i % 5) * 20 }));
    const upload = await fetch(`${baseUrl}/api/sessions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
    if (upload.status !== 201) throw new Error(`upload: ${upload.status} ${await upload.text()}`);
  }
  // What the app keeps after signing in: the token (and the player, refreshed at start anyway).
  const data = await fetch(`${baseUrl}/api/player/${playerIdOf(token)}/data`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return { token, player: await data.text() };
}

function playerIdOf(token: string): number {
  const claims = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as { sub: string };
  return Number(claims.sub);
}

/** One cold load of the dashboard. */
async function loadDashboard(
  browser: Browser,
  baseUrl: string,
  profile: Profile,
  auth: { token: string; player: string },
) {
  const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 1280, height: 800 } });
  await context.addInitScript(
    ({ token, player }) => {
      localStorage.setItem('authToken', token);
      localStorage.setItem('playerData', player);
      const w = window as unknown as { __lcp: { time: number; element: string } };
      w.__lcp = { time: 0, element: '' };
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { element?: Element | null })[]) {
          const el = entry.element;
          w.__lcp = {
            time: entry.startTime,
            element: el
              ? `${el.tagName.toLowerCase()}${el.className ? `.${String(el.className).split(' ')[0]}` : ''}`
              : '',
          };
        }
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    },
    { token: auth.token, player: auth.player },
  );
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  if (profile.network) await cdp.send('Network.emulateNetworkConditions', { offline: false, ...profile.network });

  const scripts = new Map<string, { url: string; transferred: number; decoded: number; encoding: string }>();
  let sessionsRequests = 0;
  cdp.on('Network.responseReceived', (event) => {
    const { url, mimeType, headers } = event.response;
    if (/\/api\/player\/\d+\/sessions(\?|$)/.test(url)) sessionsRequests++;
    if (mimeType.includes('javascript') || url.endsWith('.js')) {
      const encoding = (headers['content-encoding'] ?? headers['Content-Encoding'] ?? 'identity') as string;
      scripts.set(event.requestId, { url, transferred: 0, decoded: 0, encoding });
    }
  });
  cdp.on('Network.dataReceived', (event) => {
    const script = scripts.get(event.requestId);
    if (script) script.decoded += event.dataLength;
  });
  cdp.on('Network.loadingFinished', (event) => {
    const script = scripts.get(event.requestId);
    if (script) script.transferred = event.encodedDataLength;
  });

  await page.goto(`${baseUrl}/`, { waitUntil: 'load' });
  await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
  await page.getByTestId('session-row').first().waitFor();
  await page.waitForLoadState('networkidle');
  // LCP is final once the page stops painting new content; a short settle, then read it.
  await page.waitForTimeout(500);
  const lcp = await page.evaluate(() => (window as unknown as { __lcp: { time: number; element: string } }).__lcp);
  await context.close();
  return {
    lcpMs: lcp.time,
    lcpElement: lcp.element,
    scripts: [...scripts.values()],
    sessionsRequests,
  } satisfies RunResult;
}

/** The gzip size (level 9, as the build writes it) of a built script, by its address. */
function gzipBytes(url: string): number {
  const path = resolve(distDir, new URL(url).pathname.slice(1));
  if (existsSync(`${path}.gz`)) return readFileSync(`${path}.gz`).length;
  return existsSync(path) ? gzipSync(readFileSync(path), { level: 9 }).length : 0;
}

async function main() {
  build();
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    RATE_LIMITS: 'off',
    HOST: '127.0.0.1',
    PORT: '0',
    DATA_DIR: 'memory://',
    WEB_DIST: distDir,
  });
  const database = await openDatabase({ dataDir: 'memory://' });
  const { app } = await buildApp(config, database);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  const baseUrl = `http://127.0.0.1:${address.port}`;
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  try {
    const auth = await seed(baseUrl);
    console.log(`\nDashboard route (/), ${SESSIONS} sessions, ${RUNS} cold loads per profile, Chromium 1280×800\n`);
    for (const profile of PROFILES) {
      // One untimed load first: the server's first answers pay for compiling queries.
      await loadDashboard(browser, baseUrl, profile, auth);
      const runs: RunResult[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await loadDashboard(browser, baseUrl, profile, auth));
      const last = runs[runs.length - 1];
      const transferred = last.scripts.reduce((sum, s) => sum + s.transferred, 0);
      const decoded = last.scripts.reduce((sum, s) => sum + s.decoded, 0);
      const gzip = last.scripts.reduce((sum, s) => sum + gzipBytes(s.url), 0);
      const lcps = runs.map((r) => r.lcpMs);
      const encodings = [...new Set(last.scripts.map((s) => s.encoding))].join(', ');
      console.log(`${profile.label}`);
      console.log(
        `  JS files             ${last.scripts.length} (${last.scripts.map((s) => new URL(s.url).pathname).join(', ')})`,
      );
      console.log(`  JS uncompressed      ${kb(decoded)} KB`);
      console.log(`  JS gzip              ${kb(gzip)} KB   (budget ${BUDGET_JS_GZIP_KB} KB)`);
      console.log(`  JS as sent           ${kb(transferred)} KB   (content-encoding: ${encodings}; headers included)`);
      console.log(
        `  LCP                  median ${median(lcps).toFixed(0)} ms, min ${Math.min(...lcps).toFixed(0)}, max ${Math.max(...lcps).toFixed(0)}   (target < ${TARGET_LCP_MS[profile.name]} ms; element ${last.lcpElement || 'n/a'})`,
      );
      console.log(`  sessions requests    ${last.sessionsRequests}\n`);
    }
  } finally {
    await browser.close();
    await app.close();
    await database.close();
  }
}

await main();
