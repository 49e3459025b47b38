/**
 * Dev aid (not part of the bench): replays the tracker on sightings kept by `dump-sightings.ts`
 * and scores it like the bench. REPLAY=dev:0-15,dev-wide-2:0-15 REPLAY_VERBOSE=1 REPLAY_TRACE=dev-wide-2-3
 * REPLAY_SEEN=1 also prints, per clip, how often the detector saw a moving ball (`seenShare`).
 * REPLAY_CATCH_CM=9.4 puts the catch area's line that far behind the cup in dumps made before it moved.
 * REPLAY_RECALIBRATE=1 calibrates each clip as today's setup does (renders its learning frames);
 * REPLAY_TRUE_CUP=1 uses the cup's true outline instead of the one found (what a perfect cup
 * measure would give).
 */
import { existsSync, readFileSync } from 'node:fs';
import { calibrationFromMarks, marksOf } from '@holeout/shared/camera/calibrate-mat';
import { regionAt } from '@holeout/shared/camera/geometry';
import { MatView } from '@holeout/shared/camera/mat-view';
import { PuttTracker } from '@holeout/shared/camera/tracker';
import type { BallObservation, Point } from '@holeout/shared/camera/types';
import type { Putt } from '@holeout/shared/putt-log';
import type { SetName } from './scene3d/conditions.ts';
import { setUpOnLearning } from './scene3d/run-scene-clip.ts';
import { buildSceneClip } from './scene3d/scene-clip.ts';
import { add, emptyTally, falsePer100, missKindAccuracy, pair, resultAccuracy, score, zoneAccuracy } from './score.ts';
import { trueCupOutline } from './true-cup.ts';

const dir = process.env.DUMP_DIR ?? '/tmp/sight';
const spec = process.env.REPLAY ?? 'dev:0-15,dev-wide:0-15,dev-wide-2:0-15';
const verbose = process.env.REPLAY_VERBOSE;
const trace = process.env.REPLAY_TRACE;
const seen = process.env.REPLAY_SEEN;
const catchCm = Number(process.env.REPLAY_CATCH_CM ?? 0);
const trueCup = process.env.REPLAY_TRUE_CUP;
const recalibrate = process.env.REPLAY_RECALIBRATE;

/** Moves the line between the ramp and the catch area of a dump's plane to `cm` behind the cup (a dump made before it moved). */
function moveCatchLine(r: { catchArea: Point[]; ramp: Point[] }, cm: number) {
  const line = Math.max(...r.catchArea.map((q) => q.y));
  for (const q of [...r.catchArea, ...r.ramp]) if (Math.abs(q.y - line) < 0.01) q.y = -cm;
}

/**
 * The detector's side of a clip: of the frames where a true ball moved, the share with a blob
 * near it (4 cm, and a fifth of its distance from the cup for a plane whose scale is off), and
 * the blobs near no ball per 100 frames.
 */
