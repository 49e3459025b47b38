/**
 * The session recorder's state as a pure reducer: Start, Make, Miss, Undo and Finish turn into a
 * putt log in the shape `POST /api/sessions` takes. Time never comes from inside: every action
 * carries the wall-clock moment it happened (`at`, epoch ms), so the rules are testable by hand
 * and a session restored after a reload carries on with the same clock.
 */

import { MISS_WORDS, SIDE_WORDS, ZONE_WORDS } from '@holeout/shared/golfer-words';
import { MIN_SECONDS_BETWEEN_PUTTS } from '@holeout/shared/putt-limits';
import {
  type CaptureLabel,
  DEFAULT_PUTTING_DISTANCE_FEET,
  type EntrySide,
  MAX_PUTTING_DISTANCE_FEET,
  MAX_PUTTS,
  MAX_SESSION_DURATION_SECONDS,
  MIN_PUTTING_DISTANCE_FEET,
  type MissKind,
  type Putt,
  type PuttOutcome,
  puttOutcome,
  type SessionUploadInput,
  type Zone,
} from '@holeout/shared/putt-log';
import type { RecordingCompetition } from './competition.ts';

/** The make zone used until the golfer picks one: the hole's top, the most common make. */
export const DEFAULT_ZONE: Zone = 'TOP';

/** The miss kind used until the golfer picks one: the ball came back down the ramp. */
export const DEFAULT_MISS_KIND: MissKind = 'RETURN';

/** The choices that outlive a session: the next session starts with the last ones used. */
export interface RecorderSettings {
  /** Putting distance in feet, 3.0–10.0 in steps of 0.1. */
  distanceFeet: number;
  /** Zone given to the next Make. */
  zone: Zone;
  /** Kind given to the next Miss. */
  missKind: MissKind;
  /**
   * The side the next Miss left the cup by, as the golfer saw it (stored as its `exit`), or null
   * when not noted. Unlike the zone and the kind it is for one miss only: a Miss clears it.
   */
  missSide?: EntrySide | null;
}

/** A session being recorded. */
export interface Recording {
  /** Client-chosen GUID, the upload's idempotency key. */
  sessionId: string;
  /** When Start was pressed, epoch ms; putt times count from here. */
  startedAtMs: number;
  /** The same moment as ISO-8601 with the device's offset, as uploaded. */
  startedAt: string;
  /** The distance the session is putted from (fixed at Start). */
  distanceFeet: number;
  /** The putts so far, `t` non-decreasing. */
  putts: Putt[];
  /** Who calls the putts: the golfer's taps (`manual`) or the camera. */
  source: 'manual' | 'camera';
  /** The golfer's corrections of the camera's calls, uploaded as the session's labels. */
  labels: CaptureLabel[];
  /** The duel or league round this session is putted for, with its locked rules; absent for practice. */
  competition?: RecordingCompetition;
  /** Milliseconds the clock stood still in earlier pauses (the Finish question; decision 058). */
  pausedMs?: number;
  /** When the current pause began, epoch ms; absent while the clock runs. */
  pausedAt?: number;
}

export interface RecorderState {
  settings: RecorderSettings;
  /** The session in progress; null before Start and after Finish. */
  recording: Recording | null;
}

export type RecorderAction =
  | {
      type: 'start';
      sessionId: string;
      at: number;
      startedAt: string;
      source?: Recording['source'];
      competition?: RecordingCompetition;
    }
  | { type: 'make'; at: number; zone?: Zone }
  | { type: 'miss'; at: number; kind?: MissKind }
  | { type: 'undo' }
  /** The camera's last call was wrong: the last putt becomes `outcome`, or goes (`NONE`), as a label. */
  | { type: 'correct'; outcome: PuttOutcome }
  | { type: 'select-zone'; zone: Zone }
  | { type: 'select-miss'; kind: MissKind }
  /** The side of the next miss (null: not noted); decision 056. */
  | { type: 'select-side'; side: EntrySide | null }
  | { type: 'set-distance'; feet: number }
  /** The Finish question is open: the clock stands still (see {@link canPause}). */
  | { type: 'pause'; at: number }
  /** Keep putting: the clock runs on from where it stood. */
  | { type: 'resume'; at: number }
  /** Finish and Discard both end the recording; Finish's upload is built first (see {@link buildUpload}). */
  | { type: 'end' };

