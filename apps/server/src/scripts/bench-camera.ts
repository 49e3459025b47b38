/**
 * `npm run bench:camera` (also the last part of `npm run bench`): runs every synthetic clip
 * (`camera-clips/clips.ts`) through the camera detector and putt tracker — the same code the
 * browser runs in its worker — and prints, per clip family, precision and recall of makes and
 * misses, make/miss accuracy, zone accuracy, miss-kind accuracy, false makes in clips where a hand
 * or putter passes over the cup, and frames processed per second at 640×480 (one thread,
 * rendering not timed; by the clock and per CPU second, which other processes barely move).
 * Prints figures; never a test. BENCH_CAMERA_FAMILIES=makes,hands limits the run to some families.
 */
import { loadavg } from 'node:os';
import type { Putt } from '@holeout/shared/putt-log';
import { buildClip, CLIP_FAMILIES, CLIPS_PER_FAMILY, type ClipFamily } from './camera-clips/clips.ts';
import { runClip } from './camera-clips/run-clip.ts';

/** A logged putt matches a true one when it starts within this many seconds of it. */
const MATCH_SECONDS = 0.5;
const GOALS = { result: 0.98, zone: 0.9, fps: 30 };

interface Tally {
  truth: number;
  logged: number;
  paired: number;
  trueMakes: number;
  loggedMakes: number;
  makeHits: number;
  trueMisses: number;
  loggedMisses: number;
  missHits: number;
  zoneRight: number;
  missKindRight: number;
  occludedFalseMakes: number;
  frames: number;
  ms: number;
  cpuMs: number;
}

const emptyTally = (): Tally => ({
  truth: 0,
  logged: 0,
  paired: 0,
  trueMakes: 0,
  loggedMakes: 0,
  makeHits: 0,
  trueMisses: 0,
  loggedMisses: 0,
  missHits: 0,
  zoneRight: 0,
  missKindRight: 0,
  occludedFalseMakes: 0,
  frames: 0,
  ms: 0,
  cpuMs: 0,
});

/** Pairs each true putt with the first unpaired logged putt that started close enough to it. */
function pair(truth: Putt[], logged: Putt[]): [Putt, Putt | undefined][] {
  const free = [...logged];
  return truth.map((p) => {
    const i = free.findIndex((q) => Math.abs(q.t - p.t) <= MATCH_SECONDS);
    return [p, i < 0 ? undefined : free.splice(i, 1)[0]];
  });
}

function score(tally: Tally, truth: Putt[], logged: Putt[], occluded: boolean): void {
  tally.truth += truth.length;
  tally.logged += logged.length;
  tally.trueMakes += truth.filter((p) => p.result === 'MAKE').length;
  tally.trueMisses += truth.filter((p) => p.result === 'MISS').length;
  tally.loggedMakes += logged.filter((p) => p.result === 'MAKE').length;
  tally.loggedMisses += logged.filter((p) => p.result === 'MISS').length;
  let madeMatched = 0;
  for (const [p, q] of pair(truth, logged)) {
    if (q) tally.paired++;
    if (p.result === 'MAKE' && q?.result === 'MAKE') {
      tally.makeHits++;
      madeMatched++;
      if (p.zone === q.zone) tally.zoneRight++;
    }
    if (p.result === 'MISS' && q?.result === 'MISS') {
      tally.missHits++;
      if (p.miss === q.miss) tally.missKindRight++;
    }
  }
  if (occluded) tally.occludedFalseMakes += logged.filter((p) => p.result === 'MAKE').length - madeMatched;
}

const add = (a: Tally, b: Tally) => {
  for (const k of Object.keys(a) as (keyof Tally)[]) a[k] += b[k];
};
const ratio = (n: number, d: number) => (d === 0 ? '—' : `${((100 * n) / d).toFixed(1)} %`);
/** Right result (make or miss) over every true putt plus every logged putt that matched none. */
const resultAccuracy = (t: Tally) => (t.makeHits + t.missHits) / (t.truth + t.logged - t.paired);

function row(name: string, t: Tally): string[] {
  return [
    name,
    `${t.truth}`,
    `${t.logged}`,
    ratio(t.makeHits, t.loggedMakes),
    ratio(t.makeHits, t.trueMakes),
    ratio(t.missHits, t.loggedMisses),
    ratio(t.missHits, t.trueMisses),
    `${(100 * resultAccuracy(t)).toFixed(1)} %`,
    ratio(t.zoneRight, t.makeHits),
    ratio(t.missKindRight, t.missHits),
    `${t.occludedFalseMakes}`,
    `${Math.round((1000 * t.frames) / t.ms)}`,
    `${Math.round((1000 * t.frames) / t.cpuMs)}`,
  ];
}

function printTable(rows: string[][]): void {
  const widths = rows[0].map((_, c) => Math.max(...rows.map((r) => r[c].length)));
  for (const r of rows)
    console.log(r.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]) : cell.padStart(widths[c]))).join('  '));
}

const only = process.env.BENCH_CAMERA_FAMILIES?.split(',');
const families = (Object.keys(CLIP_FAMILIES) as ClipFamily[]).filter((f) => !only || only.includes(f));
console.log(`camera bench: ${families.length} clip families × ${CLIPS_PER_FAMILY} clips, 640×480`);
console.log(
  `load average at start: ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
const rows = [
  [
    'family',
    'putts',
    'logged',
    'make P',
    'make R',
    'miss P',
    'miss R',
    'make/miss',
    'zone',
    'miss kind',
    'false makes (hands)',
    'fps',
    'fps (CPU)',
  ],
];
const total = emptyTally();
for (const family of families) {
  const tally = emptyTally();
  for (let i = 0; i < CLIPS_PER_FAMILY; i++) {
    const clip = buildClip(family, i);
    const run = runClip(clip);
    score(tally, clip.truth, run.putts, clip.occluded);
    tally.frames += run.frames;
    tally.ms += run.processingMs;
    tally.cpuMs += run.cpuMs;
  }
  rows.push(row(family, tally));
  add(total, tally);
}
rows.push(row('all', total));
printTable(rows);
console.log(
  `load average at end: ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
const verdict = (ok: boolean) => (ok ? 'PASS' : 'MISS');
const zone = total.zoneRight / total.makeHits;
const fps = (1000 * total.frames) / total.ms;
const cpuFps = (1000 * total.frames) / total.cpuMs;
console.log(
  [
    `make/miss ${(100 * resultAccuracy(total)).toFixed(1)} % (goal ≥ 98 %): ${verdict(resultAccuracy(total) >= GOALS.result)}`,
    `zone ${(100 * zone).toFixed(1)} % (goal ≥ 90 %): ${verdict(zone >= GOALS.zone)}`,
    `false makes from hands or putters: ${total.occludedFalseMakes} (goal 0): ${verdict(total.occludedFalseMakes === 0)}`,
    `${fps.toFixed(0)} frames/s by the clock, ${cpuFps.toFixed(0)} per CPU second (goal ≥ 30): ${verdict(fps >= GOALS.fps)}`,
  ].join('\n'),
);
