/**
 * Generates realistic practice sessions as the desktop app would record them:
 * a putt log with times, zones, entry/exit sides and miss kinds, shaped by a
 * player profile. Pure and seeded — the same generator state gives the same
 * session — so simulations, the demo and the benchmark are reproducible.
 */

import { MIN_SECONDS_BETWEEN_PUTTS } from '@holeout/shared/putt-limits';
import {
  type EntrySide,
  formatLegacyDetail,
  type LegacyPutt,
  type MissKind,
  type Putt,
  type SessionUploadInput,
  type Zone,
} from '@holeout/shared/putt-log';
import type { SeededRandom } from './seeded-random.ts';

/** How a simulated golfer putts. */
export interface PlayerProfile {
  /** Chance of holing a 7-ft putt on an average day, 0.45–0.9. */
  skill: number;
  /** Mean seconds between putts, 3–9. */
  tempoSeconds: number;
  /** 0–0.5: how much a make raises the next putt's chance (and a miss lowers it); 0 = independent putts. */
  streakiness: number;
  /** Median putts per session; sessions spread around it within 20–300. */
  typicalPutts: number;
  /** The golfer's UTC offset in minutes, used to write `started_at` as the desktop app would. */
  utcOffsetMinutes: number;
}

/** A generated session in the structured upload shape (plus nothing the server would not accept). */
export interface GeneratedSession {
  session_id: string;
  started_at: string;
  duration_seconds: number;
  putting_distance_feet: number;
  putts: Putt[];
}

/** Overrides for one session; anything omitted is drawn from the profile. */
export interface SessionOptions {
  /** When the session started. */
  startedAt: Date;
  /** Exact number of putts (1–5,000); default: drawn around the profile's typical length, 20–300. */
  puttCount?: number;
  /** Putting distance in feet (3–10); default: 7 ft most of the time. */
  distanceFeet?: number;
}

const MIN_SESSION_PUTTS = 20;
const MAX_SESSION_PUTTS = 300;
// Most golfers practise from 7 ft (the product's default); some days they move closer or further.
const OTHER_DISTANCES = [3, 4, 5, 6, 8, 9, 10];
// Each foot further from 7 ft costs this much make probability (and each foot closer gains it).
const SKILL_PER_FOOT = 0.06;
const ZONE_WEIGHTS: Record<Zone, number> = { TOP: 0.56, LEFT: 0.16, RIGHT: 0.16, LOW: 0.12 };
const ENTRY_WEIGHTS: Record<EntrySide, number> = { CENTER: 0.5, LEFT: 0.25, RIGHT: 0.25 };
const MISS_WEIGHTS: Record<Exclude<MissKind, 'QUICK PUTT'>, number> = { RETURN: 0.6, CATCH: 0.28, TIMEOUT: 0.12 };
// The sensor sometimes misses the side a ball entered by; the legacy app then writes no side.
const UNSEEN_SIDE = 0.04;
const QUICK_PUTT = 0.025;

const clamp = (x: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, x));
const round = (x: number, decimals: number) => Math.round(x * 10 ** decimals) / 10 ** decimals;

/** A plausible golfer drawn at random (skill 0.45–0.9, tempo 3–9 s, some streakiness). */
export function randomProfile(rng: SeededRandom): PlayerProfile {
  return {
    skill: round(rng.between(0.45, 0.9), 2),
    tempoSeconds: round(rng.between(3, 9), 1),
    streakiness: round(rng.between(0, 0.4), 2),
    typicalPutts: rng.int(60, 160),
    utcOffsetMinutes: 60 * rng.int(-8, 3),
  };
}

