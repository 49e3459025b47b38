import { describe, expect, it } from 'vitest';
import { TEST_CAL } from '../test/test-scene.ts';
import { MatView } from './mat-view.ts';
import {
  byTheRestingBall,
  cameBack,
  type PuttMat,
  type PuttSoFar,
  timedOut,
  vanishedByTheCup,
} from './putt-outcome.ts';

// TEST_CAL has no plane: its cup (r 20 px) is 5.4 cm across the rim, 3.7 px a centimetre.
const VIEW = new MatView(TEST_CAL);
const MAT: PuttMat = {
  regions: VIEW.regions,
  rim: VIEW.rim,
  along: { cup: VIEW.regions.cup, direction: VIEW.regions.direction, perCm: VIEW.unitsPerCm },
};
const PUTT: PuttSoFar = {
  t: 2,
  zone: null,
  sawCatch: false,
  rested: false,
  way: null,
  before: null,
  approach: null,
  speed: 0,
  path: [],
};
const putt = (p: Partial<PuttSoFar>): PuttSoFar => ({ ...PUTT, ...p });

describe('cameBack', () => {
  it('is a catch after the catch area, else a make in the wedge entered or facing the last sighting', () => {
    expect(cameBack(putt({ sawCatch: true, zone: 'TOP' }), MAT)).toEqual({ t: 2, result: 'MISS', miss: 'CATCH' });
    expect(cameBack(putt({ zone: 'LEFT', way: { x: 175, y: 80 } }), MAT)).toEqual({
      t: 2,
      result: 'MAKE',
      zone: 'LEFT',
    });
    expect(cameBack(putt({ way: { x: 175, y: 80 } }), MAT)).toEqual({ t: 2, result: 'MAKE', zone: 'RIGHT' });
    // Never seen on its way: LOW, the wedge a straight putt enters by.
    expect(cameBack(PUTT, MAT)).toEqual({ t: 2, result: 'MAKE', zone: 'LOW' });
    // Last seen behind the cup's centre (a speck in the catch area as it dropped): the wedge
    // facing its last sighting on the ramp, which it came from.
    expect(cameBack(putt({ way: { x: 185, y: 40 }, approach: { x: 156, y: 120 } }), MAT)).toEqual({
      t: 2,
      result: 'MAKE',
      zone: 'LOW',
    });
  });
});

describe('timedOut', () => {
  it('is a catch after the catch area, whatever else was seen', () => {
    expect(timedOut(putt({ sawCatch: true, way: { x: 170, y: 80 } }), MAT, true)).toMatchObject({ miss: 'CATCH' });
  });

  it('takes a ball seen coming back beside the next one for the putt coming back, unless it came to rest', () => {
    const onRamp = { way: { x: 160, y: 140 }, before: { x: 160, y: 141 }, speed: 5 };
    expect(timedOut(putt(onRamp), MAT, true)).toEqual({ t: 2, result: 'MAKE', zone: 'LOW' });
    expect(timedOut(putt({ ...onRamp, rested: true }), MAT, true)).toMatchObject({ miss: 'TIMEOUT' });
    // Lying still on the ramp, nothing came back: it stopped there.
    expect(timedOut(putt(onRamp), MAT, false)).toMatchObject({ miss: 'TIMEOUT' });
  });

  it('is a make for a ball last seen over the hole, in the wedge under it', () => {
    // 10 px (2.7 cm) right of the centre: inside the lip (20 px − 1.5 cm = 14.4 px).
    expect(timedOut(putt({ way: { x: 170, y: 80 } }), MAT, false)).toEqual({ t: 2, result: 'MAKE', zone: 'RIGHT' });
    expect(timedOut(putt({ way: { x: 170, y: 80 }, rested: true }), MAT, false)).toMatchObject({ miss: 'TIMEOUT' });
  });

  it('is a make for a ball last seen rolling at the cup, in the wedge where its path meets the rim', () => {
    // From the lower right, 60 cm/s, aimed at the centre: it meets the rim at (177.9, 88.9), RIGHT.
    const rolling = { way: { x: 180, y: 90 }, before: { x: 196, y: 98 }, speed: 60 };
    expect(timedOut(putt(rolling), MAT, false)).toEqual({ t: 2, result: 'MAKE', zone: 'RIGHT' });
    expect(timedOut(putt({ ...rolling, speed: 5 }), MAT, false)).toMatchObject({ miss: 'TIMEOUT' });
  });
});

describe('vanishedByTheCup', () => {
  it('takes a last sighting within 25 cm (92 px) of the cup centre', () => {
    expect(vanishedByTheCup(putt({ way: { x: 160, y: 165 } }), MAT)).toBe(true);
    expect(vanishedByTheCup(putt({ way: { x: 160, y: 176 } }), MAT)).toBe(false);
    expect(vanishedByTheCup(PUTT, MAT)).toBe(false);
  });
});

describe('byTheRestingBall', () => {
  it('takes a blob within 4 cm (14.8 px) of the last sighting on the way', () => {
    const rested = putt({ way: { x: 160, y: 60 } });
    expect(byTheRestingBall(rested, MAT, { x: 160, y: 50 })).toBe(true);
    expect(byTheRestingBall(rested, MAT, { x: 160, y: 40 })).toBe(false);
    expect(byTheRestingBall(PUTT, MAT, { x: 160, y: 50 })).toBe(false);
  });
});
