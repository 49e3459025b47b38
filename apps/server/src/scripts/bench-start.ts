/**
 * `npm run bench:start` (builds the server first): how the server starts under each way of running its TypeScript — the
 * time from spawning the process to the first answer of `GET /api/health`, the CPU time the process
 * tree spent until then (what hardly moves with the machine's load), the resident memory of
 * the whole process tree then, and after 200 health calls — restarts on an embedded database on
 * disk, after one untimed warm-up run, BENCH_START_RUNS times each (default 3, medians printed). Linux only (reads /proc). Prints; never a test.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { machineLine } from './simulation/bench-report.ts';

const RUNS = Number(process.env.BENCH_START_RUNS ?? 3);
const PORT = Number(process.env.BENCH_START_PORT ?? 3303);
const root = fileURLToPath(new URL('../../../../', import.meta.url));
const node = process.execPath;
// A restart, as in production: the embedded database on disk, migrated by the warm-up run.
const dataDir = mkdtempSync(`${os.tmpdir()}/holeout-bench-start-`);

const VARIANTS: { name: string; command: string; args: string[] }[] = [
  {
    name: 'tsx CLI (`tsx apps/server/src/main.ts`)',
    command: `${root}node_modules/.bin/tsx`,
    args: ['apps/server/src/main.ts'],
  },
  { name: 'node --import tsx', command: node, args: ['--import', 'tsx', 'apps/server/src/main.ts'] },
  {
    name: "Node's own types (`node --experimental-transform-types`)",
    command: node,
    args: ['--experimental-transform-types', '--disable-warning=ExperimentalWarning', 'apps/server/src/main.ts'],
  },
];
// What `npm start` runs: the bundle `npm run build:server` wrote (bench:start builds it first).
VARIANTS.push({
  name: 'build step (`npm start`: `node apps/server/dist/server/main.mjs`)',
  command: node,
  args: ['--enable-source-maps', 'apps/server/dist/server/main.mjs'],
});

const TICKS_PER_SECOND = 100;

/** Resident memory (MB) and CPU time so far (s) of `pid` and every descendant. */
function tree(pid: number): { rssMb: number; cpuSeconds: number } {
  let kb = 0;
  let ticks = 0;
  const visit = (p: number) => {
    try {
      const status = readFileSync(`/proc/${p}/status`, 'utf8');
      kb += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
      // utime and stime: fields 14 and 15 of /proc/<pid>/stat, counted after the command's ')'.
      const stat = readFileSync(`/proc/${p}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
      for (const task of readFileSync(`/proc/${p}/task/${p}/children`, 'utf8').trim().split(/\s+/)) {
        if (task) visit(Number(task));
      }
    } catch {
      // the process ended meanwhile
    }
  };
  visit(pid);
  return { rssMb: kb / 1024, cpuSeconds: ticks / TICKS_PER_SECOND };
}

async function healthy(): Promise<boolean> {
  try {
    return (await fetch(`http://127.0.0.1:${PORT}/api/health`)).status === 200;
  } catch {
    return false;
  }
}

async function once(variant: (typeof VARIANTS)[number]) {
  const began = performance.now();
  const child: ChildProcess = spawn(variant.command, variant.args, {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST: '/nonexistent',
      LOG_LEVEL: 'error',
      RATE_LIMITS: 'off',
    },
    stdio: 'ignore',
  });
  try {
    while (!(await healthy())) {
      if (child.exitCode !== null) throw new Error(`${variant.name} exited with ${child.exitCode}`);
      if (performance.now() - began > 120_000) throw new Error(`${variant.name} did not start`);
      await new Promise((r) => setTimeout(r, 20));
    }
    const startMs = performance.now() - began;
    const started = tree(child.pid ?? 0);
    for (let i = 0; i < 200; i++) await healthy();
    return {
      startMs,
      cpuSeconds: started.cpuSeconds,
      rssStarted: started.rssMb,
      rssServed: tree(child.pid ?? 0).rssMb,
    };
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.once('exit', resolve)));
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

console.log(machineLine());
const loadStart = os.loadavg()[0];
console.log('| how | start → first health answer | CPU to start | RSS started | RSS after 200 calls |');
console.log('| --- | ---: | ---: | ---: | ---: |');
for (const variant of VARIANTS) {
  await once(variant); // warm-up: migrations, the OS file cache, tsx's transform cache
  const runs = [];
  for (let i = 0; i < RUNS; i++) runs.push(await once(variant));
  console.log(
    `| ${variant.name} | ${(median(runs.map((r) => r.startMs)) / 1000).toFixed(2)} s | ${median(runs.map((r) => r.cpuSeconds)).toFixed(2)} s | ${median(runs.map((r) => r.rssStarted)).toFixed(0)} MB | ${median(runs.map((r) => r.rssServed)).toFixed(0)} MB |`,
  );
}
rmSync(dataDir, { recursive: true, force: true });
console.log(`load average ${loadStart.toFixed(2)} → ${os.loadavg()[0].toFixed(2)}, ${RUNS} runs each (medians)`);
