/** Formats the benchmark's results as a table with the targets and PASS/MISS next to the figures. */
import os from 'node:os';
import type { DuelListResults } from './bench-duels.ts';
import type { LatencySummary } from './bench-timing.ts';

/** Everything the benchmark measured. */
export interface BenchResults {
  database: string;
  sessions: number;
  otherPlayers: number;
  seedPlayersSeconds: number;
  seedSessionsSeconds: number;
  careerStats: LatencySummary;
  sessionsPage: LatencySummary;
  naiveLogs: LatencySummary;
  naiveFigures: LatencySummary;
  uploadSequential: LatencySummary;
  uploadConcurrent: { uploads: number; workers: number; seconds: number; perSecond: number; cpuPerCall: number };
  /** `GET /api/duels` of a player with many duels, and the naive whole-history list. */
  duelList?: DuelListResults;
  rssMb: { start: number; seeded: number; end: number };
  /** 1-minute load average of the machine (other processes compete for the same cores). */
  loadAverage: { start: number; end: number };
}

const ms = (x: number) => (x >= 100 ? `${x.toFixed(0)} ms` : `${x.toFixed(2)} ms`);
const cpu = (l: LatencySummary) => ms(l.cpu);
const verdict = (ok: boolean) => (ok ? 'PASS' : 'MISS');
const times = (x: number) => `${x >= 100 ? x.toFixed(0) : x.toFixed(1)}×`;

/** One line describing the machine, for the report and docs/performance.md. */
export function machineLine(): string {
  const cpus = os.cpus();
  const gb = (os.totalmem() / 1024 ** 3).toFixed(1);
  return `${cpus.length} cores (${cpus[0]?.model.trim() ?? 'unknown CPU'}), ${gb} GB RAM, ${os.platform()} ${os.release()}, Node ${process.version}`;
}

/** The duel list's two rows: the paged list and the naive whole history, with the CPU ratio. */
function duelRows(d: DuelListResults, pass: boolean): string[][] {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
  return [
    [
      `GET /api/duels, player with ${d.duels.toLocaleString('en')} duels (${d.list.n}; ${d.listed} duels, ${kb(d.bytes)})`,
      ms(d.list.median),
      ms(d.list.p99),
      cpu(d.list),
      'p99 < 10 ms',
      verdict(pass),
    ],
    [
      `naive: whole duel history, one joined query (${d.naive.n}; ${kb(d.naiveBytes)})`,
      ms(d.naive.median),
      ms(d.naive.p99),
      cpu(d.naive),
      '(reference)',
      `CPU ${times(d.naive.cpu / d.list.cpu)}`,
    ],
  ];
}

/** The report as printable text; `allPass` is false when any target was missed. */
export function formatReport(r: BenchResults): { text: string; allPass: boolean } {
  const speedupLogs = r.naiveLogs.median / r.careerStats.p99;
  const speedupFigures = r.naiveFigures.median / r.careerStats.p99;
  const checks = {
    careerP99: r.careerStats.p99 < 5,
    speedup: speedupLogs >= 100,
    pageP99: r.sessionsPage.p99 < 10,
    uploads: r.uploadConcurrent.perSecond >= 300,
    ...(r.duelList ? { duelListP99: r.duelList.list.p99 < 10 } : {}),
  };
  const rows: string[][] = [
    ['measure', 'median', 'p99', 'CPU/call', 'target', 'result'],
    [
      `GET /api/career-stats (${r.careerStats.n} requests)`,
      ms(r.careerStats.median),
      ms(r.careerStats.p99),
      cpu(r.careerStats),
      'p99 < 5 ms',
      verdict(checks.careerP99),
    ],
    [
      `naive: every putt log → careerFromSessions (${r.naiveLogs.n} runs)`,
      ms(r.naiveLogs.median),
      ms(r.naiveLogs.p99),
      cpu(r.naiveLogs),
      '≥ 100× career p99',
      `${verdict(checks.speedup)} ${times(speedupLogs)}`,
    ],
    [
      `naive: stored figures → addSessionToCareer (${r.naiveFigures.n} runs)`,
      ms(r.naiveFigures.median),
      ms(r.naiveFigures.p99),
      cpu(r.naiveFigures),
      '(reference)',
      times(speedupFigures),
    ],
    [
      `GET /api/player/:id/sessions page 1 (${r.sessionsPage.n} requests)`,
      ms(r.sessionsPage.median),
      ms(r.sessionsPage.p99),
      cpu(r.sessionsPage),
      'p99 < 10 ms',
      verdict(checks.pageP99),
    ],
    [
      `POST /api/sessions, 300 putts, sequential (${r.uploadSequential.n})`,
      ms(r.uploadSequential.median),
      ms(r.uploadSequential.p99),
      cpu(r.uploadSequential),
      '–',
      '',
    ],
    [
      `POST /api/sessions, 300 putts, ${r.uploadConcurrent.workers} concurrent (${r.uploadConcurrent.uploads})`,
      `${r.uploadConcurrent.perSecond.toFixed(0)} uploads/s`,
      '',
      ms(r.uploadConcurrent.cpuPerCall),
      '≥ 300 uploads/s',
      verdict(checks.uploads),
    ],
  ];
  if (r.duelList) rows.push(...duelRows(r.duelList, checks.duelListP99 ?? false));
  const widths = rows[0].map((_, c) => Math.max(...rows.map((row) => row[c].length)));
  const line = (row: string[]) =>
    row.map((cell, c) => (c >= 1 && c <= 3 ? cell.padStart(widths[c]) : cell.padEnd(widths[c]))).join('  ');
  const text = [
    '',
    `Holeout benchmark — ${new Date().toISOString()}`,
    `Machine:  ${machineLine()}`,
    `Database: ${r.database}`,
    `Load:     1-minute load average ${r.loadAverage.start.toFixed(1)} at start, ${r.loadAverage.end.toFixed(1)} at the end (${os.cpus().length} cores)`,
    `Data:     1 player with ${r.sessions.toLocaleString('en')} sessions (50–150 putts), ${r.otherPlayers.toLocaleString('en')} other players`,
    `Seeding:  players ${r.seedPlayersSeconds.toFixed(1)} s (bulk insert), sessions ${r.seedSessionsSeconds.toFixed(1)} s through the upload service (${(r.sessions / r.seedSessionsSeconds).toFixed(0)}/s)`,
    '',
    line(rows[0]),
    line(widths.map((w) => '-'.repeat(w))),
    ...rows.slice(1).map(line),
    '',
    'CPU/call: CPU time of this process (server code, driver, PGlite when embedded) per call; PostgreSQL works in its own processes.',
    `Memory (RSS): ${r.rssMb.start.toFixed(0)} MB at start, ${r.rssMb.seeded.toFixed(0)} MB after seeding, ${r.rssMb.end.toFixed(0)} MB at the end`,
    '',
  ].join('\n');
  return { text, allPass: Object.values(checks).every(Boolean) };
}