export const DEFAULT_SETTINGS: RecorderSettings = {
  distanceFeet: DEFAULT_PUTTING_DISTANCE_FEET,
  zone: DEFAULT_ZONE,
  missKind: DEFAULT_MISS_KIND,
};

/** True for a distance the upload accepts: 3.0–10.0 feet. */
export function isValidDistance(feet: number): boolean {
  return Number.isFinite(feet) && feet >= MIN_PUTTING_DISTANCE_FEET && feet <= MAX_PUTTING_DISTANCE_FEET;
}

/** A distance rounded to the field's step of 0.1 ft (7.04 → 7). */
export function roundDistance(feet: number): number {
  return Math.round(feet * 10) / 10;
}

/**
 * Whether the clock may stand still while the golfer is asked to finish: always, except in a
 * time-limited competition, whose limit is a rule of the competition and runs on.
 */
export function canPause(recording: Recording): boolean {
  return recording.competition?.mode !== 'time_limit';
}

/** Milliseconds the clock has run from the start to `at`, without the time it stood still. */
export function runningMs(recording: Recording, at: number): number {
  const until = recording.pausedAt !== undefined ? Math.min(at, recording.pausedAt) : at;
  return until - recording.startedAtMs - (recording.pausedMs ?? 0);
}

/**
 * Seconds on the session's clock at `at` (paused time left out), to the hundredth, never before
 * the previous putt (a device clock set back must not make the log decrease, which the upload
 * refuses) and never past the longest session the upload accepts.
 */
export function secondsSinceStart(recording: Recording, at: number): number {
  const last = recording.putts.at(-1)?.t ?? 0;
  const seconds = Math.round(runningMs(recording, at) / 10) / 100;
  return Math.min(Math.max(seconds, last), MAX_SESSION_DURATION_SECONDS);
}

/** True when the recording holds as many putts as one upload may. */
export function isFull(recording: Recording): boolean {
  return recording.putts.length >= MAX_PUTTS;
}

/**
 * True when a putt at `at` comes sooner after the last one than a putt can
 * ({@link MIN_SECONDS_BETWEEN_PUTTS}): a double tap, which the recorder ignores rather than log a
 * putt the server would refuse as impossible.
 */
export function isTooSoon(recording: Recording, at: number): boolean {
  const last = recording.putts.at(-1);
  return last !== undefined && secondsSinceStart(recording, at) - last.t < MIN_SECONDS_BETWEEN_PUTTS;
}

/**
 * True when the competition's rules count no more putts: the time limit has passed (at `at`), or
 * the shoot-out's putts are all taken. A practice session has no such end.
 */
export function isOverLimit(recording: Recording, at: number): boolean {
  const c = recording.competition;
  if (!c) return false;
  if (c.mode === 'time_limit')
    return c.timeLimitMinutes !== null && at - recording.startedAtMs > c.timeLimitMinutes * 60_000;
  return c.maxAttempts !== null && recording.putts.length >= c.maxAttempts;
}

function addPutt(state: RecorderState, putt: (t: number) => Putt, at: number): RecorderState {
  const { recording } = state;
  if (!recording || recording.pausedAt !== undefined) return state;
  if (isFull(recording) || isTooSoon(recording, at) || isOverLimit(recording, at)) return state;
  return { ...state, recording: { ...recording, putts: [...recording.putts, putt(secondsSinceStart(recording, at))] } };
}

