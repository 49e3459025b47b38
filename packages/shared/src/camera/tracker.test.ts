import { describe, expect, it } from 'vitest';
import type { MissKind, Putt } from '../putt-log.ts';
import { AT, TEST_CAL } from '../test/test-scene.ts';
import { matPlane } from './calibrate-mat.ts';
import { PuttTracker } from './tracker.ts';
import type { Calibration, Point, TrackerEvent } from './types.ts';

const FRAME = 1 / 30;

/** A point, null for no ball, or [point or null, frames]. */
type Step = Point | null | [Point | null, number];

/** Feeds `steps` at 30 fps from t = 0. */
function play(steps: Step[], tracker = new PuttTracker(TEST_CAL)) {
  const events: TrackerEvent[] = [];
  let frame = 0;
  for (const step of steps) {
    const [at, count] = Array.isArray(step) ? step : [step, 1];
    for (let k = 0; k < count; k++, frame++) {
      events.push(...tracker.feed(frame * FRAME, at && { ...at, area: 200 }));
    }
  }
  const putts: Putt[] = events.flatMap((e) => (e.type === 'putt' ? [e.putt] : []));
  const starts = events.flatMap((e) => (e.type === 'putt-started' ? [e.t] : []));
  return { events, putts, starts, tracker };
}

const t = (frame: number) => frame * FRAME;

/** A ball coming back: rolling down the return track towards the golfer, 5 cm a frame. */
const BACK: Step[] = [
  { x: AT.return.x, y: AT.return.y - 10 },
  { x: AT.return.x, y: AT.return.y + 10 },
];

/** A ball rolling up the ramp, 1.6 cm a frame (49 cm/s), for ten frames; it ends 36 px (9.7 cm) below the cup's centre. */
const UP: Step[] = Array.from({ length: 10 }, (_, k) => ({ x: 160, y: 170 - 6 * k }));
/** The ball unseen as it rolls over the cup at the speed it came up the ramp (a ball cannot jump there). */
const OVER: Step[] = [[null, 5]];
/** From the ramp's middle to the catch area unseen (a hand, the cup's rim), long enough for a ball to roll there. */
const HIDDEN_UP_FRAMES = 14;
const HIDDEN_UP: Step[] = [[null, HIDDEN_UP_FRAMES]];
/** Round the cup's near rim and out past its side towards the catch area, at a ball's speed. */
const LIP_OUT: Step[] = [AT.cupLow, { x: 168, y: 85 }, { x: 170, y: 70 }, { x: 163, y: 56 }, { x: 156, y: 43 }];

/** A ball rolling back down the ramp from `y` onto the mat, 2.7 cm a frame (81 cm/s), ending at `AT.mat`. */
const down = (y: number): Step[] =>
  Array.from({ length: Math.ceil((AT.mat.y - y) / 10) + 1 }, (_, k) => ({ x: 160, y: Math.min(AT.mat.y, y + 10 * k) }));

