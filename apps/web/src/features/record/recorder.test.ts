import { MIN_SECONDS_BETWEEN_PUTTS } from '@holeout/shared/putt-limits';
import { MAX_PUTTS, type Putt, sessionUploadSchema } from '@holeout/shared/putt-log';
import { describe, expect, it } from 'vitest';
import type { RecordingCompetition } from './competition.ts';
import { countsSentence, currentStreak, formatClock, liveFigures } from './live-figures.ts';
import {
  buildUpload,
  DEFAULT_SETTINGS,
  describePutt,
  isOverLimit,
  isTooSoon,
  localIsoWithOffset,
  newSessionId,
  type RecorderAction,
  type RecorderState,
  recorderReducer,
  secondsSinceStart,
} from './recorder.ts';

const T0 = Date.UTC(2026, 10, 23, 9, 0, 0);
const ID = '0b9c1f4e-8a2d-4c3b-9e7f-1a2b3c4d5e6f';
const idle: RecorderState = { settings: DEFAULT_SETTINGS, recording: null };

/** Runs actions from the idle state, starting the clock at T0. */
function run(...actions: RecorderAction[]): RecorderState {
  return [
    { type: 'start', sessionId: ID, at: T0, startedAt: '2026-11-23T10:00:00+01:00' } as RecorderAction,
    ...actions,
  ].reduce(recorderReducer, idle);
}

const at = (seconds: number) => T0 + seconds * 1000;