/** The next recorder state. Putts outside a recording, and past {@link MAX_PUTTS}, are ignored. */
export function recorderReducer(state: RecorderState, action: RecorderAction): RecorderState {
  switch (action.type) {
    case 'start':
      if (state.recording) return state;
      return {
        ...state,
        recording: {
          sessionId: action.sessionId,
          startedAtMs: action.at,
          startedAt: action.startedAt,
          // A competition's distance is its rule, not the golfer's last choice.
          distanceFeet: action.competition?.distanceFeet ?? state.settings.distanceFeet,
          putts: [],
          source: action.source ?? 'manual',
          labels: [],
          ...(action.competition && { competition: action.competition }),
        },
      };
    case 'make': {
      const zone = action.zone ?? state.settings.zone;
      const next = addPutt(state, (t) => ({ t, result: 'MAKE', zone }), action.at);
      return next === state ? state : { ...next, settings: { ...next.settings, zone } };
    }
    case 'miss': {
      const miss = action.kind ?? state.settings.missKind;
      // A camera call brings its own kind and no side; a tapped miss takes the side noted for it.
      const exit = action.kind === undefined ? (state.settings.missSide ?? undefined) : undefined;
      const next = addPutt(state, (t) => ({ t, result: 'MISS', miss, ...(exit && { exit }) }), action.at);
      if (next === state) return state;
      const { missSide: _noted, ...settings } = next.settings;
      return { ...next, settings: { ...settings, missKind: miss } };
    }
    case 'undo': {
      const { recording } = state;
      if (!recording || recording.putts.length === 0) return state;
      return { ...state, recording: { ...recording, putts: recording.putts.slice(0, -1) } };
    }
    case 'correct': {
      const { recording } = state;
      const corrected = recording && correctLast(recording, action.outcome);
      return corrected && corrected !== recording ? { ...state, recording: corrected } : state;
    }
    case 'select-zone':
      return { ...state, settings: { ...state.settings, zone: action.zone } };
    case 'select-miss':
      return { ...state, settings: { ...state.settings, missKind: action.kind } };
    case 'select-side':
      return { ...state, settings: { ...state.settings, missSide: action.side } };
    case 'set-distance':
      // The distance belongs to the whole session: it is chosen before Start.
      if (state.recording || !isValidDistance(action.feet)) return state;
      return { ...state, settings: { ...state.settings, distanceFeet: roundDistance(action.feet) } };
    case 'pause': {
      const { recording } = state;
      if (!recording || recording.pausedAt !== undefined || !canPause(recording)) return state;
      return { ...state, recording: { ...recording, pausedAt: Math.max(action.at, recording.startedAtMs) } };
    }
    case 'resume': {
      const { recording } = state;
      if (!recording || recording.pausedAt === undefined) return state;
      const { pausedAt, ...running } = recording;
      const pausedMs = (recording.pausedMs ?? 0) + Math.max(0, action.at - pausedAt);
      return { ...state, recording: { ...running, pausedMs } };
    }
    case 'end':
      return state.recording ? { ...state, recording: null } : state;
  }
}

/** `outcome` at time `t` as a putt (null for `NONE`). */
function puttFrom(outcome: PuttOutcome, t: number): Putt | null {
  if (outcome === 'NONE') return null;
  const [result, ...rest] = outcome.split(' ');
  const detail = rest.join(' ');
  return result === 'MAKE'
    ? { t, result: 'MAKE', zone: detail as Zone }
    : { t, result: 'MISS', miss: detail as MissKind };
}

/**
 * The recording with its last putt corrected to `outcome` and the correction kept as a label. A
 * putt corrected twice keeps one label from the camera's call to the final outcome, and none once
 * it is back to what the camera said, so every label names the putt the log holds.
 */