describe('PuttTracker', () => {
  it('logs a make in the first wedge entered, timed at the start of the putt', () => {
    const { putts, starts, tracker } = play([
      [AT.mat, 5],
      [AT.ramp, 4],
      { x: 200, y: 82 }, // curling in from the golfer's right
      AT.cupRight,
      AT.cupRight,
      AT.cupTop,
      [null, 15],
      ...BACK,
    ]);
    expect(starts).toEqual([t(5)]);
    expect(putts).toEqual([{ t: t(5), result: 'MAKE', zone: 'RIGHT' }]);
    expect(tracker.state).toBe('waiting');
  });

  it('takes the wedge where a fast ball crossed the rim, not where it was first seen inside', () => {
    // From the ramp straight to the far side of the cup in one frame: it came in through LOW.
    const { putts } = play([[AT.mat, 3], [AT.ramp, 3], [AT.cupTop, 2], [null, 10], ...BACK]);
    expect(putts).toEqual([{ t: t(3), result: 'MAKE', zone: 'LOW' }]);
  });

  it('takes a ball put down on the mat after the last one was seen rolling into the cup for no return', () => {
    // Last seen rolling up at the cup at 49 cm/s, 9.7 cm from its centre, never seen coming back
    // down the ramp; half a second later the next ball is put down on the mat, nudged back a
    // little (dev-wide-12-7).
    const { putts } = play([[AT.mat, 3], ...UP, [null, 15], AT.mat, [{ x: 160, y: 214 }, 4], [null, 150]]);
    expect(putts).toEqual([{ t: t(3), result: 'MAKE', zone: 'LOW' }]);
  });

  it('logs a make whose drop was hidden in the wedge where the line through its approach meets the rim', () => {
    // Up the ramp 17 px (4.6 cm) right of the cup's centre, its sightings jittering by 2 px; the
    // last one, 2.7 px outside the rim, faces the near rim (LOW), but its way enters by the side.
    const rightOfCentre: Step[] = [177, 175, 179, 176, 178, 176, 175].map((x, k) => ({
      x,
      y: [170, 155, 140, 125, 110, 100, 97][k],
    }));
    const { putts } = play([[AT.mat, 3], ...rightOfCentre, [null, 20], ...BACK]);
    expect(putts).toEqual([{ t: t(3), result: 'MAKE', zone: 'RIGHT' }]);
  });

  it('logs MISS RETURN when the ball comes back down onto the mat', () => {
    const { putts } = play([[AT.mat, 3], ...UP, ...down(116), [AT.mat, 5]]);
    expect(putts).toEqual([{ t: t(3), result: 'MISS', miss: 'RETURN' }]);
  });

  it('takes a blob far down the mat for no return when the ball, last seen rolling slowly up, could not have come back so fast', () => {
    // Rolling up at 49 cm/s, unseen for a few frames, then 31 cm back down on the mat.
    const { putts } = play([[AT.mat, 3], ...UP, [null, 4], { x: 160, y: 228 }, [{ x: 160, y: 230 }, 3], [null, 150]]);
    expect(putts).not.toContainEqual({ t: t(3), result: 'MISS', miss: 'RETURN' });
  });

  it('takes something seen at the top of the ramp and then far down the mat for no return (the putter carried back)', () => {
    // From 116 to 210 (25 cm) in one frame: no ball rolls back down at 760 cm/s. The ball was
    // last seen rolling at the cup: it dropped unseen.
    const { putts } = play([[AT.mat, 3], ...UP, [AT.mat, 5], [null, 150]]);
    expect(putts).toEqual([{ t: t(3), result: 'MAKE', zone: 'LOW' }]);
  });

  it('is not a miss when the ball is back on the mat within 0.25 s of the start', () => {
    // Back on the mat after 0.2 s: the putt goes on and ends in the cup.
    const { putts, starts } = play([
      [AT.mat, 3],
      [AT.ramp, 6],
      [AT.mat, 2],
      [AT.ramp, 4],
      [AT.cupLow, 2],
      [null, 5],
      ...BACK,
    ]);
    expect(starts).toEqual([t(3)]);
    expect(putts).toEqual([{ t: t(3), result: 'MAKE', zone: 'LOW' }]);
  });

  it('counts the return delay strictly: 0.25 s is too soon, one frame later is a miss', () => {
    // A ball rolling just onto the ramp's foot and back down (a few centimetres each way).
    const onMat = { x: 160, y: 200 };
    const upRamp = { x: 160, y: 176 };
    const upMore = { x: 160, y: 172 };
    const backOnMat = { x: 160, y: 186 };
    const tracker = new PuttTracker(TEST_CAL);
    tracker.feed(0.8, { ...onMat, area: 200 });
    tracker.feed(0.9, { ...onMat, area: 200 });
    tracker.feed(1, { ...upRamp, area: 200 });
    tracker.feed(1.1, { ...upMore, area: 200 });
    tracker.feed(1.25, { ...backOnMat, area: 200 });
    expect(tracker.feed(1.26, { ...backOnMat, area: 200 }).some((e) => e.type === 'putt')).toBe(false);
    const later = new PuttTracker(TEST_CAL);
    for (const [time, at] of [
      [0.8, onMat],
      [0.9, onMat],
      [1, upRamp],
      [1.1, upMore],
      [1.26, backOnMat],
    ] as const) {
      later.feed(time, { ...at, area: 200 });
    }
    expect(later.feed(1.3, { ...backOnMat, area: 200 })).toContainEqual({
      type: 'putt',
      t: 1,
      putt: { t: 1, result: 'MISS', miss: 'RETURN' },
    });
  });

  it.each([
    ['catch area, then the return track', [...OVER, [AT.catch, 10], ...BACK], 'CATCH'],
    ['catch area, then back down onto the mat', [...OVER, [AT.catch, 10], [null, 10], ...down(110)], 'CATCH'],
    ['lip-out into the catch area', [...LIP_OUT, [AT.catch, 5], ...BACK], 'CATCH'],
    ['lip-out rolling back down', [[AT.cupLow, 2], ...down(105)], 'RETURN'],
  ] satisfies [string, Step[], MissKind][])('logs a miss after a %s: MISS %s', (_, after, miss) => {
    expect(play([[AT.mat, 3], ...UP, ...after]).putts).toEqual([{ t: t(3), result: 'MISS', miss }]);
  });

  it('logs MISS TIMEOUT once more than 3 s passed without a return, and ignores the late return', () => {
    const { putts, events } = play([[AT.mat, 3], [AT.ramp, 90], [AT.ramp, 2], ...BACK, [AT.return, 3]]);
    expect(putts).toEqual([{ t: t(3), result: 'MISS', miss: 'TIMEOUT' }]);
    // 3 s after the start is frame 93: still in progress; the next frame times out.
    const timedOut = events.findIndex((e) => e.type === 'putt');
    expect(events[timedOut - 1]).toEqual({ type: 'ball', t: t(94), at: AT.ramp });
  });

  it('settles the putt still followed when the golfer finishes, as its timeout would', () => {
    // Stopped on the ramp a second ago: TIMEOUT now, not in two seconds' time; nothing twice.
    const stopped = play([
      [AT.mat, 3],
      [AT.ramp, 30],
    ]);
    expect(stopped.putts).toEqual([]);
    expect(stopped.tracker.settle()).toEqual([
      { type: 'putt', t: t(3), putt: { t: t(3), result: 'MISS', miss: 'TIMEOUT' } },
    ]);
    expect(stopped.tracker.state).toBe('waiting');
    expect(stopped.tracker.settle()).toEqual([]);
    // Last seen rolling over the cup, its return not seen yet: a make.
    const rolling: Step[] = [AT.mat, AT.mat, AT.mat, { x: 160, y: 160 }, { x: 160, y: 130 }, { x: 160, y: 108 }];
    const dropped = play([...rolling, { x: 162, y: 96 }, { x: 164, y: 88 }, [null, 20]]);
    expect(dropped.tracker.settle().flatMap((e) => (e.type === 'putt' ? [e.putt] : []))).toEqual([
      { t: t(3), result: 'MAKE', zone: 'LOW' },
    ]);
    // No putt followed: nothing to log.
    expect(play([[AT.mat, 20]]).tracker.settle()).toEqual([]);
  });

  it('waits a second longer for a ball resting in the cup before the mat gives it back', () => {
    const inCup = [
      [AT.mat, 3],
      [AT.ramp, 3],
      [AT.cupLow, 2],
    ] satisfies Step[];
    // Back 3.5 s after it dropped: a make; never back within 4 s: a timeout.
    expect(play([...inCup, [null, 105], ...BACK]).putts).toEqual([{ t: t(3), result: 'MAKE', zone: 'LOW' }]);
    expect(play([...inCup, [null, 125], ...BACK]).putts).toEqual([{ t: t(3), result: 'MISS', miss: 'TIMEOUT' }]);
  });

  it('logs a make for a ball that vanished over the cup while rolling, its return unseen', () => {
    const rolling: Step[] = [AT.mat, AT.mat, AT.mat, { x: 160, y: 160 }, { x: 160, y: 130 }, { x: 160, y: 108 }];
    const over: Step[] = [
      { x: 162, y: 96 },
      { x: 164, y: 88 },
    ];
    expect(play([...rolling, ...over, [null, 150]]).putts).toEqual([{ t: t(3), result: 'MAKE', zone: 'LOW' }]);
    // Seen lying still at the lip before it vanished (taken for scenery): it died there.
    expect(play([...rolling, { x: 160, y: 99 }, [{ x: 160, y: 98 }, 8], [null, 150]]).putts).toEqual([
      { t: t(3), result: 'MISS', miss: 'TIMEOUT' },
    ]);
    // Seen lying still 1.8 cm inside the rim (a sighting's error, a ball's radius): on the lip.
    expect(play([...rolling, { x: 160, y: 95 }, [{ x: 160, y: 93.5 }, 8], [null, 150]]).putts).toEqual([
      { t: t(3), result: 'MISS', miss: 'TIMEOUT' },
    ]);
  });

  it('takes nothing lying far down the ramp for the ball just dropped in the cup: its return is a make', () => {
    // Into the cup; then a shoe's tip lies still half way down the ramp (the ball could not have
    // rolled there), and the ball comes back down the return track.
    const shoe: Step[] = [
      { x: 154, y: 150 },
      [null, 3],
      { x: 156, y: 170 },
      { x: 155, y: 158 },
      [{ x: 155, y: 159 }, 30],
    ];
    const { putts } = play([[AT.mat, 3], ...UP, [AT.cupLow, 3], ...shoe, [null, 10], ...BACK]);
    expect(putts).toEqual([{ t: t(3), result: 'MAKE', zone: 'LOW' }]);
  });

  it('follows a faint ball seen on the ramp only every second or third frame, once seen rolling there', () => {
    // Seen in two frames running as it rolls onto the ramp, then every third frame.
    const faint: Step[] = [
      { x: 160, y: 176 },
      ...[170, 158, 146, 134, 122].flatMap((y): Step[] => [{ x: 160, y }, [null, 2]]),
    ];
    const { putts, starts } = play([...faint, [null, 20], ...BACK]);
    expect(starts).toEqual([t(0)]);
    expect(putts).toEqual([{ t: t(0), result: 'MAKE', zone: 'LOW' }]);
    // Something lying on the ramp's edge, then a blob up from it after frames unseen (a shoe
    // moving off): no ball rolling, no putt.
    expect(play([[{ x: 200, y: 140 }, 6], [null, 2], { x: 203, y: 115 }, [null, 30]]).starts).toEqual([]);
  });

  it('takes blobs seen once at a time on the ramp after a ball at rest on the mat for no ball rolling (a putter, a hand)', () => {
    // The putter's blob on the ramp's foot, another up from it after a frame, then one far up.
    const { starts } = play([
      [AT.mat, 5],
      { x: 190, y: 150 },
      null,
      { x: 188, y: 132 },
      [null, 2],
      { x: 185, y: 40 },
      [null, 30],
    ]);
    expect(starts).toEqual([]);
  });

  it('takes two blobs across the ramp in frames running, farther apart than a ball rolls, for no ball', () => {
    const { starts, putts } = play([[AT.mat, 5], [null, 12], { x: 115, y: 175 }, { x: 205, y: 60 }, [null, 150]]);
    expect(starts).toEqual([]);
    expect(putts).toEqual([]);
  });

  it('takes no speck in the catch area right after the start for the ball: it was just seen leaving the mat', () => {
    const leaving: Step[] = [[AT.mat, 3], { x: 160, y: 185 }, { x: 160, y: 175 }, { x: 160, y: 165 }];
    const { putts } = play([...leaving, [AT.catch, 3], [null, 20], ...BACK]);
    expect(putts).not.toContainEqual(expect.objectContaining({ miss: 'CATCH' }));
  });

  it('takes no speck behind the cup for the catch as a slow ball drops at the lip: it could not have rolled there', () => {
    const rolling: Step[] = [AT.mat, AT.mat, AT.mat, { x: 160, y: 160 }, { x: 160, y: 130 }, { x: 160, y: 108 }];
    // Dying at the near lip, 3 px (under a centimetre) a frame, into the hole.
    const dying: Step[] = [102, 99, 96, 93, 90].map((y) => ({ x: 162, y }));
    const speck: Step[] = [[null, 1], [{ x: 150, y: 40 }, 3], [null, 30], ...BACK];
    expect(play([...rolling, ...dying, ...speck]).putts).toEqual([{ t: t(3), result: 'MAKE', zone: 'LOW' }]);
    // A ball rolling over the cup at speed does reach the catch area.
    const over: Step[] = [{ x: 160, y: 84 }, { x: 158, y: 62 }, [{ x: 152, y: 40 }, 3], [null, 30], ...BACK];
    expect(play([...rolling, ...over]).putts).toEqual([{ t: t(3), result: 'MISS', miss: 'CATCH' }]);
  });

  it('logs a make for a ball last seen over the hole, inside the lip, however slowly it seemed to move', () => {
    const rolling: Step[] = [AT.mat, AT.mat, AT.mat, { x: 160, y: 160 }, { x: 160, y: 130 }, { x: 160, y: 100 }];
    // Seen entering the cup, then falling (hardly moving in the picture) and gone.
    const falling: Step[] = [
      { x: 160, y: 90 },
      { x: 160, y: 89 },
      { x: 160, y: 88.8 },
    ];
    expect(play([...rolling, ...falling, [null, 150]]).putts).toEqual([{ t: t(3), result: 'MAKE', zone: 'LOW' }]);
    // At the lip it may rest: that is a timeout.
    const lip: Step[] = [
      { x: 160, y: 99 },
      { x: 160, y: 98.9 },
      { x: 160, y: 98.8 },
    ];
    expect(play([...rolling, ...lip, [null, 150]]).putts).toEqual([{ t: t(3), result: 'MISS', miss: 'TIMEOUT' }]);
  });

  it('logs a make for a ball last seen rolling at the cup just short of it, a timeout for one rolling past', () => {
    const at = (x: number): Step[] => [160, 145, 130, 115].map((y) => ({ x, y }));
    expect(play([[AT.mat, 3], ...at(160), [null, 150]]).putts).toEqual([{ t: t(3), result: 'MAKE', zone: 'LOW' }]);
    expect(play([[AT.mat, 3], ...at(190), [null, 150]]).putts).toEqual([{ t: t(3), result: 'MISS', miss: 'TIMEOUT' }]);
  });

  it('takes a ball that came to rest short of the cup for no drop, whatever jitters there after', () => {
    const rolling: Step[] = [AT.mat, AT.mat, AT.mat, { x: 160, y: 150 }, { x: 160, y: 125 }, { x: 160, y: 118 }];
    // Still 4 cm short of the rim for 10 frames; then a blob jittering there towards the cup.
    const jitter: Step[] = [{ x: 160, y: 116 }, { x: 160, y: 118 }, { x: 160, y: 115 }, [null, 150]];
    expect(play([...rolling, [{ x: 160, y: 117 }, 10], ...jitter]).putts).toEqual([
      { t: t(3), result: 'MISS', miss: 'TIMEOUT' },
    ]);
  });

  it('follows a ball that stopped on the ramp and creeps back down for seconds: a return', () => {
    const up: Step[] = [{ x: 160, y: 160 }, { x: 160, y: 140 }, { x: 160, y: 120 }, [{ x: 160, y: 112 }, 10]];
    // 5 cm/s back down the ramp, for more than 3 s after the stop.
    const creep: Step[] = Array.from({ length: 110 }, (_, k) => ({ x: 160, y: 112 + 0.6 * (k + 1) }));
    expect(play([[AT.mat, 3], ...up, ...creep, ...down(180), [AT.mat, 2]]).putts).toEqual([
      { t: t(3), result: 'MISS', miss: 'RETURN' },
    ]);
  });

  it('logs a catch for a ball that reached the catch area and was never seen coming back', () => {
    expect(play([[AT.mat, 3], [AT.ramp, 10], ...HIDDEN_UP, [AT.catch, 5], [null, 150]]).putts).toEqual([
      { t: t(3), result: 'MISS', miss: 'CATCH' },
    ]);
  });

  it('logs a catch for a ball seen in the catch area only every third frame (half hidden against its back)', () => {
    const up: Step[] = [[AT.mat, 3], ...UP.slice(0, 5), [null, 6], { x: 150, y: 60 }];
    const seenEveryThird: Step[] = [AT.catch, [null, 2], { x: 150, y: 28 }, [null, 2], { x: 151, y: 27 }, [null, 150]];
    expect(play([...up, ...seenEveryThird]).putts).toEqual([{ t: t(3), result: 'MISS', miss: 'CATCH' }]);
    // A blob 16 cm away after the frames unseen is not the ball lying there.
    const elsewhere: Step[] = [AT.catch, [null, 2], { x: 210, y: 20 }, [null, 150]];
    expect(play([...up, ...elsewhere]).putts).not.toContainEqual({ t: t(3), result: 'MISS', miss: 'CATCH' });
  });

  it('takes a blob in the catch area beside a ball at rest at the top of the ramp for no catch', () => {
    // Beside the cup, up the ramp to 5 px (1.4 cm) short of the catch area, still for 10 frames;
    // then a blob 2 cm further, in the catch area (the ball's own, a centimetre off; a hand).
    const up: Step[] = [[{ x: 125, y: 210 }, 3], { x: 125, y: 150 }, { x: 125, y: 120 }, { x: 125, y: 90 }];
    const rest: Step[] = [{ x: 125, y: 70 }, { x: 125, y: 60 }, [{ x: 125, y: 57 }, 10]];
    expect(play([...up, ...rest, [{ x: 125, y: 50 }, 5], [null, 150]]).putts).toEqual([
      { t: t(3), result: 'MISS', miss: 'TIMEOUT' },
    ]);
    // Rolling on into the catch area without stopping: a catch.
    expect(play([...up, ...rest.slice(0, 2), [{ x: 125, y: 50 }, 5], [null, 150]]).putts).toEqual([
      { t: t(3), result: 'MISS', miss: 'CATCH' },
    ]);
  });

  it('takes nothing on the return track for a ball that came to rest at the lip (a hand fetching it)', () => {
    const rolling: Step[] = [AT.mat, AT.mat, AT.mat, { x: 160, y: 150 }, { x: 160, y: 125 }, { x: 160, y: 108 }];
    // At the lip, 18 px (4.9 cm) from the centre, still for 10 frames, then taken for scenery.
    const lip: Step[] = [{ x: 160, y: 99 }, [{ x: 160, y: 98 }, 10], [null, 60]];
    expect(play([...rolling, ...lip, ...BACK, [null, 150]]).putts).toEqual([
      { t: t(3), result: 'MISS', miss: 'TIMEOUT' },
    ]);
    // The same ball seen inside the cup is no ball at the lip: its return is a make.
    const inside: Step[] = [{ x: 160, y: 86 }, [{ x: 160, y: 85 }, 10], [null, 60]];
    expect(play([...rolling, ...inside, ...BACK]).putts).toEqual([{ t: t(3), result: 'MAKE', zone: 'LOW' }]);
  });

  it('is not held off its timeout by a blob seen out of nowhere while the ball is in the cup', () => {
    const { putts } = play([
      [AT.mat, 3],
      [AT.ramp, 3],
      [AT.cupLow, 2],
      [null, 100],
      [AT.ramp, 2],
      [null, 40],
    ]);
    expect(putts).toEqual([{ t: t(3), result: 'MISS', miss: 'TIMEOUT' }]);
  });

  it('times out with no ball in sight at all', () => {
    expect(
      play([
        [AT.mat, 3],
        [AT.ramp, 3],
        [null, 120],
      ]).putts,
    ).toEqual([{ t: t(3), result: 'MISS', miss: 'TIMEOUT' }]);
  });

  it('does not start a putt for a ball lying on the ramp (it must leave the mat)', () => {
    const { putts, starts } = play([
      [AT.mat, 3],
      [AT.ramp, 100],
      [AT.ramp, 60],
      [null, 5],
      [AT.ramp, 5],
    ]);
    expect(putts).toHaveLength(1);
    expect(starts).toHaveLength(1);
  });

  it('logs MISS QUICK PUTT when a new putt starts before the last ball came back', () => {
    const { putts, starts } = play([
      [AT.mat, 3],
      ...UP,
      [AT.cupLow, 2],
      [null, 10],
      [AT.mat, 10],
      ...UP,
      ...OVER,
      [AT.catch, 5],
      // The interrupted ball comes down the return track first: it is not the new putt's.
      ...BACK,
      [null, 3],
      ...BACK,
    ]);
    expect(starts).toEqual([t(3), t(35)]);
    expect(putts).toEqual([
      { t: t(3), result: 'MISS', miss: 'QUICK PUTT' },
      { t: t(35), result: 'MISS', miss: 'CATCH' },
    ]);
  });

  it('logs QUICK PUTT when the next ball, seen rolling up the mat, reaches the ramp before the last one is back', () => {
    // The next ball rolls up the mat at 81 cm/s, 5 cm from the ramp's foot when the last one
    // comes down the return track: it is on the ramp first.
    const fast: Step[] = [230, 220, 210, 200].map((y) => ({ x: 160, y }));
    const { putts } = play([[AT.mat, 3], ...UP, [AT.cupLow, 2], [null, 15], ...fast, ...BACK, [null, 30]]);
    expect(putts[0]).toEqual({ t: t(3), result: 'MISS', miss: 'QUICK PUTT' });
    // Creeping up the mat's far end at 24 cm/s, it is back first: a make.
    const slow: Step[] = [232, 229, 226, 223].map((y) => ({ x: 160, y }));
    expect(play([[AT.mat, 3], ...UP, [AT.cupLow, 2], [null, 15], ...slow, ...BACK, [null, 30]]).putts[0]).toEqual({
      t: t(3),
      result: 'MAKE',
      zone: 'LOW',
    });
  });

  it('starts a putt for a ball first seen on the ramp, heading for the cup', () => {
    const up = (k: number) => ({ x: 160, y: 170 - 5 * k });
    const { putts, starts } = play([up(0), up(1), up(2), up(3), [AT.cupLow, 2], [null, 10], ...BACK]);
    expect(starts).toEqual([0]);
    expect(putts).toEqual([{ t: 0, result: 'MAKE', zone: 'LOW' }]);
  });

  it('starts no putt for blobs first seen on the ramp that turn back down it (a hand fetching a ball)', () => {
    // Up 8 px (2.2 cm), then 25 px (6.7 cm) back down: no ball rolling up turns back within a frame.
    const hand: Step[] = [
      { x: 160, y: 150 },
      { x: 160, y: 142 },
      { x: 162, y: 167 },
    ];
    expect(play([...hand, [null, 150]]).starts).toEqual([]);
    // The same first sightings, then on up the ramp: the putt started at its first sighting.
    expect(play([hand[0], hand[1], { x: 160, y: 134 }, [null, 150]]).starts).toEqual([0]);
  });

  it('starts no putt for a ball put down on the ramp: its blob steps up as the hand lets go, then lies still', () => {
    // Up 10 px (2.7 cm) in a frame, then still for a second: no rolling ball stops within a frame.
    const { starts } = play([{ x: 160, y: 150 }, [{ x: 160, y: 140 }, 30], [null, 150]]);
    expect(starts).toEqual([]);
  });

  it('takes no speck in the catch area for progress: a ball at rest on the ramp times out on time', () => {
    // The ball stops on the ramp; a moment later a speck flickers far behind the cup (no ball
    // rolls there from rest that soon), and again 2.5 s later, past the ball's timeout.
    const stopped: Step[] = [[AT.mat, 3], ...UP.slice(0, 4), [{ x: 160, y: 152 }, 12]];
    const { putts, events } = play([...stopped, [null, 5], [AT.catch, 2], [null, 75], [AT.catch, 2], [null, 60]]);
    expect(putts).toEqual([{ t: t(3), result: 'MISS', miss: 'TIMEOUT' }]);
    // Logged 3 s after its last progress (onto the ramp at frame 3), not 3 s after the speck.
    const logged = events.findIndex((e) => e.type === 'putt');
    expect(events[logged - 1]).toEqual({ type: 'ball', t: t(94), at: null });
  });

  it("takes no ball on the return track out of reach of the putt's ball rolling up the ramp for its return", () => {
    // The last putt's ball comes down the track's top (38 cm from this one, over 30 cm a frame
    // away) while this one is half way up the ramp.
    const lastBall: Step[] = [
      { x: AT.return.x, y: 20 },
      { x: AT.return.x, y: 40 },
    ];
    const { putts } = play([
      [AT.mat, 3],
      ...UP.slice(0, 6),
      ...lastBall,
      ...UP.slice(6),
      [AT.cupLow, 2],
      [null, 20],
      ...BACK,
    ]);
    expect(putts).toEqual([{ t: t(3), result: 'MAKE', zone: 'LOW' }]);
  });

  it('starts no putt where a timed-out ball lay, as the golfer fetches it', () => {
    // Stopped on the ramp; timed out; 4 s later a hand's fragments step up from where it lay (and
    // the picture the detector learned with the ball in it shows a hole there): no putt.
    const stopped: Step[] = [
      [AT.mat, 3],
      [AT.ramp, 30],
      [null, 120],
    ];
    const fetch = (x: number): Step[] => [146, 138, 130].map((y) => ({ x, y }));
    expect(play([...stopped, ...fetch(AT.ramp.x), [null, 150]]).putts).toEqual([
      { t: t(3), result: 'MISS', miss: 'TIMEOUT' },
    ]);
    // The same blobs elsewhere on the ramp start a putt.
    expect(play([...stopped, ...fetch(AT.ramp.x - 40), [null, 150]]).putts).toHaveLength(2);
  });

  it('times the putt of a ball put down on the ramp from when it is struck, not from when it was put down', () => {
    // Its blob steps up twice as the hand lets go (a start), lies there jittering for a second,
    // then is struck into the cup: one make, at the strike.
    const lying: Step[] = Array.from({ length: 30 }, (_, k) => ({ x: 160, y: k % 2 ? 134 : 138 }));
    const struck: Step[] = [131, 126, 120, 113, 106, 99].map((y) => ({ x: 160, y }));
    const { putts } = play([
      { x: 160, y: 150 },
      { x: 160, y: 140 },
      { x: 160, y: 132 },
      ...lying,
      ...struck,
      [AT.cupLow, 2],
      [null, 10],
      ...BACK,
    ]);
    // Struck at frame 32: timed from its last sighting within 7 cm of where it was put down (the
    // strike's first frames, a tenth of a second, roll within them).
    expect(putts).toEqual([{ t: expect.any(Number), result: 'MAKE', zone: 'LOW' }]);
    expect(putts[0].t).toBeGreaterThanOrEqual(t(32));
    expect(putts[0].t).toBeLessThanOrEqual(t(35));
    // A short putt first seen a few centimetres below the lip, where it dies: timed from its start.
    const died = play([
      { x: 160, y: 120 },
      { x: 160, y: 112 },
      { x: 160, y: 106 },
      [{ x: 160, y: 104 }, 40],
      [null, 150],
    ]);
    expect(died.putts).toEqual([{ t: 0, result: 'MISS', miss: 'TIMEOUT' }]);
  });

  it('starts a putt first seen on the ramp whose ball is not seen again (it dropped, or went on unseen)', () => {
    const { starts, putts } = play([{ x: 160, y: 150 }, { x: 160, y: 142 }, [null, 150]]);
    expect(starts).toEqual([0]);
    expect(putts).toHaveLength(1);
  });

  it('starts no next putt for a ball resting on the ramp whose blob jumps up and back after a ball on the return track', () => {
    // A putt's ball stops on the ramp; something rolls down the return track; the resting ball's
    // blob flickers 6.5 cm up and back: the putt timed out, no new one started.
    const { starts, putts } = play([
      [AT.mat, 3],
      ...UP.slice(0, 4),
      [{ x: 160, y: 152 }, 10],
      [null, 5],
      ...BACK,
      [null, 3],
      { x: 160, y: 152 },
      { x: 160, y: 128 },
      { x: 160, y: 152 },
      [null, 120],
    ]);
    expect(starts).toEqual([t(3)]);
    expect(putts).toEqual([{ t: t(3), result: 'MISS', miss: 'TIMEOUT' }]);
  });

  it('starts a putt for a ball resting on the ramp once it is struck towards the cup', () => {
    const up = (k: number) => ({ x: 160, y: 140 - 5 * k });
    const { putts, starts } = play([[AT.ramp, 10], up(1), up(2), up(3), up(4), [AT.cupLow, 2], [null, 10], ...BACK]);
    expect(starts).toEqual([t(9)]);
    expect(putts).toEqual([{ t: t(9), result: 'MAKE', zone: 'LOW' }]);
  });

  it('starts no putt for a still blob flickering on the ramp (a hand over a resting ball)', () => {
    // Lost for a frame, seen again 1.6 cm closer to the cup, then still: no ball rolls like that.
    const { starts } = play([[AT.ramp, 10], null, [{ x: 160, y: 134 }, 10], null, [{ x: 160, y: 128 }, 10]]);
    expect(starts).toEqual([]);
  });

  it('starts no putt for a blob beside the cup jittering up after something on the return track', () => {
    // Something rolls down the return track; then a blob by the cup creeps up 1.5 px (0.4 cm).
    const { starts } = play([...BACK, { x: 200, y: 110 }, { x: 200, y: 108.5 }, [{ x: 200, y: 108.5 }, 5]]);
    expect(starts).toEqual([]);
  });

  it('starts no putt for a blob first seen on the ramp level with the cup or beyond it', () => {
    // Out of the catch area onto the ramp beside the cup, 6 cm beyond its centre, then up 2 px a
    // frame (a shadow creeping at the ramp's top); the same roll from 9 cm below the cup starts one.
    expect(
      play([{ x: 195, y: 50 }, { x: 195, y: 57 }, { x: 195, y: 55 }, { x: 195, y: 53 }, [null, 150]]).starts,
    ).toEqual([]);
    const roll = Array.from({ length: 8 }, (_, k) => ({ x: 195, y: 113 - 4 * k }));
    expect(play([...roll, [null, 150]]).starts).toEqual([0]);
  });

  it('starts no putt for a blob on the mat and then one at the ramp’s top beside the cup (the golfer, a hand)', () => {
    // 28 cm in a frame is within a ball's reach, but no ball from the mat is first seen level with the cup.
    expect(play([[{ x: 195, y: 185 }, 3], { x: 195, y: 76 }, { x: 195, y: 74 }, [null, 150]]).starts).toEqual([]);
  });

  it('starts no putt in the cup after a blob too far down the mat to have rolled there', () => {
    // Something on the mat, then a speck at the cup's edge 34 cm up a frame later, then in the cup.
    const { starts } = play([{ x: 160, y: 230 }, { x: 160, y: 104 }, AT.cupLow, AT.cupLow, [null, 10]]);
    expect(starts).toEqual([]);
  });

  it('starts no putt in the cup from something in the catch area (a putt arrives up the ramp)', () => {
    const { starts } = play([[AT.catch, 5], AT.cupLow, AT.cupLow, [null, 10]]);
    expect(starts).toEqual([]);
    // The same two sightings in the cup after two rolling up the ramp a frame apart: a fast putt
    // seen arriving (never twice in a row on the ramp, so never started there).
    expect(play([{ x: 160, y: 150 }, null, { x: 160, y: 125 }, AT.cupLow, AT.cupLow, [null, 10]]).starts).toEqual([
      t(3),
    ]);
    // After one on the ramp only (a speck by the cup's edge, then one in it): none.
    expect(play([{ x: 160, y: 110 }, AT.cupLow, AT.cupLow, [null, 10]]).starts).toEqual([]);
  });

  it('logs a make for a ball last seen over the hole, whatever its speed there', () => {
    // Seen twice at the same place 6 px (1.6 cm) from the centre, then never again.
    const { putts } = play([[AT.mat, 3], ...UP, [{ x: 160, y: 86 }, 2], [null, 150]]);
    expect(putts).toEqual([{ t: t(3), result: 'MAKE', zone: 'LOW' }]);
  });

  it('takes a ball lying still for five sightings short of the cup at 60 frames/s for one at rest', () => {
    const tracker = new PuttTracker(TEST_CAL);
    const putts: Putt[] = [];
    const feed = (time: number, y: number | null) => {
      for (const e of tracker.feed(time, y === null ? null : { x: 160, y, area: 200 }))
        if (e.type === 'putt') putts.push(e.putt);
    };
    const ys = [
      ...[210, 210, 210, 170, 160, 150, 140, 130, 122, 116, 112, 110],
      // Still 10 px (2.7 cm) short of the rim, jittering by a pixel: 18 cm/s over one step.
      ...[109, 110, 109, 110, 109, 110, 109, 110],
      // Then a speck a little closer, and nothing: the ball died there, no drop.
      104,
      ...Array<null>(300).fill(null),
    ];
    for (const [k, y] of ys.entries()) feed((k + 1) / 60, y);
    expect(putts).toEqual([{ t: 4 / 60, result: 'MISS', miss: 'TIMEOUT' }]);
  });

  it('takes a blob lying at the lip long after the ball dropped for no ball at rest: the return counts', () => {
    const { putts } = play([[AT.mat, 3], ...UP, [{ x: 160, y: 86 }, 2], [null, 20], [{ x: 160, y: 97 }, 8], ...BACK]);
    expect(putts).toEqual([{ t: t(3), result: 'MAKE', zone: 'LOW' }]);
  });

  it('logs a make nobody saw for a ball coming back down the return track from the cup while no putt is followed', () => {
    // Nothing seen for 1.5 s; then a ball from level with the cup down the track, 8 px (2.2 cm) a frame.
    const track = (from: number): Step[] => Array.from({ length: 14 }, (_, k) => ({ x: 245, y: from + 8 * k }));
    const { putts, starts } = play([[null, 45], ...track(20)]);
    expect(starts).toEqual([t(45) - 1]);
    expect(putts).toEqual([{ t: t(45) - 1, result: 'MAKE', zone: 'LOW' }]);
    // A second ball down the track 2 s after a putt was logged: the putt's, or one it left behind.
    const after = play([[AT.mat, 3], ...UP, [AT.cupLow, 2], [null, 10], ...BACK, [null, 55], ...track(20)]);
    expect(after.putts).toEqual([{ t: t(3), result: 'MAKE', zone: 'LOW' }]);
  });

  it('takes a ball shrinking at the lip at 60 frames/s for one sinking into the cup, not one at rest', () => {
    const tracker = new PuttTracker(TEST_CAL);
    const putts: Putt[] = [];
    const ys: [number | null, number][] = [
      ...[210, 210, 210, 170, 160, 150, 140, 130, 120, 110, 100].map((y): [number, number] => [y, 200]),
      // Still at the lip, 17 px from the centre, as the near rim hides more of it every frame.
      ...[190, 170, 150, 120, 90, 60].map((area): [number, number] => [97, area]),
      ...Array.from({ length: 60 }, (): [null, number] => [null, 0]),
    ];
    for (const [k, [y, area]] of ys.entries()) {
      for (const e of tracker.feed((k + 1) / 60, y === null ? null : { x: 160, y, area }))
        if (e.type === 'putt') putts.push(e.putt);
    }
    for (const [k, at] of [AT.return, { x: AT.return.x, y: AT.return.y + 10 }].entries()) {
      for (const e of tracker.feed(2 + k / 60, { ...at, area: 200 })) if (e.type === 'putt') putts.push(e.putt);
    }
    expect(putts).toEqual([{ t: 4 / 60, result: 'MAKE', zone: 'LOW' }]);
  });

  it('starts no putt for a ball lying on the ramp whose blob comes back after a flicker 4 cm up', () => {
    const { starts } = play([[AT.ramp, 10], [null, 2], AT.ramp, [{ x: 160, y: 125 }, 5], [null, 10]]);
    expect(starts).toEqual([]);
  });

  it('times out a ball resting at the lip even while it flickers in and out of sight', () => {
    const flicker: Step[] = Array.from({ length: 50 }, (_, k) => (k % 2 === 0 ? [null, 3] : [AT.cupLow, 3]));
    const { putts } = play([[AT.mat, 3], [AT.ramp, 5], [AT.cupLow, 2], ...flicker, ...BACK]);
    // 3 s and a second more for a ball in the cup, from its first sighting there, not its last.
    expect(putts).toEqual([{ t: t(3), result: 'MISS', miss: 'TIMEOUT' }]);
  });

  it('starts no putt for a ball on the ramp rolling away from the cup', () => {
    const down = (k: number) => ({ x: 160, y: 100 + 5 * k });
    expect(play([down(0), down(1), down(2), down(3)]).starts).toEqual([]);
  });

  it('takes the next ball placed on the mat for no return', () => {
    const { putts } = play([
      [AT.mat, 3],
      [AT.ramp, 10],
      [null, 10],
      [AT.mat, 20],
    ]);
    expect(putts).toEqual([]);
  });

  it('takes a sighting too far from the last for another object, not a ball heading for the cup', () => {
    // A blob in the cup the frame after the ball was seen on the mat: nothing rolls that fast.
    const { starts } = play([
      [AT.mat, 5],
      [AT.cupTop, 5],
    ]);
    expect(starts).toEqual([]);
  });

  it('ignores single-frame blips in every state', () => {
    // A blip on the ramp while waiting starts nothing.
    expect(play([[AT.mat, 5], AT.ramp, [AT.mat, 5]]).starts).toEqual([]);
    // Blips of the return track, the catch area and the mat do not end a putt in progress.
    const { putts } = play([
      [AT.mat, 3],
      [AT.ramp, 5],
      AT.return,
      [AT.ramp, 3],
      AT.catch,
      [AT.ramp, 3],
      AT.mat,
      [AT.ramp, 3],
      [AT.cupLow, 2],
      [null, 5],
      ...BACK,
    ]);
    expect(putts).toEqual([{ t: t(3), result: 'MAKE', zone: 'LOW' }]);
  });

  it('keeps the putt through frames without a ball (a hand over the cup)', () => {
    const { putts } = play([
      [AT.mat, 3],
      [AT.ramp, 4],
      [null, 20],
      [AT.cupRight, 2],
      [null, 20],
      [AT.nowhere, 3],
      ...BACK,
    ]);
    expect(putts).toEqual([{ t: t(3), result: 'MAKE', zone: 'RIGHT' }]);
  });

  it('takes a ball lying in the tray for no return', () => {
    const inCup = [
      [AT.mat, 3],
      [AT.ramp, 3],
      [AT.cupLow, 2],
      [null, 10],
    ] satisfies Step[];
    expect(play([...inCup, [AT.return, 10]]).tracker.state).toBe('awaiting-return');
    expect(play([...inCup, [AT.return, 10], [null, 2], ...BACK]).putts).toEqual([
      { t: t(3), result: 'MAKE', zone: 'LOW' },
    ]);
  });

  it("takes the interrupted putt's ball, seen again down the track after a frame unseen, for no second return", () => {
    const { putts, tracker } = play([
      [AT.mat, 3],
      ...UP,
      [AT.cupLow, 2],
      [null, 10],
      [AT.mat, 10],
      ...UP,
      [AT.cupLow, 2],
      [null, 5],
      // The first ball comes back (the interrupted putt's), is lost for a frame, rolls into the tray.
      ...BACK,
      null,
      { x: AT.return.x, y: AT.return.y + 20 },
      { x: AT.return.x, y: AT.return.y + 25 },
      [{ x: AT.return.x, y: AT.return.y + 26 }, 3],
    ]);
    expect(putts).toEqual([{ t: t(3), result: 'MISS', miss: 'QUICK PUTT' }]);
    expect(tracker.state).toBe('awaiting-return');
  });

  it('counts a ball entering the return track sideways once it rolls down it', () => {
    const { putts } = play([
      [AT.mat, 3],
      [AT.ramp, 3],
      ...HIDDEN_UP,
      [AT.catch, 3],
      { x: 233, y: 20 },
      { x: 240, y: 20 },
      { x: 245, y: 20 },
      { x: 245, y: 40 },
      { x: 245, y: 60 },
    ]);
    expect(putts).toEqual([{ t: t(3), result: 'MISS', miss: 'CATCH' }]);
  });

  it('starts no putt for a still blob on the ramp seen after a speck by the cup, though the ball was last on the mat', () => {
    // The golfer's ball lies on the mat; a putter's glint by the cup, then something lying on the
    // ramp half way up (a shoe's tip, a ball at rest): nothing left the mat.
    const { starts } = play([[AT.mat, 5], AT.cupLow, [{ x: 160, y: 130 }, 3], { x: 161, y: 131 }, [null, 120]]);
    expect(starts).toEqual([]);
  });

  it('never logs a make without a putt in progress', () => {
    const { putts } = play([
      [AT.cupLow, 10],
      [null, 10],
      [AT.return, 10],
      [AT.catch, 5],
      [AT.return, 5],
    ]);
    expect(putts).toEqual([]);
  });

  it('reports the ball in every frame', () => {
    const { events } = play([AT.mat, null]);
    expect(events).toEqual([
      { type: 'ball', t: 0, at: AT.mat },
      { type: 'ball', t: FRAME, at: null },
    ]);
  });

  it('takes its delays from the options', () => {
    const tracker = new PuttTracker(TEST_CAL, { timeout: 1, returnDelay: 0.5 });
    expect(
      play(
        [
          [AT.mat, 3],
          [AT.ramp, 10],
          [AT.mat, 3],
          [AT.ramp, 50],
        ],
        tracker,
      ).putts,
    ).toEqual([{ t: t(3), result: 'MISS', miss: 'TIMEOUT' }]);
  });

  describe('with every ball of the frame (feedAll)', () => {
    /** Feeds frames of several balls each at 30 fps from t = 0: [balls, frames]. */
    function playAll(steps: [Point[], number][]) {
      const tracker = new PuttTracker(TEST_CAL);
      const events: TrackerEvent[] = [];
      let frame = 0;
      for (const [balls, count] of steps)
        for (let k = 0; k < count; k++, frame++)
          events.push(
            ...tracker.feedAll(
              frame * FRAME,
              balls.map((b) => ({ ...b, area: 200 })),
            ),
          );
      const putts: Putt[] = events.flatMap((e) => (e.type === 'putt' ? [e.putt] : []));
      const starts = events.flatMap((e) => (e.type === 'putt-started' ? [e.t] : []));
      return { putts, starts, tracker };
    }
    const up = (y: number): Point => ({ x: 160, y });
    const down = (y: number): Point => ({ x: AT.return.x, y });
    /** A make whose ball vanished in the cup, then the next ball readied on the mat (frame 16 on). */
    const MADE: [Point[], number][] = [
      [[AT.mat], 3],
      [[AT.ramp], 3],
      [[AT.cupLow], 2],
      [[], 8],
      [[AT.mat], 3],
    ];

    it('starts a putt first seen on the ramp when a ball of the next frame goes on up, whatever else is seen', () => {
      // A speck back down the ramp beside the ball rolling on up: the ball is there.
      const { starts } = playAll([
        [[up(150)], 1],
        [[up(142)], 1],
        [[up(170), up(134)], 1],
        [[], 150],
      ]);
      expect(starts).toEqual([0]);
    });

    it('sees the last ball come back beside the next one struck: a make, then the new putt', () => {
      const { putts, starts } = playAll([
        ...MADE,
        // The next ball rolls on the mat while the last one comes down the track, 5 frames early.
        [[up(225), down(20)], 1],
        [[up(220), down(30)], 1],
        [[up(215), down(40)], 1],
        [[up(210), down(50)], 1],
        [[up(200), down(60)], 1],
        [[up(190), down(70)], 1],
        [[up(175), down(80)], 1],
        [[up(160), down(90)], 1],
        [[up(145), down(100)], 1],
        [[up(130)], 1],
        [[AT.cupLow], 2],
        [[], 8],
        [[down(40)], 1],
        [[down(60)], 1],
      ]);
      expect(starts).toEqual([t(3), t(25)]);
      expect(putts).toEqual([
        { t: t(3), result: 'MAKE', zone: 'LOW' },
        { t: t(25), result: 'MAKE', zone: 'LOW' },
      ]);
    });

    it('logs the make whose ball came back beside the next one, placed but never struck, at its timeout', () => {
      const { putts } = playAll([
        ...MADE,
        // The next ball nudged into place on the mat while the last one comes down the track.
        [[up(225), down(20)], 1],
        [[up(222), down(30)], 1],
        [[up(220), down(40)], 1],
        [[], 150],
      ]);
      expect(putts).toEqual([{ t: t(3), result: 'MAKE', zone: 'LOW' }]);
    });

    it('logs QUICK PUTT when the next ball reached the ramp before the last one was back', () => {
      const { putts } = playAll([
        ...MADE,
        [[up(200)], 1],
        [[up(190)], 1],
        [[up(178), down(20)], 1],
        [[up(165), down(30)], 1],
        [[up(150), down(40)], 1],
        [[up(135), down(50)], 1],
      ]);
      expect(putts).toEqual([{ t: t(3), result: 'MISS', miss: 'QUICK PUTT' }]);
    });

    it("takes an interrupted putt's ball coming back beside the next one on the ramp for its return, and watches on", () => {
      const { putts } = playAll([
        ...MADE,
        // The next ball reaches the ramp first (QUICK PUTT); the last one comes back beside it.
        [[up(200)], 1],
        [[up(185)], 1],
        [[up(170)], 1],
        [[up(155), down(20)], 1],
        [[up(140), down(30)], 1],
        [[up(125), down(40)], 1],
        [[up(110), down(50)], 1],
        [[AT.cupLow, down(60)], 1],
        [[AT.cupLow, down(70)], 1],
        [[], 8],
        // That one dropped too; the third ball rolls on the mat while the second comes back first.
        [[AT.mat], 3],
        [[up(225), down(20)], 1],
        [[up(220), down(30)], 1],
        [[up(215), down(40)], 1],
        [[up(210), down(50)], 1],
        [[up(200), down(60)], 1],
        [[up(190), down(70)], 1],
        [[up(175), down(80)], 1],
        [[up(160), down(90)], 1],
      ]);
      expect(putts).toEqual([
        { t: t(3), result: 'MISS', miss: 'QUICK PUTT' },
        { t: t(21), result: 'MAKE', zone: 'LOW' },
      ]);
    });

    it("takes an interrupted putt's ball lost near the cup, back after the next one dropped, for no one's return", () => {
      const rolls = (from: number): [Point[], number][] =>
        [from, from - 15, from - 30, from - 45, from - 60, from - 75, from - 90].map((y) => [[up(y)], 1]);
      const comesBack: [Point[], number][] = [40, 50, 60].map((y) => [[down(y)], 1]);
      const { putts } = playAll([
        // The first ball rolls up and is lost on the ramp's upper part (16 cm from the cup's centre).
        [[AT.mat], 3],
        ...rolls(200).slice(0, 5),
        [[], 20],
        // The next one leaves the mat before it is back (QUICK PUTT) and drops.
        [[AT.mat], 3],
        ...rolls(200),
        [[AT.cupLow], 2],
        [[], 8],
        // The first ball comes down the track; the golfer steps on the mat, it rolls on.
        ...comesBack,
        [[AT.mat], 2],
        [[down(80)], 1],
        [[down(90)], 1],
        // A third ball is putted before the second one is back (QUICK PUTT too), and drops.
        [[AT.mat], 3],
        ...rolls(200),
        [[AT.cupLow], 2],
        [[], 8],
        // The second ball comes back, then the third.
        ...comesBack,
        [[], 20],
        ...comesBack,
      ]);
      expect(putts).toEqual([
        { t: t(5), result: 'MISS', miss: 'QUICK PUTT' },
        { t: t(33), result: 'MISS', miss: 'QUICK PUTT' },
        { t: t(60), result: 'MAKE', zone: 'LOW' },
      ]);
    });

    it('takes a blob in the catch area where one was seen between putts for no catch', () => {
      const speck = { x: 130, y: 30 };
      const { putts } = playAll([
        // A speck flickers in the catch area while the ball waits on the mat.
        [[AT.mat, speck], 5],
        [[AT.mat], 3],
        [[AT.ramp], 3],
        [[AT.cupLow], 2],
        // The ball dropped; the speck shows again, then the ball comes back down the track.
        [[speck], 2],
        [[], 8],
        [[down(40)], 1],
        [[down(50)], 1],
        [[down(60)], 1],
      ]);
      expect(putts).toEqual([{ t: t(8), result: 'MAKE', zone: 'LOW' }]);
    });

    it('between putts, follows the next ball leaving the mat, not the last one rolling into the tray', () => {
      const { putts, starts } = playAll([
        [[AT.mat], 3],
        [[AT.ramp], 3],
        [[], HIDDEN_UP_FRAMES],
        [[AT.catch], 4],
        [[], 5],
        [[down(20)], 1],
        [[down(30)], 1],
        [[down(40), up(200)], 1],
        [[down(50), up(185)], 1],
        [[down(60), up(170)], 1],
        [[down(70), up(155)], 1],
        [[down(80), up(140)], 1],
        [[down(90), up(125)], 1],
        [[AT.cupLow], 2],
      ]);
      expect(putts).toEqual([{ t: t(3), result: 'MISS', miss: 'CATCH' }]);
      expect(starts).toEqual([t(3), t(19 + HIDDEN_UP_FRAMES)]);
    });

    /** Up the ramp beside the cup (40 px right of its centre) into the catch area, where it lies: a catch. */
    const besideTheCup = (x: number): [Point[], number][] => [
      ...[170, 150, 130, 110, 90, 70, 55].map((y): [Point[], number] => [[{ x, y }], 1]),
      [[{ x, y: 42 }], 6],
    ];

    it('takes a ball rolling up past the cup into the catch area where the last one was fetched for the catch', () => {
      // A blob in the catch area between putts (the last ball lying there, a hand fetching it);
      // the next ball rolls up beside the cup and lies where it lay (dev-wide-13-38).
      const { putts } = playAll([
        [[AT.mat, { x: 200, y: 42 }], 5],
        [[AT.mat], 3],
        ...besideTheCup(200),
        [[], 8],
        [[down(40)], 1],
        [[down(50)], 1],
      ]);
      expect(putts).toEqual([{ t: t(8), result: 'MISS', miss: 'CATCH' }]);
    });

    it("takes the ball rolling back down by the ramp's edge, over the track beside it, for no return", () => {
      // Short of the cup it turns back down by the ramp's right edge and is seen over the return
      // track beside it, then on the ramp again and off it onto the mat (dev-wide-13-38).
      const { putts } = playAll([
        [[AT.mat], 3],
        ...[170, 155, 140, 125, 112, 104, 100, 100].map((y): [Point[], number] => [[{ x: 205, y }], 1]),
        ...[104, 110].map((y): [Point[], number] => [[{ x: 208, y }], 1]),
        ...[116, 124, 132].map((y): [Point[], number] => [[{ x: 232, y }], 1]),
        ...[140, 150, 162, 176, 190, 200].map((y): [Point[], number] => [[{ x: 208, y }], 1]),
      ]);
      expect(putts).toEqual([{ t: t(3), result: 'MISS', miss: 'RETURN' }]);
    });

    it('takes a ball coming down the track after one lying in the tray for the return', () => {
      // The make's ball seen once over the cup; the last one lies in the tray, then this one comes
      // down the track from its top (dev-wide-13-8).
      const tray = { x: AT.return.x, y: 165 };
      const { putts } = playAll([
        [[AT.mat], 3],
        [[AT.ramp], 3],
        [[AT.cupLow], 1],
        [[], 8],
        [[tray], 4],
        ...[20, 32, 44, 56, 68].map((y): [Point[], number] => [[down(y)], 1]),
      ]);
      expect(putts).toEqual([{ t: t(3), result: 'MAKE', zone: 'LOW' }]);
    });

    it("follows the last putt's ball on down the track once it came back, never as the next putt's", () => {
      // A catch comes back while the next ball rolls up; that one is lost near the cup (it dropped
      // unseen) and the first rolls on down the track into the tray (dev-wide-13-23).
      const { putts } = playAll([
        [[AT.mat], 3],
        ...besideTheCup(200),
        [[], 5],
        [[down(20)], 1],
        [[down(30), AT.mat], 3],
        ...[200, 185, 170, 155, 140, 125, 110].map((y, k): [Point[], number] => [[up(y), down(40 + 10 * k)], 1]),
        ...[110, 120, 130, 140, 150, 160].map((y): [Point[], number] => [[down(y)], 1]),
        [[{ x: AT.return.x, y: 165 }], 20],
      ]);
      expect(putts).toEqual([{ t: t(3), result: 'MISS', miss: 'CATCH' }]);
    });
  });
});