describe('recorderReducer', () => {
  it('starts a recording at the chosen distance with no putts', () => {
    const state = recorderReducer(
      { ...idle, settings: { ...DEFAULT_SETTINGS, distanceFeet: 6.5 } },
      {
        type: 'start',
        sessionId: ID,
        at: T0,
        startedAt: '2026-11-23T10:00:00+01:00',
      },
    );
    expect(state.recording).toEqual({
      sessionId: ID,
      startedAtMs: T0,
      startedAt: '2026-11-23T10:00:00+01:00',
      distanceFeet: 6.5,
      putts: [],
      source: 'manual',
      labels: [],
    });
  });

  it('records makes and misses at the clock time with the chosen zone and kind, remembering the last choice', () => {
    const state = run(
      { type: 'make', at: at(3.2) },
      { type: 'make', at: at(7.456), zone: 'LEFT' },
      { type: 'make', at: at(12) },
      { type: 'miss', at: at(15.5) },
      { type: 'select-miss', kind: 'CATCH' },
      { type: 'miss', at: at(20) },
    );
    expect(state.recording?.putts).toEqual([
      { t: 3.2, result: 'MAKE', zone: 'TOP' },
      { t: 7.46, result: 'MAKE', zone: 'LEFT' },
      { t: 12, result: 'MAKE', zone: 'LEFT' },
      { t: 15.5, result: 'MISS', miss: 'RETURN' },
      { t: 20, result: 'MISS', miss: 'CATCH' },
    ]);
    expect(state.settings).toEqual({ distanceFeet: 7, zone: 'LEFT', missKind: 'CATCH' });
  });

  it('selecting a zone before a make uses it for that make', () => {
    const state = run({ type: 'select-zone', zone: 'LOW' }, { type: 'make', at: at(2) });
    expect(state.recording?.putts).toEqual([{ t: 2, result: 'MAKE', zone: 'LOW' }]);
  });

  it('undo removes the last putt only, and does nothing on an empty log', () => {
    const state = run({ type: 'make', at: at(1) }, { type: 'miss', at: at(2) }, { type: 'undo' });
    expect(state.recording?.putts).toEqual([{ t: 1, result: 'MAKE', zone: 'TOP' }]);
    const empty = run();
    expect(recorderReducer(empty, { type: 'undo' })).toBe(empty);
  });

  it('never lets putt times decrease when the device clock is set back (such a tap counts as too soon)', () => {
    const state = run({ type: 'make', at: at(10) }, { type: 'make', at: at(4) }, { type: 'miss', at: at(11) });
    expect(state.recording?.putts.map((p) => p.t)).toEqual([10, 11]);
  });

  it(`ignores a second tap within ${MIN_SECONDS_BETWEEN_PUTTS} s of the last putt`, () => {
    const state = run(
      { type: 'make', at: at(5) },
      { type: 'miss', at: at(5 + MIN_SECONDS_BETWEEN_PUTTS * 0.4) },
      { type: 'make', at: at(5 + MIN_SECONDS_BETWEEN_PUTTS - 0.01) },
    );
    expect(state.recording?.putts.map((p) => p.t)).toEqual([5]);
    expect(isTooSoon(state.recording!, at(5 + MIN_SECONDS_BETWEEN_PUTTS - 0.01))).toBe(true);
    expect(isTooSoon(state.recording!, at(5 + MIN_SECONDS_BETWEEN_PUTTS))).toBe(false);
    const later = recorderReducer(state, { type: 'miss', at: at(5 + MIN_SECONDS_BETWEEN_PUTTS) });
    expect(later.recording?.putts).toHaveLength(2);
  });

  it('ignores putts before Start and beyond the most one upload may hold', () => {
    expect(recorderReducer(idle, { type: 'make', at: T0 })).toBe(idle);
    const putts: Putt[] = Array.from({ length: MAX_PUTTS }, (_, i) => ({ t: i, result: 'MAKE', zone: 'TOP' }));
    const full = run();
    const state = { ...full, recording: full.recording && { ...full.recording, putts } };
    expect(recorderReducer(state, { type: 'miss', at: at(6000) })).toBe(state);
  });

  it('takes a distance of 3.0–10.0 ft rounded to 0.1, and only before Start', () => {
    expect(recorderReducer(idle, { type: 'set-distance', feet: 4.26 }).settings.distanceFeet).toBe(4.3);
    expect(recorderReducer(idle, { type: 'set-distance', feet: 10 }).settings.distanceFeet).toBe(10);
    expect(recorderReducer(idle, { type: 'set-distance', feet: 2.9 })).toBe(idle);
    expect(recorderReducer(idle, { type: 'set-distance', feet: 10.1 })).toBe(idle);
    expect(recorderReducer(idle, { type: 'set-distance', feet: Number.NaN })).toBe(idle);
    const recording = run();
    expect(recorderReducer(recording, { type: 'set-distance', feet: 5 })).toBe(recording);
  });

  it('a second Start does not replace the session in progress; end clears it and keeps the settings', () => {
    const state = run({ type: 'make', at: at(1), zone: 'RIGHT' });
    expect(recorderReducer(state, { type: 'start', sessionId: newSessionId(), at: T0, startedAt: 'x' })).toBe(state);
    const ended = recorderReducer(state, { type: 'end' });
    expect(ended).toEqual({ settings: { ...DEFAULT_SETTINGS, zone: 'RIGHT' }, recording: null });
  });
});

describe('buildUpload', () => {
  it('is the POST /api/sessions body: the log, the start with its offset, the distance and the clock duration', () => {
    const state = run({ type: 'make', at: at(3) }, { type: 'miss', at: at(9.5) });
    const body = buildUpload(state.recording!, at(61.234));
    expect(body).toEqual({
      session_id: ID,
      started_at: '2026-11-23T10:00:00+01:00',
      duration_seconds: 61.23,
      putting_distance_feet: 7,
      putts: [
        { t: 3, result: 'MAKE', zone: 'TOP' },
        { t: 9.5, result: 'MISS', miss: 'RETURN' },
      ],
    });
    expect(sessionUploadSchema.safeParse(body).success).toBe(true);
  });

  it('never has a duration shorter than the last putt; an empty log is no session (the page never sends one)', () => {
    const state = run({ type: 'make', at: at(30) });
    expect(buildUpload(state.recording!, at(29)).duration_seconds).toBe(30);
    const empty = buildUpload(run().recording!, at(5));
    expect(sessionUploadSchema.safeParse(empty).success).toBe(false);
  });
});

