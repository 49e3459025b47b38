/**
 * Runs a scene clip through the setup's calibration and then the detector and tracker the
 * browser's worker runs: `legacy` is the older setup (a cup circle snapped with `snapCup`, the
 * direction dial, four region polygons dragged onto the mat), `plane` the mat-plane setup
 * (corners of the ramp and catch area and a tap on the cup, `calibrateMat`) with the handles on
 * the true corners, `golfer` the same with each handle where a golfer's thumb leaves it (a few
 * pixels off, at random per clip), `found` the same setup where the golfer accepts the first
 * guess (`findMat`, decision 063) without touching a handle — the default handles when nothing
 * was found.
 */
import { BURNT_LIMIT, burntShare } from '@holeout/shared/camera/bright-mat';
import { CUP_FRAMES, calibrateMatOnFrames, type MatMarks } from '@holeout/shared/camera/calibrate-mat';
import { BallDetector } from '@holeout/shared/camera/detector';
import { findMat } from '@holeout/shared/camera/find-mat';
import { snapCup } from '@holeout/shared/camera/snap-cup';
import { PuttTracker } from '@holeout/shared/camera/tracker';
import type { Calibration, Frame, Point } from '@holeout/shared/camera/types';
import type { Putt } from '@holeout/shared/putt-log';
import { SeededRandom } from '../../simulation/seeded-random.ts';
import type { SceneClip } from './scene-clip.ts';

export type CalibrationPath = 'legacy' | 'plane' | 'golfer' | 'found';

/**
 * Whether the phone lets the app set its exposure compensation (`control`: Chrome on Android) or
 * not (`none`: an iPhone, most desktop cameras). With it, the setup asks for a darker picture, a
 * stop at a time up to `DARKER_STOPS`, while the mat shows burnt white (`burntShare`), as the
 * camera mode does (camera-mode.tsx); without it, the golfer is only told.
 */
export type ExposureControl = 'control' | 'none';
const DARKER_STOPS = 2;

/**
 * How far from the truth a golfer leaves a dragged handle, and taps the cup (frame pixels, at
 * most): on a phone the 640-pixel picture is about 360 points wide, so 5 pixels is under 3 points
 * of a fingertip's placing after the magnified drag; a tap is looser.
 */
const THUMB_PX = 5;
const TAP_PX = 8;

/** The golfer's handles on the `golfer` path: the true marks, each moved within its reach, the same way on every run. */
export function golferMarks(clip: SceneClip): MatMarks {
  const rng = new SeededRandom(`${clip.name}-golfer`);
  const off = (p: Point, reach: number): Point => {
    const angle = rng.between(0, 2 * Math.PI);
    const distance = reach * Math.sqrt(rng.next());
    return { x: Math.round(p.x + distance * Math.cos(angle)), y: Math.round(p.y + distance * Math.sin(angle)) };
  };
  return { corners: clip.marks.corners.map((c) => off(c, THUMB_PX)), cup: off(clip.marks.cup, TAP_PX) };
}

/** The setup's default handles (as `initialMarks` in the web's calibration-state.ts). */
function defaultMarks(width: number, height: number): MatMarks {
  const at = (x: number, y: number) => ({ x: Math.round(width * x), y: Math.round(height * y) });
  return { corners: [at(0.3, 0.85), at(0.7, 0.85), at(0.6, 0.15), at(0.4, 0.15)], cup: at(0.5, 0.25) };
}

/** The marks the golfer accepts on the `found` path: the first guess, or the default handles. */
export function foundMarks(first: Frame): { marks: MatMarks; found: boolean } {
  const guess = findMat(first);
  return guess ? { marks: guess.marks, found: true } : { marks: defaultMarks(first.width, first.height), found: false };
}

export interface SceneRun {
  putts: Putt[];
  calibration: Calibration;
  frames: number;
  processingMs: number;
  cpuMs: number;
  /** On the `found` path: the handles accepted, and whether they were a guess (not the defaults). */
  accepted?: { marks: MatMarks; found: boolean };
  /** Stops darker the setup asked the camera for, and whether the mat still showed burnt white (the golfer was told). */
  darker: number;
  burnt: boolean;
}