describe('PuttTracker, round eleven', () => {
  it("takes the wedge where the line through the ball's approach meets the rim, not where its last steps point", () => {
    // Up the ramp 4.4 cm left of the cup's centre, its sightings jittering by half a centimetre,
    // then seen over the hole farther in than it is (sinking behind the near rim): its last step
    // points at the near rim (LOW); its way crosses the rim at the side (dev-wide-13-28).
    const path = [
      [-4.4, 45],
      [-4.9, 30],
      [-4.0, 24],
      [-4.7, 18],
      [-4.1, 12],
      [-4.6, 9],
      [-4.0, 7],
      [-3.2, 3],
      [-3, 2],
    ].map(([x, y]) => ON_PLANE(x, y));
    const { putts } = play(
      [[path[0], 3], ...path, [null, 15], ON_PLANE(34, -20), ON_PLANE(34, -12), ON_PLANE(34, -4)],
      new PuttTracker(OVERHEAD),
    );
    expect(putts).toEqual([{ t: t(4), result: 'MAKE', zone: 'LEFT' }]);
  });

  it('starts a putt first seen rolling past the cup into the catch area: a catch (dev-wide-10-24)', () => {
    const { putts, starts } = play([
      [null, 30],
      { x: 125, y: 75 },
      { x: 122, y: 66 },
      { x: 120, y: 57 },
      { x: 118, y: 48 },
      { x: 116, y: 40 },
      [{ x: 116, y: 38 }, 6],
      [null, 20],
      ...BACK,
    ]);
    expect(starts).toEqual([t(30)]);
    expect(putts).toEqual([{ t: t(30), result: 'MISS', miss: 'CATCH' }]);
  });

  it('does not take its own ball creeping back over the ramp’s foot for the next putt (dev-wide-10-9)', () => {
    // Back down the ramp at 8 cm/s, too slow for a return as it crosses onto the mat, its blob
    // jittering back over the ramp's foot (y = 180).
    const creep: Step[] = Array.from({ length: 64 }, (_, k) => ({ x: 160, y: 116 + k }));
    const { starts } = play([
      [AT.mat, 5],
      ...UP,
      ...creep,
      { x: 160, y: 180.2 },
      { x: 160, y: 180.4 },
      { x: 160, y: 179.6 },
      { x: 160, y: 179.7 },
      [{ x: 160, y: 180.6 }, 4],
    ]);
    expect(starts).toEqual([t(5)]);
  });

  it('logs a make for a ball that hung at the lip and then came down the return track (dev-wide-10-24)', () => {
    const { putts } = play([
      [AT.mat, 5],
      ...UP,
      { x: 160, y: 110 },
      { x: 160, y: 104 },
      { x: 160, y: 99 },
      [{ x: 160, y: 96 }, 8],
      [null, 20],
      ...BACK,
    ]);
    expect(putts).toEqual([{ t: t(5), result: 'MAKE', zone: 'LOW' }]);
  });

  it('waits for a timed-out ball’s return from when it was last seen, not from the timeout (dev-wide-10-48)', () => {
    const run: Step[] = Array.from({ length: 10 }, (_, k) => ({ x: 245, y: 60 + 10 * k }));
    const { putts } = play([[AT.mat, 5], ...UP, [{ x: 160, y: 116 }, 6], [null, 200], ...run]);
    // The second putt went up unseen; its ball is seen coming back 6.7 s after the first one's was last seen.
    expect(putts.map((p) => p.result)).toEqual(['MISS', 'MAKE']);
    expect(putts[0]).toEqual({ t: t(5), result: 'MISS', miss: 'TIMEOUT' });
  });

  it('takes a ball back down the track for the putt’s own after a speck by the cup (dev-wide-10-21)', () => {
    const { putts } = play([
      [AT.mat, 5],
      ...UP,
      { x: 160, y: 108 },
      { x: 160, y: 98 },
      [null, 10],
      [{ x: 125, y: 72 }, 2],
      ...BACK,
    ]);
    expect(putts).toEqual([{ t: t(5), result: 'MAKE', zone: 'LOW' }]);
  });
});