export function correctLast(recording: Recording, outcome: PuttOutcome): Recording {
  const last = recording.putts.at(-1);
  if (!last || puttOutcome(last) === outcome) return recording;
  const index = recording.putts.length - 1;
  const earlier = recording.labels.findIndex((l) => l.index === index && l.to !== 'NONE');
  const from = earlier >= 0 ? recording.labels[earlier].from : puttOutcome(last);
  const labels = recording.labels.filter((_, i) => i !== earlier);
  const replacement = puttFrom(outcome, last.t);
  return {
    ...recording,
    putts: replacement ? [...recording.putts.slice(0, -1), replacement] : recording.putts.slice(0, -1),
    labels: from === outcome ? labels : [...labels, { index, from, to: outcome }],
  };
}

/** The latest moment a session may run to: a time-limited competition ends at its limit. */
export function finishMoment(recording: Recording, at: number): number {
  const c = recording.competition;
  if (c?.mode === 'time_limit' && c.timeLimitMinutes !== null) {
    return Math.min(at, recording.startedAtMs + c.timeLimitMinutes * 60_000);
  }
  return at;
}

/**
 * The session's upload body when it is finished at `at`: the putt log, the real start with the
 * device's offset, the putting distance, a duration that is the clock's (never shorter than
 * the last putt's time, which the upload refuses; never past a competition's time limit), and the
 * competition it is for. How it was captured is said by the route it goes to, not by the body.
 */
export function buildUpload(recording: Recording, at: number) {
  const c = recording.competition;
  const body = {
    session_id: recording.sessionId,
    started_at: recording.startedAt,
    duration_seconds: secondsSinceStart(recording, finishMoment(recording, at)),
    putting_distance_feet: recording.distanceFeet,
    ...(c?.kind === 'duel' && { duel_id: c.id }),
    ...(c?.kind === 'league' && { league_round_id: c.id }),
    ...(c?.irlPlayer && { irl_player: c.irlPlayer }),
    ...(recording.source === 'camera' && recording.labels.length > 0 && { labels: recording.labels }),
    putts: recording.putts,
  } satisfies SessionUploadInput & { labels?: CaptureLabel[] };
  return body;
}

/** What the Finish upload sends (see {@link buildUpload}). */
export type RecordedUpload = ReturnType<typeof buildUpload>;

/**
 * A random RFC 4122 version-4 id for a new session. Built from `getRandomValues`, which unlike
 * `crypto.randomUUID` also works on a page served over plain HTTP (a phone on the club's LAN).
 */
export function newSessionId(random: Pick<Crypto, 'getRandomValues'> = globalThis.crypto): string {
  const bytes = random.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * `at` (epoch ms) as ISO-8601 in the device's local time with its UTC offset, to the second
 * (e.g. `2026-11-23T18:04:05+01:00`): the upload's `started_at` keeps where the golfer was.
 */
export function localIsoWithOffset(at: number): string {
  const date = new Date(at);
  const offset = -date.getTimezoneOffset();
  const pad = (n: number) => String(Math.trunc(Math.abs(n))).padStart(2, '0');
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` +
    `T${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}` +
    `${offset < 0 ? '-' : '+'}${pad(offset / 60)}:${pad(offset % 60)}`
  );
}

/** A putt's zone or kind (and a miss's side) in the golfer's words (decision 056): 'Back', 'Short, left'. */
export function puttWord(
  putt: Pick<Putt, 'result'> & { zone?: Zone; miss?: MissKind; exit?: EntrySide | null },
): string {
  if (putt.result === 'MAKE') return putt.zone ? ZONE_WORDS[putt.zone] : '';
  const word = putt.miss ? MISS_WORDS[putt.miss].word : '';
  return putt.exit ? `${word}, ${SIDE_WORDS[putt.exit]}` : word;
}

/** How a putt reads in announcements: 'make (Back)', 'miss (Quick putt)'. */
export function describePutt(putt: Putt): string {
  return `${putt.result === 'MAKE' ? 'make' : 'miss'} (${puttWord(putt)})`;
}
