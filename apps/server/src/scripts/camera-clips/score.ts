/**
 * Scoring a tracker's putts against the truth (the camera bench): pairs each true putt with a
 * logged one that started close to it, and counts right results, zones, miss kinds, missed and
 * false putts. Make/miss accuracy counts every unpaired putt on either side as wrong.
 */
import type { Putt } from '@holeout/shared/putt-log';

/** A logged putt matches a true one when it starts within this many seconds of it. */
export const MATCH_SECONDS = 0.6;

export interface Tally {
  clips: number;
  truth: number;
  logged: number;
  paired: number;
  resultRight: number;
  makeHits: number;
  zoneRight: number;
  missHits: number;
  missKindRight: number;
  frames: number;
  ms: number;
  cpuMs: number;
}

export const emptyTally = (): Tally => ({
  clips: 0,
  truth: 0,
  logged: 0,
  paired: 0,
  resultRight: 0,
  makeHits: 0,
  zoneRight: 0,
  missHits: 0,
  missKindRight: 0,
  frames: 0,
  ms: 0,
  cpuMs: 0,
});

/** Pairs each true putt with the nearest unpaired logged putt that started close enough to it. */
export function pair(truth: Putt[], logged: Putt[]): [Putt, Putt | undefined][] {
  const free = [...logged];
  return truth.map((p) => {
    let best = -1;
    for (let i = 0; i < free.length; i++) {
      const d = Math.abs(free[i].t - p.t);
      if (d <= MATCH_SECONDS && (best < 0 || d < Math.abs(free[best].t - p.t))) best = i;
    }
    return [p, best < 0 ? undefined : free.splice(best, 1)[0]];
  });
}

export function score(tally: Tally, truth: Putt[], logged: Putt[]): void {
  tally.clips++;
  tally.truth += truth.length;
  tally.logged += logged.length;
  for (const [p, q] of pair(truth, logged)) {
    if (!q) continue;
    tally.paired++;
    if (p.result !== q.result) continue;
    tally.resultRight++;
    if (p.result === 'MAKE' && q.result === 'MAKE') {
      tally.makeHits++;
      if (p.zone === q.zone) tally.zoneRight++;
    } else if (p.result === 'MISS' && q.result === 'MISS') {
      tally.missHits++;
      if (p.miss === q.miss) tally.missKindRight++;
    }
  }
}

export function add(a: Tally, b: Tally): void {
  for (const k of Object.keys(a) as (keyof Tally)[]) a[k] += b[k];
}

export const resultAccuracy = (t: Tally) => t.resultRight / Math.max(1, t.truth + t.logged - t.paired);
export const zoneAccuracy = (t: Tally) => t.zoneRight / Math.max(1, t.makeHits);
export const missKindAccuracy = (t: Tally) => t.missKindRight / Math.max(1, t.missHits);
/** False putts (logged, matching no true putt) per 100 true putts. */
export const falsePer100 = (t: Tally) => (100 * (t.logged - t.paired)) / Math.max(1, t.truth);

const pct = (x: number) => `${(100 * x).toFixed(1)} %`;

export const TABLE_HEADER = [
  '',
  'clips',
  'putts',
  'logged',
  'make/miss',
  'zone',
  'miss kind',
  'missed',
  'false',
  'fps',
  'fps (CPU)',
];

export function tallyRow(name: string, t: Tally): string[] {
  return [
    name,
    `${t.clips}`,
    `${t.truth}`,
    `${t.logged}`,
    pct(resultAccuracy(t)),
    t.makeHits ? pct(zoneAccuracy(t)) : '—',
    t.missHits ? pct(missKindAccuracy(t)) : '—',
    `${t.truth - t.paired}`,
    `${t.logged - t.paired}`,
    `${Math.round((1000 * t.frames) / Math.max(1, t.ms))}`,
    `${Math.round((1000 * t.frames) / Math.max(1, t.cpuMs))}`,
  ];
}

export function printTable(rows: string[][]): void {
  const widths = rows[0].map((_, c) => Math.max(...rows.map((r) => r[c].length)));
  for (const r of rows)
    console.log(r.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]) : cell.padStart(widths[c]))).join('  '));
}