describe('PuttTracker, round twelve', () => {
  // Up the ramp past the cup's left side, slowing, to rest 7.5 cm behind its centre: short of the
  // catch area's line as seen, a centimetre or two off; a ball down the return track.
  const by = [30, 24, 18, 12, 6, 1, -3, -5.5, -7].map((y) => ON_PLANE(-12, y));
  const back = [-20, -12, -4, 4].map((y) => ON_PLANE(34, y));

  it('logs a catch for a ball seen resting behind the cup that comes down the return track soon after (dev-wide-11-44)', () => {
    const { putts } = play(
      [[ON_PLANE(0, 39), 3], ...by, [ON_PLANE(-12, -7.5), 10], [null, 15], ...back],
      new PuttTracker(OVERHEAD),
    );
    expect(putts).toEqual([{ t: t(3), result: 'MISS', miss: 'CATCH' }]);
  });

  it('still takes nothing down the track for a ball resting beside the cup once a hand could fetch it', () => {
    const { putts } = play(
      [[ON_PLANE(0, 39), 3], ...by, [ON_PLANE(-12, -7.5), 10], [null, 90], ...back, [null, 200]],
      new PuttTracker(OVERHEAD),
    );
    expect(putts).toEqual([{ t: t(3), result: 'MISS', miss: 'TIMEOUT' }]);
  });
});

/**
 * {@link TEST_CAL}'s picture seen straight from above through a mat plane (the setup's
 * `matPlane`): 4 pixels a centimetre, the cup's centre at its pixel (160, 80), the ramp 37.5 cm
 * long, the return track on the right from 25 cm to 43 cm across.
 */
const OVERHEAD: Calibration = {
  ...TEST_CAL,
  plane: matPlane(
    {
      corners: [
        { x: 60, y: 230 },
        { x: 260, y: 230 },
        { x: 260, y: -130 },
        { x: 60, y: -130 },
      ],
      cup: { x: 160, y: 80 },
    },
    null,
  ),
};
/** The pixel of mat point (x, y) cm on {@link OVERHEAD}. */
const ON_PLANE = (x: number, y: number): Point => ({ x: 160 + 4 * x, y: 80 + 4 * y });