/** The calibration of `path` on frames of the empty mat (the cup measured in each, `calibrateMatOnFrames`). */
function calibrateOnFrames(clip: SceneClip, frames: readonly Frame[], path: CalibrationPath): Calibration {
  const { legacy } = clip;
  const first = frames[0];
  if (path === 'legacy') {
    return {
      width: first.width,
      height: first.height,
      cup: snapCup(first, legacy.cup),
      direction: legacy.direction,
      mat: legacy.mat,
      ramp: legacy.ramp,
      catchArea: legacy.catchArea,
      returnTrack: legacy.returnTrack,
    };
  }
  return calibrateMatOnFrames(frames, path === 'golfer' ? golferMarks(clip) : clip.marks);
}

/** The calibration of `path` on frames of the empty mat, and the handles the golfer accepted (from the first) on the `found` path. */
function setUp(clip: SceneClip, frames: readonly Frame[], path: CalibrationPath) {
  const accepted = path === 'found' ? foundMarks(frames[0]) : undefined;
  const calibration = accepted ? calibrateMatOnFrames(frames, accepted.marks) : calibrateOnFrames(clip, frames, path);
  return { accepted, calibration };
}

/** The setup's look at the mat: stops darker until it no longer shows burnt white, where the camera lets it. */
export async function settleExposure(clip: SceneClip, path: CalibrationPath, exposure: ExposureControl) {
  for (let darker = 0; ; darker++) {
    const first = await clip.firstFrame(-darker);
    const burnt = burntShare(first, setUp(clip, [first], path).calibration) > BURNT_LIMIT;
    if (!burnt || exposure === 'none' || darker === DARKER_STOPS) return { darker, burnt };
  }
}

/** `CUP_FRAMES` of `learning` spread evenly over it (all of them when fewer). */
export function cupFrames(learning: readonly Frame[]): Frame[] {
  const step = learning.length / CUP_FRAMES;
  return Array.from({ length: Math.min(CUP_FRAMES, learning.length) }, (_, k) => learning[Math.floor(k * step)]);
}

/**
 * The setup as the app does it, on the clip's first `learnFrames` frames taken from `frames`: the
 * cup measured in `CUP_FRAMES` of them spread over the time (the app measures it in frames of the
 * last two seconds or so, the shake cancelling out), and the detector taught the empty mat on all.
 */
export async function setUpOnLearning(clip: SceneClip, frames: AsyncIterator<Frame>, path: CalibrationPath) {
  const learning: Frame[] = [];
  while (learning.length < clip.learnFrames) {
    const next = await frames.next();
    if (next.done) break;
    learning.push(next.value);
  }
  if (learning.length === 0) throw new Error(`${clip.name}: no frames`);
  const { accepted, calibration } = setUp(clip, cupFrames(learning), path);
  const detector = new BallDetector(calibration);
  for (const frame of learning) detector.learnBackground(frame);
  return { accepted, calibration, detector };
}

export async function runSceneClip(
  clip: SceneClip,
  path: CalibrationPath,
  exposure: ExposureControl = 'control',
): Promise<SceneRun> {
  const putts: Putt[] = [];
  let processingMs = 0;
  let cpuMs = 0;
  const { darker, burnt } = await settleExposure(clip, path, exposure);
  const frames = clip.frames(-darker)[Symbol.asyncIterator]();
  const { accepted, calibration, detector } = await setUpOnLearning(clip, frames, path);
  const tracker = new PuttTracker(calibration);
  let i = clip.learnFrames;
  for (let next = await frames.next(); !next.done; next = await frames.next()) {
    const frame = next.value;
    const t = clip.times[i++];
    const started = performance.now();
    const cpu = process.cpuUsage();
    const events = tracker.feedAll(t, detector.detectAll(frame));
    processingMs += performance.now() - started;
    const used = process.cpuUsage(cpu);
    cpuMs += (used.user + used.system) / 1000;
    for (const event of events) if (event.type === 'putt') putts.push(event.putt);
  }
  // The clip's end is where the golfer taps Finish: a putt still followed is logged (decision 067).
  for (const event of tracker.settle()) if (event.type === 'putt') putts.push(event.putt);
  return {
    putts,
    calibration,
    frames: i - clip.learnFrames,
    processingMs,
    cpuMs,
    accepted,
    darker,
    burnt,
  };
}
