import type { Putt } from '@holeout/shared/putt-log';
import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '../../../lib/memory-storage.ts';
import { defaultRegions, initialCalibration } from './calibration.ts';
import { canAdvance, type SetupAction, type SetupState, setupReducer, startSetup } from './calibration-state.ts';
import { CALIBRATIONS_KEY, loadCalibrations, saveCalibration } from './calibration-storage.ts';

const frame = { width: 640, height: 480 };
const run = (state: SetupState, ...actions: SetupAction[]) => actions.reduce(setupReducer, state);
const next = { type: 'next' } as const;
const make: Putt = { t: 1.2, result: 'MAKE', zone: 'TOP' };

describe('camera setup steps', () => {
  it('walks frame → cup → direction → regions → background → test putt → save', () => {
    let state = startSetup(frame);
    expect(state.step).toBe('frame');
    state = run(state, next, next, next, next);
    expect(state.step).toBe('background');
    // The empty mat must be learned before going on.
    expect(canAdvance(state)).toBe(false);
    expect(run(state, next)).toBe(state);
    state = run(state, { type: 'background', progress: 0.5 });
    expect(state.background).toBe(0.5);
    state = run(state, { type: 'background', progress: 1.4 }, next);
    expect(state.step).toBe('test-putt');
    // A test putt is seen, the first one stays until the golfer tries again.
    expect(canAdvance(state)).toBe(false);
    state = run(state, { type: 'test-putt', putt: make }, { type: 'test-putt', putt: { ...make, zone: 'LOW' } });
    expect(state.testPutt).toEqual(make);
    state = run(state, { type: 'retry-test' });
    expect(state.testPutt).toBeNull();
    state = run(state, { type: 'test-putt', putt: make }, next);
    expect(state.step).toBe('save');
    expect(canAdvance(run(state, { type: 'name', name: '  ' }))).toBe(false);
    expect(canAdvance(run(state, { type: 'name', name: 'Garage' }))).toBe(true);
  });

  it('learns the mat again after stepping back over the test putt to the regions', () => {
    const learned = run(startSetup(frame), next, next, next, next, { type: 'background', progress: 1 }, next);
    const back = run(learned, { type: 'test-putt', putt: make }, { type: 'back' });
    expect(back.step).toBe('regions');
    const again = run(back, next);
    expect(again).toMatchObject({ step: 'background', background: 0, testPutt: null });
    expect(run(again, { type: 'test-putt', putt: make }).testPutt).toBeNull();
  });

  it('re-places the regions from the cup and the direction until a corner is dragged', () => {
    const state = run(startSetup(frame), { type: 'cup', cup: { cx: 200, cy: 100, r: 12 } });
    expect(state.calibration.ramp).toEqual(
      defaultRegions(state.calibration.cup, state.calibration.direction, 640, 480).ramp,
    );
    const turned = run(state, { type: 'direction', radians: 0 });
    expect(turned.calibration.ramp).toEqual(defaultRegions(turned.calibration.cup, 0, 640, 480).ramp);
    const dragged = run(turned, { type: 'corner', region: 'mat', index: 0, point: { x: 5, y: 6 } });
    expect(dragged.regionsEdited).toBe(true);
    const moved = run(dragged, { type: 'cup', cup: { cx: 300, cy: 200, r: 12 } });
    expect(moved.calibration.mat[0]).toEqual({ x: 5, y: 6 });
    expect(moved.calibration.cup).toEqual({ cx: 300, cy: 200, r: 12 });
  });

  it('redoes a kept mat from its calibration when the camera frame is the same size', () => {
    const kept = { name: 'Garage', calibration: { ...initialCalibration(640, 480), direction: 0 } };
    expect(startSetup(frame, kept)).toMatchObject({
      name: 'Garage',
      calibration: kept.calibration,
      regionsEdited: true,
    });
    expect(startSetup({ width: 640, height: 360 }, kept).calibration.height).toBe(360);
  });
});

describe('kept calibrations', () => {
  it('keeps each mat by name and remembers the last one used', () => {
    const storage = new MemoryStorage();
    expect(loadCalibrations(storage)).toEqual({ last: null, mats: {} });
    const garage = initialCalibration(640, 480);
    saveCalibration('Garage', garage, storage);
    saveCalibration('Office', initialCalibration(640, 360), storage);
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
