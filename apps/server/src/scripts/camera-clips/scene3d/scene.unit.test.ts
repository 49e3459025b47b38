import { describe, expect, it } from 'vitest';
import { drawConditions, RANGES } from './conditions.ts';
import { Lens } from './lens.ts';
import { CUP_RADIUS, roll, speedFor, wedgeOf } from './physics.ts';
import { runSceneClip, settleExposure } from './run-scene-clip.ts';
import { buildSceneClip } from './scene-clip.ts';

const layout = drawConditions('dev', 0).layout;

describe('the scene model', () => {
  it('projects the mat through the lens and back', () => {
    const lens = new Lens(drawConditions('dev-wide', 3).pose);
    for (const q of [
      { x: 0, y: 0 },
      { x: 12, y: 40 },
      { x: -20, y: -10 },
    ]) {
      const p = lens.projectGround(q.x, q.y)!;
      const back = lens.groundAt(p.x, p.y)!;
      expect(back.x).toBeCloseTo(q.x, 3);
      expect(back.y).toBeCloseTo(q.y, 3);
    }
  });

  it('rolls a well-paced putt into the cup and a firm one over it, a weak one back or to a stop', () => {
    const at = (past: number) => roll(layout, 0, 0, 120, 0, -speedFor(layout, 120, past));
    expect(at(10).ending).toBe('cup');
    expect(at(10).zone).toBe('LOW');
    expect(['catch']).toContain(at(400).ending);
    expect(['back-on-mat', 'stopped']).toContain(at(-60).ending);
  });

  it('names the wedge a ball crosses the rim in, putting towards −y', () => {
    expect(wedgeOf(0, CUP_RADIUS)).toBe('LOW');
    expect(wedgeOf(0, -CUP_RADIUS)).toBe('TOP');
    expect(wedgeOf(CUP_RADIUS, 0)).toBe('RIGHT');
    expect(wedgeOf(-CUP_RADIUS, 0)).toBe('LEFT');
  });

  it('holds its sets apart: other seeds, dev-wide ranges wider than the dev ones, held-out colours of its own', () => {
    const sets = [
      'dev',
      'dev-wide',
      'dev-wide-2',
      'dev-wide-3',
      'dev-wide-4',
      'dev-wide-5',
      'dev-wide-6',
      'dev-wide-7',
      'dev-wide-8',
      'dev-wide-9',
      'dev-wide-10',
      'dev-wide-11',
      'dev-wide-12',
      'dev-wide-13',
      'dev-wide-14',
      'held-out',
    ] as const;
    expect(new Set(sets.map((set) => drawConditions(set, 0).seed)).size).toBe(sets.length);
    expect(RANGES['dev-wide'].hfovDegrees[1]).toBeGreaterThan(RANGES.dev.hfovDegrees[1]);
    expect(RANGES['dev-wide'].k1[0]).toBeLessThan(RANGES.dev.k1[0]);
    const tunedOn = sets.slice(0, -1).map((set) => RANGES[set]);
    const distance = (a: readonly number[], b: readonly number[]) => Math.hypot(...a.map((v, i) => v - b[i]));
    for (const kind of ['matColours', 'trackColours', 'floorColours'] as const) {
      const tuned = tunedOn.flatMap((r) => r[kind]);
      // Not one of the tuned colours, nor a shade of one: at least 25 levels away from each.
      for (const colour of RANGES['held-out'][kind]) {
        expect(Math.min(...tuned.map((t) => distance(colour, t)))).toBeGreaterThan(25);
      }
    }
  });

  it('burns a light mat white when the exposure meters a dark floor, and a stop darker shows it again', async () => {
    // dev-wide-6 clip 25: a light mat filling little of a picture of dark floor.
    const clip = buildSceneClip('dev-wide-6', 24, { putts: 1 });
    expect(await settleExposure(clip, 'plane', 'none')).toEqual({ darker: 0, burnt: true });
    expect(await settleExposure(clip, 'plane', 'control')).toEqual({ darker: 1, burnt: false });
    const mean = (f: { data: Uint8ClampedArray }) => f.data.reduce((a, b) => a + b, 0) / f.data.length;
    expect(mean(await clip.firstFrame(-1))).toBeLessThan(mean(await clip.firstFrame(0)) * 0.8);
  }, 60_000);

  it('logs a clip putt through the setup calibration, detector and tracker', async () => {
    const clip = buildSceneClip('dev', 1, { putts: 1 });
    const run = await runSceneClip(clip, 'plane');
    expect(run.putts.map(({ t: _, ...p }) => p)).toEqual(clip.truth.map(({ t: _, ...p }) => p));
    expect(Math.abs(run.putts[0].t - clip.truth[0].t)).toBeLessThan(0.3);
  }, 120_000);
});
