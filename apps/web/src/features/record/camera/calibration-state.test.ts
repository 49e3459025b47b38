import { calibrationFromMarks } from '@holeout/shared/camera/calibrate-mat';
import type { Putt } from '@holeout/shared/putt-log';
import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '../../../lib/memory-storage.ts';
import {
  canAdvance,
  initialMarks,
  type SetupAction,
  type SetupState,
  setupReducer,
  startSetup,
} from './calibration-state.ts';
import { CALIBRATIONS_KEY, loadCalibrations, saveCalibration } from './calibration-storage.ts';

const frame = { width: 640, height: 480 };
const run = (state: SetupState, ...actions: SetupAction[]) => actions.reduce(setupReducer, state);
const next = { type: 'next' } as const;
const make: Putt = { t: 1.2, result: 'MAKE', zone: 'TOP' };

describe('camera setup steps', () => {
  it('moves the return track to the side the golfer chooses, keeping the handles', () => {
    const start = run(startSetup(frame), next);
    expect(start.marks.trackSide ?? 'right').toBe('right');
    const state = run(start, { type: 'track-side', side: 'left' });
    expect(state.marks.trackSide).toBe('left');
    expect(state.marks.corners).toEqual(start.marks.corners);
    expect(state.marks.cup).toEqual(start.marks.cup);
    // The track now lies left of the ramp in the picture.
    const leftmost = (polygon: readonly { x: number }[]) => Math.min(...polygon.map((p) => p.x));
    expect(leftmost(state.calibration.returnTrack)).toBeLessThan(leftmost(state.calibration.ramp));
    expect(leftmost(start.calibration.returnTrack)).toBeGreaterThan(leftmost(start.calibration.ramp));
    // A kept mat reopened for a new setup starts with its side.
    const kept = startSetup(frame, { name: 'Hall', calibration: state.calibration });
    expect(kept.marks.trackSide).toBe('left');
  });

  it('walks frame → corners → cup → background → check → save', () => {
    let state = startSetup(frame);
    expect(state.step).toBe('frame');
    state = run(state, next, next, next);
    expect(state.step).toBe('background');
    // The empty mat must be learned before going on.
    expect(canAdvance(state)).toBe(false);
    expect(run(state, next)).toBe(state);
    state = run(state, { type: 'background', progress: 0.5 });
    expect(state.background).toBe(0.5);
    state = run(state, { type: 'background', progress: 1.4 }, next);
    expect(state.step).toBe('check');
    // The check goes on once the camera saw a ball; a called putt is shown, the first one stays.
    expect(canAdvance(state)).toBe(false);
    state = run(state, { type: 'ball', at: null });
    expect(canAdvance(state)).toBe(false);
    state = run(state, { type: 'ball', at: { x: 320, y: 300 } }, { type: 'ball', at: { x: 321, y: 280 } });
    expect(state.seen).toHaveLength(2);
    state = run(state, { type: 'test-putt', putt: make }, { type: 'test-putt', putt: { ...make, zone: 'LOW' } });
    expect(state.testPutt).toEqual(make);
    state = run(state, { type: 'retry-test' });
    expect(state).toMatchObject({ seen: [], testPutt: null });
    state = run(state, { type: 'ball', at: { x: 320, y: 300 } }, next);
    expect(state.step).toBe('save');
    expect(canAdvance(run(state, { type: 'name', name: '  ' }))).toBe(false);
    expect(canAdvance(run(state, { type: 'name', name: 'Garage' }))).toBe(true);
  });

  it('learns the mat again after stepping back over the check to the cup', () => {
    const learned = run(startSetup(frame), next, next, next, { type: 'background', progress: 1 }, next);
    const back = run(learned, { type: 'ball', at: { x: 1, y: 2 } }, { type: 'back' });
    expect(back.step).toBe('cup');
    const again = run(back, next);
    expect(again).toMatchObject({ step: 'background', background: 0, seen: [], testPutt: null });
    expect(run(again, { type: 'ball', at: { x: 1, y: 2 } }).seen).toEqual([]);
  });

  it('keeps every handle exactly where the golfer leaves it, inside the frame', () => {
    let state = run(startSetup(frame), { type: 'corner', index: 2, point: { x: 400.4, y: 90.6 } });
    expect(state.marks.corners[2]).toEqual({ x: 400, y: 91 });
    state = run(state, { type: 'cup', point: { x: 700, y: -5 } });
    expect(state.marks.cup).toEqual({ x: 640, y: 0 });
    // The plane follows the handles: the drawn cup is where the cup handle is.
    state = run(state, { type: 'cup', point: { x: 330, y: 140 } });
    expect(state.calibration.cup.cx).toBeCloseTo(330, 6);
    expect(state.calibration.cup.cy).toBeCloseTo(140, 6);
    expect(state.calibration.plane).toBeDefined();
  });

  it('keeps the last mat drawn while the corners make none, and waits for them', () => {
    let state = run(startSetup(frame), next);
    const drawn = state.calibration;
    const [nearLeft, nearRight] = state.marks.corners;
    // The near left handle dragged onto the near right one: three corners on a line.
    state = run(state, { type: 'corner', index: 0, point: nearRight });
    expect(state.marks.corners[0]).toEqual(nearRight);
    expect(state.calibration).toBe(drawn);
    expect(canAdvance(state)).toBe(false);
    expect(run(state, next).step).toBe('corners');
    state = run(state, { type: 'corner', index: 0, point: { x: nearLeft.x + 4, y: nearLeft.y } });
    expect(state.calibration).not.toBe(drawn);
    expect(canAdvance(state)).toBe(true);
  });

  it('takes the page calibration only for the handles it was made for', () => {
    const state = startSetup(frame);
    const found = { ...state.calibration, cup: { ...state.calibration.cup, r: 17 } };
    expect(run(state, { type: 'calibrated', marks: state.marks, calibration: found }).calibration).toBe(found);
    const moved = run(state, { type: 'cup', point: { x: 300, y: 100 } });
    expect(run(moved, { type: 'calibrated', marks: state.marks, calibration: found }).calibration).not.toBe(found);
  });

  it('starts the handles on the first guess, which never moves a handle the golfer has moved', () => {
    const guessed = { ...initialMarks(640, 480), cup: { x: 300, y: 120 }, trackSide: 'left' as const };
    const guess = { marks: guessed, calibration: calibrationFromMarks(640, 480, guessed, null) };
    const start = startSetup(frame);
    expect(start).toMatchObject({ guess: 'looking', moved: false });
    // Found: the handles, the track's side and the drawn mat start on the guess.
    const found = run(start, { type: 'found', guess });
    expect(found).toMatchObject({ guess: 'found', marks: guessed, calibration: guess.calibration, moved: false });
    // A later guess (the page's, unasked) does not move them.
    const later = { ...guess, marks: { ...guessed, cup: { x: 10, y: 10 } } };
    expect(run(found, { type: 'found', guess: later })).toBe(found);
    // The golfer moves a handle: it stays, even when a guess arrives after it.
    const moved = run(start, next, { type: 'corner', index: 0, point: { x: 100, y: 400 } });
    expect(moved.moved).toBe(true);
    const dropped = run(moved, { type: 'found', guess });
    expect(dropped.marks).toBe(moved.marks);
    expect(dropped.guess).toBeNull();
    // …and choosing the track's side counts as the golfer's too.
    expect(run(start, { type: 'track-side', side: 'right' }, { type: 'found', guess }).marks.cup).toEqual(
      start.marks.cup,
    );
    // Nothing found: the handles stay and the page says so.
    expect(run(start, { type: 'found', guess: null })).toMatchObject({ guess: 'none', marks: start.marks });
  });

  it('finds the mat again when the golfer asks, moving the handles they had moved', () => {
    const guessed = { ...initialMarks(640, 480), cup: { x: 300, y: 120 } };
    const guess = { marks: guessed, calibration: calibrationFromMarks(640, 480, guessed, null) };
    const moved = run(startSetup(frame), { type: 'found', guess: null }, next, {
      type: 'cup',
      point: { x: 50, y: 60 },
    });
    const asked = run(moved, { type: 'find-again' });
    expect(asked.guess).toBe('asked');
    expect(run(asked, { type: 'found', guess })).toMatchObject({ guess: 'found', marks: guessed, moved: false });
    expect(run(asked, { type: 'found', guess: null })).toMatchObject({ guess: 'none', marks: moved.marks });
  });

  it('redoes a kept mat from its handles when the camera frame is the same size', () => {
    const marks = { ...initialMarks(640, 480), cup: { x: 310, y: 130 } };
    const kept = { name: 'Garage', calibration: calibrationFromMarks(640, 480, marks, null) };
    const again = startSetup(frame, kept);
    expect(again).toMatchObject({ name: 'Garage', calibration: kept.calibration });
    for (const [i, p] of again.marks.corners.entries()) {
      expect(p.x).toBeCloseTo(marks.corners[i].x, 6);
      expect(p.y).toBeCloseTo(marks.corners[i].y, 6);
    }
    expect(again.marks.cup.x).toBeCloseTo(310, 6);
    // A kept mat's handles are the golfer's: no first guess is looked for.
    expect(again).toMatchObject({ guess: null, moved: true });
    expect(startSetup({ width: 640, height: 360 }, kept).calibration.height).toBe(360);
  });
});

describe('kept calibrations', () => {
  it('keeps each mat by name and remembers the last one used', () => {
    const storage = new MemoryStorage();
    expect(loadCalibrations(storage)).toEqual({ last: null, mats: {} });
    const garage = calibrationFromMarks(640, 480, initialMarks(640, 480), null);
    saveCalibration('Garage', garage, storage);
    saveCalibration('Office', calibrationFromMarks(640, 360, initialMarks(640, 360), null), storage);
    const kept = saveCalibration('Garage', { ...garage, direction: 0 }, storage);
    expect(kept.last).toBe('Garage');
    expect(loadCalibrations(storage)).toEqual(kept);
    expect(Object.keys(kept.mats)).toEqual(['Garage', 'Office']);
    expect(kept.mats.Garage.direction).toBe(0);
  });

  it('ignores what it cannot read', () => {
    const storage = new MemoryStorage();
    storage.setItem(CALIBRATIONS_KEY, '{"last":"x","mats":{"x":{"width":"wide"}}}');
    expect(loadCalibrations(storage)).toEqual({ last: null, mats: {} });
    storage.setItem(CALIBRATIONS_KEY, 'not json');
    expect(loadCalibrations(storage)).toEqual({ last: null, mats: {} });
  });
});