describe('the side of a miss (decision 056)', () => {
  it('stores the noted side as the miss’s exit, for that miss only; a camera call takes none', () => {
    const state = run(
      { type: 'select-side', side: 'LEFT' },
      { type: 'miss', at: at(2) },
      { type: 'miss', at: at(4) },
      { type: 'select-side', side: 'RIGHT' },
      { type: 'miss', at: at(6), kind: 'CATCH' },
    );
    expect(state.recording?.putts).toEqual([
      { t: 2, result: 'MISS', miss: 'RETURN', exit: 'LEFT' },
      { t: 4, result: 'MISS', miss: 'RETURN' },
      { t: 6, result: 'MISS', miss: 'CATCH' },
    ]);
    expect(sessionUploadSchema.safeParse(buildUpload(state.recording!, at(10))).success).toBe(true);
    expect(describePutt(state.recording!.putts[0])).toBe('miss (Short, left)');
  });
});

describe('the clock stands still while Finish is asked (decision 058)', () => {
  it('leaves the paused time out of later putts and of the duration, and counts no putt while paused', () => {
    const state = run(
      { type: 'make', at: at(10) },
      { type: 'pause', at: at(20) },
      { type: 'make', at: at(30) },
      { type: 'resume', at: at(80) },
      { type: 'miss', at: at(85) },
    );
    expect(state.recording?.putts.map((p) => p.t)).toEqual([10, 25]);
    expect(state.recording?.pausedMs).toBe(60_000);
    expect(buildUpload(state.recording!, at(100)).duration_seconds).toBe(40);
  });

  it('finishing from the question ends the clock where it stood', () => {
    const paused = run({ type: 'make', at: at(10) }, { type: 'pause', at: at(20) });
    expect(secondsSinceStart(paused.recording!, at(500))).toBe(20);
    expect(buildUpload(paused.recording!, at(500)).duration_seconds).toBe(20);
    // A second pause keeps the first moment; resume without a pause changes nothing.
    expect(recorderReducer(paused, { type: 'pause', at: at(30) })).toBe(paused);
    const running = run();
    expect(recorderReducer(running, { type: 'resume', at: at(5) })).toBe(running);
  });
});

describe('correcting the camera’s calls', () => {
  const camera = (...actions: RecorderAction[]) =>
    [
      { type: 'start', sessionId: ID, at: T0, startedAt: '2026-11-23T10:00:00+01:00', source: 'camera' } as const,
      ...actions,
    ].reduce(recorderReducer, idle);

  it('changes the last putt at its time and keeps the correction as a label the upload accepts', () => {
    const state = camera(
      { type: 'make', at: at(3), zone: 'LOW' },
      { type: 'make', at: at(8), zone: 'TOP' },
      { type: 'correct', outcome: 'MISS CATCH' },
    );
    expect(state.recording?.putts).toEqual([
      { t: 3, result: 'MAKE', zone: 'LOW' },
      { t: 8, result: 'MISS', miss: 'CATCH' },
    ]);
    const body = buildUpload(state.recording!, at(20));
    // How it was captured is said by the route (POST /api/sessions/camera), never by the body.
    expect(body).not.toHaveProperty('capture_source');
    expect(body).toMatchObject({ labels: [{ index: 1, from: 'MAKE TOP', to: 'MISS CATCH' }] });
  });

  it('keeps one label per putt from the camera’s call, and none once it is back to that call', () => {
    const twice = camera(
      { type: 'make', at: at(3), zone: 'LOW' },
      { type: 'correct', outcome: 'MAKE TOP' },
      { type: 'correct', outcome: 'MISS RETURN' },
    );
    expect(twice.recording?.labels).toEqual([{ index: 0, from: 'MAKE LOW', to: 'MISS RETURN' }]);
    const back = recorderReducer(twice, { type: 'correct', outcome: 'MAKE LOW' });
    expect(back.recording?.labels).toEqual([]);
    expect(recorderReducer(back, { type: 'correct', outcome: 'MAKE LOW' })).toBe(back);
  });

  it('removes a putt that was none (a hand over the cup), labelled where it was', () => {
    const state = camera(
      { type: 'make', at: at(3), zone: 'LOW' },
      { type: 'make', at: at(5), zone: 'TOP' },
      { type: 'correct', outcome: 'NONE' },
      { type: 'miss', at: at(9), kind: 'RETURN' },
    );
    expect(state.recording?.putts.map((p) => p.t)).toEqual([3, 9]);
    expect(state.recording?.labels).toEqual([{ index: 1, from: 'MAKE TOP', to: 'NONE' }]);
    expect(buildUpload(state.recording!, at(10)).labels).toEqual(state.recording?.labels);
  });
});