function seenShare(frames: { balls: BallObservation[]; truth: number[][] }[], view: MatView) {
  let moving = 0;
  let near = 0;
  let stray = 0;
  const last = new Map<number, [number, number]>();
  const close = (p: { x: number; y: number }, x: number, y: number) =>
    Math.hypot(p.x - x, p.y - y) < 4 + 0.2 * Math.hypot(x, y);
  for (const f of frames) {
    const placed = f.balls.map((b) => view.place(b));
    for (const [j, x, y] of f.truth) {
      const before = last.get(j);
      last.set(j, [x, y]);
      if (!before || Math.hypot(x - before[0], y - before[1]) < 0.3) continue;
      moving++;
      if (placed.some((p) => close(p, x, y))) near++;
    }
    stray += placed.filter((p) => !f.truth.some(([, x, y]) => close(p, x, y))).length;
  }
  return { share: moving > 0 ? near / moving : 1, strayPer100: (100 * stray) / Math.max(1, frames.length) };
}
const brief = (p: Putt) => `${p.t.toFixed(1)}:${p.result === 'MAKE' ? `MAKE ${p.zone}` : p.miss}`;
const byVariation = new Map<string, ReturnType<typeof emptyTally>>();
for (const part of spec.split(',')) {
  const [set, range] = part.split(':');
  const [a, b] = range.split('-').map(Number);
  const total = emptyTally();
  for (let i = a; i <= b; i++) {
    const file = `${dir}/${set}-${i}.json`;
    if (!existsSync(file)) continue;
    const clip = JSON.parse(readFileSync(file, 'utf8'));
    if (catchCm && clip.calibration.plane) moveCatchLine(clip.calibration.plane.regions, catchCm);
    if (recalibrate && clip.calibration.plane) {
      // The calibration today's setup makes of the clip's learning frames (the sightings stay the dump's).
      const scene = buildSceneClip(set as SetName, i);
      const frames = scene.frames(-clip.darker)[Symbol.asyncIterator]();
      clip.calibration = (await setUpOnLearning(scene, frames, 'plane')).calibration;
      await frames.return?.(undefined); // The rest of the clip is not decoded (its decoder stopped).
    }
    if (trueCup && clip.calibration.plane) {
      // The plane the same marks give with the cup's true outline: what a perfect cup measure would give.
      const scene = buildSceneClip(set as SetName, i);
      const { width, height, plane } = clip.calibration;
      const rim = trueCupOutline(scene).rim;
      clip.calibration = calibrationFromMarks(width, height, marksOf(plane), rim);
    }
    const tracker = new PuttTracker(clip.calibration);
    const view = new MatView(clip.calibration);
    const putts: Putt[] = [];
    const tracing = trace === clip.name;
    for (const f of clip.frames) {
      // Dumps before round four kept the detector's one ball.
      const balls: BallObservation[] = f.balls ?? (f.ball ? [f.ball] : []);
      const events = tracker.feedAll(f.t, balls);
      const ball = events.find((e) => e.type === 'ball')?.at ?? null;
      for (const e of events) if (e.type === 'putt') putts.push(e.putt);
      if (tracing) {
        const at = ball ? view.place(ball) : null;
        const chosen = balls.find((b) => ball && b.x === ball.x && b.y === ball.y);
        const others = balls
          .filter((b) => b !== chosen)
          .map((b) => ({ p: view.place(b), a: b.area }))
          .map(({ p, a }) => `(${p.x.toFixed(1)},${p.y.toFixed(1)} ${a.toFixed(0)})`)
          .join('');
        const reg = at ? regionAt(view.regions, at) : '-';
        const ev = events
          .filter((e) => e.type !== 'ball')
          .map((e) => (e.type === 'putt' ? `PUTT ${brief(e.putt)}` : `start ${e.t.toFixed(2)}`))
          .join(' ');
        const tr = f.truth.map((q: number[]) => `b${q[0]}(${q[1]},${q[2]})`).join(' ');
        console.log(
          `${f.t.toFixed(3)} ${at ? `(${at.x.toFixed(1)},${at.y.toFixed(1)} ${chosen?.area.toFixed(0)})` : '—'} ${reg} ${tracker.state} ${ev}${others ? ` also ${others}` : ''} | ${tr}`,
        );
      }
    }
    // The golfer taps Finish at the clip's end, as the bench has it (decision 067).
    if (!process.env.NO_SETTLE) for (const e of tracker.settle()) if (e.type === 'putt') putts.push(e.putt);
    if (seen) {
      const { share, strayPer100 } = seenShare(clip.frames, view);
      console.log(
        `  ${clip.name}: moving ball seen ${(100 * share).toFixed(1)} %, stray blobs ${strayPer100.toFixed(1)} per 100 frames`,
      );
    }
    const one = emptyTally();
    score(one, clip.truth, putts);
    add(total, one);
    const v = byVariation.get(clip.variation) ?? emptyTally();
    add(v, one);
    byVariation.set(clip.variation, v);
    const bad =
      pair(clip.truth, putts).some(
        ([p, q]) =>
          !q ||
          p.result !== q.result ||
          (p.result === 'MAKE' && q.result === 'MAKE' && p.zone !== q.zone) ||
          (p.result === 'MISS' && q.result === 'MISS' && p.miss !== q.miss),
      ) || putts.length !== clip.truth.length;
    if (verbose && (bad || verbose === 'all')) {
      console.log(`  ${i} ${clip.name} tilt ${clip.tilt.toFixed(0)}° ${clip.codec}`);
      console.log(`    truth  ${clip.truth.map(brief).join(', ')}`);
      console.log(`    logged ${putts.map(brief).join(', ')}`);
    }
  }
  console.log(
    `${set} ${range}: make/miss ${(100 * resultAccuracy(total)).toFixed(1)} %, zone ${(100 * zoneAccuracy(total)).toFixed(1)} %, kind ${(100 * missKindAccuracy(total)).toFixed(1)} %, truth ${total.truth}, missed ${total.truth - total.paired}, false ${total.logged - total.paired} (${falsePer100(total).toFixed(1)}/100)`,
  );
}
if (process.env.REPLAY_VARIATIONS)
  for (const [v, t] of byVariation)
    console.log(
      `  ${v}: make/miss ${(100 * resultAccuracy(t)).toFixed(1)} %, kind ${(100 * missKindAccuracy(t)).toFixed(1)} %, truth ${t.truth}, missed ${t.truth - t.paired}, false ${t.logged - t.paired}`,
    );