/** Formats an instant as ISO-8601 in the given UTC offset, e.g. `2025-03-01T18:04:05+01:00`. */
export function isoWithOffset(instant: Date, offsetMinutes: number): string {
  const local = new Date(instant.getTime() + offsetMinutes * 60_000).toISOString().slice(0, 19);
  if (offsetMinutes === 0) return `${local}Z`;
  const sign = offsetMinutes > 0 ? '+' : '-';
  const abs = Math.abs(offsetMinutes);
  return `${local}${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

function drawPuttCount(rng: SeededRandom, profile: PlayerProfile): number {
  // Log-normal around the typical length: most sessions near it, a few short or marathon ones.
  const n = Math.round(profile.typicalPutts * Math.exp(rng.normal(0, 0.45)));
  return clamp(n, MIN_SESSION_PUTTS, MAX_SESSION_PUTTS);
}

function drawMake(rng: SeededRandom, t: number): Putt {
  const zone = rng.weighted(ZONE_WEIGHTS);
  if (rng.chance(UNSEEN_SIDE)) return { t, result: 'MAKE', zone };
  return { t, result: 'MAKE', zone, entry: rng.weighted(ENTRY_WEIGHTS) };
}

function drawMiss(rng: SeededRandom, t: number, quick: boolean): Putt {
  if (quick) return { t, result: 'MISS', miss: 'QUICK PUTT' };
  const miss = rng.weighted(MISS_WEIGHTS);
  if (rng.chance(UNSEEN_SIDE)) return { t, result: 'MISS', miss };
  const entry = rng.weighted(ENTRY_WEIGHTS);
  // A timed-out ball never came back out, so only its entry is known.
  if (miss === 'TIMEOUT') return { t, result: 'MISS', miss, entry };
  // A lipped-out ball mostly leaves on the side opposite its entry.
  const opposite: EntrySide =
    entry === 'LEFT' ? 'RIGHT' : entry === 'RIGHT' ? 'LEFT' : rng.chance(0.5) ? 'LEFT' : 'RIGHT';
  const exit = rng.chance(0.7) ? opposite : rng.weighted(ENTRY_WEIGHTS);
  return { t, result: 'MISS', miss, entry, exit };
}

/** Seconds from this putt to the next, given how this one ended. */
function drawGap(rng: SeededRandom, profile: PlayerProfile, putt: Putt): number {
  let gap = profile.tempoSeconds * Math.exp(rng.normal(0, 0.22));
  if (putt.result === 'MISS' && putt.miss === 'RETURN') gap += rng.between(0.5, 2); // the ball rolls back first
  if (putt.result === 'MISS' && putt.miss === 'TIMEOUT') gap += rng.between(3, 6); // waited for the sensor
  if (rng.chance(0.015)) gap += rng.between(20, 90); // collecting balls, a sip of water
  return clamp(gap, 1.5, 120);
}

/**
 * One practice session. Putts follow a two-state chain: after a make the
 * chance is `p + s·(1−p)`, after a miss `p·(1−s)`; its long-run make rate is
 * exactly `p`, so streakiness changes the runs, not the accuracy. `p` is the
 * profile's skill, adjusted for distance and for the day's form.
 */
export function generateSession(rng: SeededRandom, profile: PlayerProfile, opts: SessionOptions): GeneratedSession {
  const sessionId = rng.uuid();
  const distance = opts.distanceFeet ?? (rng.chance(0.8) ? 7 : OTHER_DISTANCES[rng.int(0, OTHER_DISTANCES.length - 1)]);
  const count = opts.puttCount ?? drawPuttCount(rng, profile);
  const form = rng.normal(0, 0.03);
  const p = clamp(profile.skill - SKILL_PER_FOOT * (distance - 7) + form, 0.03, 0.97);
  const s = clamp(profile.streakiness, 0, 0.9);

  const putts: Putt[] = [];
  let t = rng.between(2, 6);
  let previousMade = rng.chance(p);
  for (let i = 0; i < count; i++) {
    const quick = i > 0 && rng.chance(QUICK_PUTT);
    // A quick putt is struck before the previous ball has settled: right after it (never sooner than a
    // golfer can strike a second ball, decision 041), and never counted as a make.
    if (quick) t = putts[i - 1].t + rng.between(MIN_SECONDS_BETWEEN_PUTTS, 1.2);
    const chance = previousMade ? p + s * (1 - p) : p * (1 - s);
    const made = !quick && rng.chance(chance);
    const putt = made ? drawMake(rng, round(t, 2)) : drawMiss(rng, round(t, 2), quick);
    putts.push(putt);
    if (!quick) previousMade = made;
    t += drawGap(rng, profile, putt);
  }
  const last = putts.length > 0 ? putts[putts.length - 1].t : 0;
  return {
    session_id: sessionId,
    started_at: isoWithOffset(opts.startedAt, profile.utcOffsetMinutes),
    duration_seconds: round(last + rng.between(2, 8), 1),
    putting_distance_feet: distance,
    putts,
  };
}

/** The same putts as the legacy desktop app's `putt_list` (1-based "Putt Index"). */
export function toLegacyPuttList(putts: readonly Putt[]): LegacyPutt[] {
  return putts.map((p, i) => ({
    'Putt Index': i + 1,
    'Putt Classification': p.result,
    'Putt Detailed Classification': formatLegacyDetail(p),
    'Putt Time': p.t,
  }));
}

/** The request body for `POST /api/sessions`, in the structured or the legacy shape. */
export function toUploadBody(session: GeneratedSession, opts: { legacy?: boolean } = {}): SessionUploadInput {
  const { putts, ...rest } = session;
  return opts.legacy ? { ...rest, putt_list: toLegacyPuttList(putts) } : { ...rest, putts };
}