describe('liveFigures', () => {
  const putts: Putt[] = [
    { t: 1, result: 'MAKE', zone: 'TOP' },
    { t: 2, result: 'MAKE', zone: 'TOP' },
    { t: 3, result: 'MAKE', zone: 'LEFT' },
    { t: 4, result: 'MISS', miss: 'RETURN' },
    { t: 5, result: 'MAKE', zone: 'LOW' },
    { t: 6, result: 'MAKE', zone: 'TOP' },
  ];

  it('counts makes, misses, the current and the best streak, rates over the clock and accuracy', () => {
    expect(liveFigures(putts, 120)).toEqual({
      makes: 5,
      misses: 1,
      putts: 6,
      currentStreak: 2,
      bestStreak: 3,
      puttsPerMinute: 3,
      makesPerMinute: 2.5,
      accuracy: (5 / 6) * 100,
    });
  });

  it('has no rates at 0:00 and no accuracy before the first putt', () => {
    expect(liveFigures([], 0)).toMatchObject({ makes: 0, puttsPerMinute: null, makesPerMinute: null, accuracy: null });
  });

  it('never divides by less time than the last putt took', () => {
    expect(liveFigures(putts, 0).puttsPerMinute).toBe(60);
  });

  it('the current streak is zero right after a miss', () => {
    expect(currentStreak([...putts, { t: 7, result: 'MISS', miss: 'TIMEOUT' }])).toBe(0);
  });
});

describe('formatting', () => {
  it('shows the clock as mm:ss, and h:mm:ss from an hour on', () => {
    expect(formatClock(0)).toBe('00:00');
    expect(formatClock(59.99)).toBe('00:59');
    expect(formatClock(605)).toBe('10:05');
    expect(formatClock(3723)).toBe('1:02:03');
    expect(formatClock(-3)).toBe('00:00');
  });

  it('says the counts with plurals and each putt by its zone or kind', () => {
    expect(countsSentence({ makes: 1, misses: 0 })).toBe('1 make, 0 misses');
    expect(countsSentence({ makes: 2, misses: 1 })).toBe('2 makes, 1 miss');
    expect(describePutt({ t: 0, result: 'MAKE', zone: 'LOW' })).toBe('make (Front)');
    expect(describePutt({ t: 0, result: 'MISS', miss: 'QUICK PUTT' })).toBe('miss (Quick putt)');
  });

  it('writes the start in local time with the offset, naming the same instant to the second', () => {
    const iso = localIsoWithOffset(T0 + 456);
    expect(iso).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/);
    expect(Date.parse(iso)).toBe(T0);
    const oneMake = run({ type: 'make', at: at(1) }).recording!;
    expect(sessionUploadSchema.safeParse({ ...buildUpload(oneMake, at(2)), started_at: iso }).success).toBe(true);
  });

  it.each([
    ['America/New_York', '2026-11-23T04:00:00-05:00'],
    ['Asia/Kolkata', '2026-11-23T14:30:00+05:30'],
    ['UTC', '2026-11-23T09:00:00+00:00'],
  ])('uses the device offset in %s', (zone, expected) => {
    const saved = process.env.TZ;
    process.env.TZ = zone;
    try {
      expect(localIsoWithOffset(T0)).toBe(expected);
    } finally {
      process.env.TZ = saved;
    }
  });
});

