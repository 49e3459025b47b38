/**
 * A clip of the scene model (issue 23): conditions drawn for (set, index), the camera moved back
 * on its stand until the ramp and the catch area are in the picture, the story under physics,
 * the true putts, and what a golfer marks in the setup (handles placed on the true corners of
 * the ramp and catch area, a tap on the cup; for the older setup, the cup circle, the direction
 * dial and the four region polygons). Frames are rendered on demand and compressed in ffmpeg.
 */
import type { CupCircle, Frame, Point, Polygon } from '@holeout/shared/camera/types';
import type { Putt } from '@holeout/shared/putt-log';
import { SeededRandom } from '../../simulation/seeded-random.ts';
import { throughCodec } from './codec.ts';
import { type Conditions, drawConditions, type SetName, type Variation } from './conditions.ts';
import { Lens } from './lens.ts';
import { CUP_RADIUS } from './physics.ts';
import { Renderer } from './render.ts';
import { buildTimeline, type Timeline } from './timeline.ts';

/** Seconds of empty mat the setup learns from, at the start of every clip. */
export const LEARN_SECONDS = 2;

/** What the golfer marks in the setup, in frame pixels. */
export interface GolferMarks {
  /** Corners of the ramp and catch area: near left, near right, far right, far left. */
  corners: Point[];
  /** A tap on the cup's centre. */
  cup: Point;
}

/** What the golfer would give the older setup: a cup circle, the direction dial, four polygons. */
export interface LegacyMarks {
  cup: CupCircle;
  direction: number;
  mat: Polygon;
  ramp: Polygon;
  catchArea: Polygon;
  returnTrack: Polygon;
}

export interface SceneClip {
  name: string;
  set: SetName;
  variation: Variation;
  conditions: Conditions;
  tiltDegrees: number;
  /** Media times of the frames the phone delivered (dropped frames are missing). */
  times: number[];
  learnFrames: number;
  truth: Putt[];
  marks: GolferMarks;
  legacy: LegacyMarks;
  /** What happens in the clip, in mat centimetres (for looking into a run). */
  story: Timeline;
  /** The clip's frames as the phone delivers them, at this exposure compensation (stops; 0 by default). */
  frames(compensation?: number): AsyncGenerator<Frame>;
  /** The first frame alone, as `frames` delivers it: what the setup looks at. */
  firstFrame(compensation?: number): Promise<Frame>;
}

const W = 640;
const H = 480;
const MARGIN = 10;

const inside = (p: Point | null) =>
  p !== null && p.x >= MARGIN && p.x <= W - MARGIN && p.y >= MARGIN && p.y <= H - MARGIN;
const clamp = (p: Point): Point => ({ x: Math.min(W, Math.max(0, p.x)), y: Math.min(H, Math.max(0, p.y)) });

export interface SceneClipOptions {
  /** Only this many putts. */
  putts?: number;
  /** Seconds of empty mat before the first ball (default `LEARN_SECONDS`; longer for a setup in the browser). */
  emptySeconds?: number;
}

export function buildSceneClip(set: SetName, index: number, options: SceneClipOptions = {}): SceneClip {
  const c = drawConditions(set, index);
  if (options.putts !== undefined) c.putts = options.putts;
  const L = c.layout;
  const block = [
    [-L.width / 2, L.rampLength],
    [L.width / 2, L.rampLength],
    [L.width / 2, -L.catchDepth],
    [-L.width / 2, -L.catchDepth],
  ] as const;
  let lens = new Lens(c.pose);
  for (let k = 0; k < 30 && !block.every(([x, y]) => inside(lens.projectGround(x, y))); k++) {
    c.pose = { ...c.pose, position: { ...c.pose.position, y: c.pose.position.y + 15 } };
    lens = new Lens(c.pose);
  }
  const rng = new SeededRandom(c.seed + 1);
  const story = buildTimeline(c, rng, options.emptySeconds ?? LEARN_SECONDS);
  const times: number[] = [];
  for (let k = 0; k / c.fps < story.duration; k++) {
    if (k / c.fps > (options.emptySeconds ?? LEARN_SECONDS) && rng.chance(c.drops)) continue;
    times.push(k / c.fps);
  }
  const project = (x: number, y: number) => clamp(lens.projectGround(x, y) ?? { x: W / 2, y: H });
  const corners = block.map(([x, y]) => project(x, y));
  const cup = project(0, 0);
  const rim = [0, Math.PI / 2, Math.PI, -Math.PI / 2].map((a) =>
    project(CUP_RADIUS * Math.cos(a), CUP_RADIUS * Math.sin(a)),
  );
  // The near edge of what the picture shows of the golfer's mat.
  const bottom = lens.groundAt(W / 2, H - 1)?.y ?? L.rampLength + L.matLength;
  const near = Math.min(L.rampLength + L.matLength, bottom);
  const quad = (x0: number, y0: number, x1: number, y1: number) => [
    project(x0, y0),
    project(x1, y0),
    project(x1, y1),
    project(x0, y1),
  ];
  const half = L.width / 2;
  const foot = project(0, L.rampLength);
  const legacy: LegacyMarks = {
    cup: { cx: cup.x, cy: cup.y, r: Math.abs(rim[0].x - rim[2].x) / 2 },
    direction: Math.round((Math.atan2(cup.y - foot.y, cup.x - foot.x) * 180) / Math.PI) * (Math.PI / 180),
    mat: quad(-half, L.rampLength, half, near),
    ramp: quad(-half, -CUP_RADIUS - 1.5, half, L.rampLength),
    catchArea: quad(-half, -L.catchDepth, half, -CUP_RADIUS - 1.5),
    returnTrack: quad(L.trackX, -L.catchDepth, L.trackX + L.trackWidth, Math.min(near, L.rampLength + 45)),
  };
  const name = `${set}-${index + 1}-${c.variation}`;
  return {
    name,
    set,
    variation: c.variation,
    conditions: c,
    tiltDegrees: lens.tiltDegrees,
    times,
    learnFrames: times.filter((t) => t < LEARN_SECONDS).length,
    truth: story.truth,
    marks: { corners, cup },
    legacy,
    story,
    frames: (compensation = 0) =>
      throughCodec(
        (function* () {
          const renderer = new Renderer(c, lens, story, compensation);
          for (const t of times) yield renderer.frame(t);
        })(),
        c.codec,
        c.quality,
        c.fps,
        name,
      ),
    firstFrame: async (compensation = 0) => {
      const first = new Renderer(c, lens, story, compensation).frame(times[0]);
      for await (const frame of throughCodec([first], c.codec, c.quality, c.fps, name)) return frame;
      throw new Error(`${name}: no first frame`);
    },
  };
}