describe('newSessionId', () => {
  it('is a random version-4 UUID', () => {
    const a = newSessionId();
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(newSessionId()).not.toBe(a);
  });

  it('sets the version and variant bits whatever the random bytes', () => {
    const ones = {
      getRandomValues: <T extends ArrayBufferView | null>(array: T) => (array as Uint8Array).fill(255) as unknown as T,
    };
    expect(newSessionId(ones)).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff');
  });
});

describe('competition mode', () => {
  const rules = (over: Partial<RecordingCompetition>): RecordingCompetition => ({
    kind: 'duel',
    id: 42,
    leagueId: null,
    title: 'Duel vs Sam',
    mode: 'time_limit',
    timeLimitMinutes: 2,
    maxAttempts: null,
    distanceFeet: 5.5,
    requireTracked: false,
    irlPlayer: null,
    ...over,
  });
  const play = (competition: RecordingCompetition, ...actions: RecorderAction[]) =>
    [
      { type: 'start', sessionId: ID, at: T0, startedAt: '2026-11-23T10:00:00+01:00', competition } as const,
      ...actions,
    ].reduce(recorderReducer, idle);

  it('putts at the competition distance and uploads with its duel id', () => {
    const state = play(rules({}), { type: 'make', at: at(3) });
    expect(state.recording?.distanceFeet).toBe(5.5);
    const body = buildUpload(state.recording!, at(30));
    expect(body).toMatchObject({ duel_id: 42, putting_distance_feet: 5.5 });
    expect(body).not.toHaveProperty('league_round_id');
    expect(sessionUploadSchema.safeParse(body).success).toBe(true);
  });

  it('uploads a league round with its round id, and an in-person participant with irl_player', () => {
    const state = play(rules({ kind: 'league', id: 9, leagueId: 3, irlPlayer: 'Ann' }), { type: 'make', at: at(3) });
    expect(buildUpload(state.recording!, at(10))).toMatchObject({ league_round_id: 9, irl_player: 'Ann' });
  });

  it('counts no putt after the time limit, and the session lasts the limit at most', () => {
    const state = play(rules({}), { type: 'make', at: at(119) }, { type: 'make', at: at(121) });
    expect(state.recording?.putts.map((p) => p.t)).toEqual([119]);
    expect(isOverLimit(state.recording!, at(120))).toBe(false);
    expect(isOverLimit(state.recording!, at(120.01))).toBe(true);
    expect(buildUpload(state.recording!, at(500)).duration_seconds).toBe(120);
  });

  it('a time-limited competition’s clock runs on while Finish is asked; a shoot-out’s stands still', () => {
    const timed = play(rules({}), { type: 'pause', at: at(30) });
    expect(timed.recording?.pausedAt).toBeUndefined();
    const shootOut = play(rules({ mode: 'shoot_out', timeLimitMinutes: null, maxAttempts: 5 }), {
      type: 'pause',
      at: at(30),
    });
    expect(shootOut.recording?.pausedAt).toBe(at(30));
  });

  it('counts no putt past a shoot-out’s putt count', () => {
    const state = play(
      rules({ mode: 'shoot_out', timeLimitMinutes: null, maxAttempts: 2 }),
      { type: 'make', at: at(2) },
      { type: 'miss', at: at(4) },
      { type: 'make', at: at(6) },
    );
    expect(state.recording?.putts).toHaveLength(2);
    expect(isOverLimit(state.recording!, at(6))).toBe(true);
  });
});
