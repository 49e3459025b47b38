/**
 * The labelled synthetic clip set (issue 15): clip families of scripted putts on the synthetic
 * mat, each clip with its true putt list and its calibration. Frames are rendered on demand
 * (`clip.frame(i)`), never stored. A clip opens with two seconds of empty mat, in which the
 * golfer lets the detector learn the background; putt times are media seconds from frame 0.
 *
 * True putt times and zones are read off the scripted ball itself: a putt starts at the first
 * frame its ball is on the ramp, and a make's zone is the wedge its centre first crosses into.
 */
import type { Calibration, Frame } from '@holeout/shared/camera/types';
import type { Putt } from '@holeout/shared/putt-log';
import jpeg from 'jpeg-js';
import { SeededRandom } from '../simulation/seeded-random.ts';
import { type FamilyDefinition, type Outcome, Script, truePutt } from './clip-script.ts';
import { Motion } from './motion.ts';
import { type BALL_COLOURS, drawShadow, expose, FPS, HEIGHT, paintScene, SCENE, WIDTH } from './scene.ts';

/** Seconds of empty mat at the start of every clip (the background is learned on them). */
export const LEARN_SECONDS = 2;

const MIX: Outcome[] = ['make', 'catch', 'return', 'fast-make', 'lip-out-catch', 'make', 'return', 'make'];

export const CLIP_FAMILIES = {
  makes: { outcomes: ['make', 'make', 'make', 'make', 'make', 'make', 'make', 'make'] },
  'fast-makes': { outcomes: ['fast-make', 'fast-make', 'fast-make', 'fast-make', 'fast-make', 'fast-make', 'make'] },
  'lip-outs': { outcomes: ['lip-out-catch', 'lip-out-return', 'make', 'lip-out-catch', 'lip-out-return', 'make'] },
  returns: { outcomes: ['return', 'return', 'make', 'return', 'return', 'lip-out-return'] },
  catches: { outcomes: ['catch', 'catch', 'make', 'catch', 'lip-out-catch', 'catch'] },
  timeouts: { outcomes: ['timeout', 'make', 'timeout', 'return', 'timeout'] },
  'quick-putts': { outcomes: ['quick-putt', 'make', 'quick-putt', 'catch', 'quick-putt'] },
  colours: { outcomes: MIX, colours: ['white', 'yellow', 'orange'] },
  lighting: { outcomes: MIX, lighting: (t) => 1 + 0.2 * Math.sin((2 * Math.PI * t) / 9) - (t > 12 ? 0.1 : 0) },
  shadows: { outcomes: MIX, shadows: true },
  hands: { outcomes: [...MIX, 'catch'], occluders: true },
  noise: { outcomes: MIX, noise: 8 },
  'low-light': { outcomes: MIX, colours: ['yellow', 'orange'], lighting: () => 0.55, noise: 5 },
  '15-fps': { outcomes: [...MIX, 'fast-make', 'fast-make'], fps: 15 },
  jpeg: { outcomes: MIX, colours: ['white', 'orange'], jpegQuality: 60 },
  everything: {
    outcomes: ['fast-make', 'quick-putt', 'lip-out-catch', 'timeout', 'fast-make', 'lip-out-return', 'make'],
    colours: ['orange', 'yellow', 'white'],
    noise: 8,
    lighting: (t) => 0.6 + 0.1 * Math.sin((2 * Math.PI * t) / 7),
    shadows: true,
    occluders: true,
    fps: 15,
    jpegQuality: 60,
  },
} satisfies Record<string, FamilyDefinition>;

export type ClipFamily = keyof typeof CLIP_FAMILIES;

/** Clips per family in the set (each family's clips differ in seed and ball colour). */
export const CLIPS_PER_FAMILY = 2;

export interface Clip {
  name: string;
  family: ClipFamily;
  fps: number;
  frameCount: number;
  /** Frames of empty mat at the start, for `BallDetector.learnBackground`. */
  learnFrames: number;
  calibration: Calibration;
  /** The true putt list, in order. */
  truth: Putt[];
  /** Hands or putters pass over the cup in this clip. */
  occluded: boolean;
  /** Renders frame `i` (RGBA, 640×480). */
  frame(i: number): Frame;
}

const COLOUR_BY_CLIP: (keyof typeof BALL_COLOURS)[] = ['white', 'yellow', 'orange'];

export interface ClipOptions {
  /** Only the family's first `putts` scripted putts (a shorter clip, e.g. for a test). */
  putts?: number;
}

/** Clip `index` (0-based) of `family`. */
export function buildClip(family: ClipFamily, index: number, options: ClipOptions = {}): Clip {
  const def: FamilyDefinition = CLIP_FAMILIES[family];
  const outcomes = def.outcomes.slice(0, options.putts);
  const name = `${family}-${index + 1}`;
  const rng = new SeededRandom(name);
  const script = new Script(rng, def, COLOUR_BY_CLIP[index % COLOUR_BY_CLIP.length]);
  let t = LEARN_SECONDS + 0.3;
  for (const outcome of outcomes) t = script.play(outcome, t) + rng.between(0.4, 0.9);
  const fps = def.fps ?? FPS;
  const frameCount = Math.ceil((t + 1) * fps);
  const truth = script.truths.map((draft) => truePutt(draft, fps));
  const background = paintScene(rng);
  const noise = Int8Array.from({ length: 1 << 20 }, () =>
    Math.max(-127, Math.min(127, Math.round(rng.normal(0, def.noise ?? 3)))),
  );
  const shadowPath = def.shadows
    ? new Motion(0, -120, 420).to(frameCount / fps / 2, WIDTH + 120, 250).to(frameCount / fps, -120, 380)
    : null;
  return {
    name,
    family,
    fps,
    frameCount,
    learnFrames: LEARN_SECONDS * fps,
    calibration: SCENE,
    truth,
    occluded: def.occluders === true || outcomes.includes('timeout'),
    frame(i) {
      const time = i / fps;
      const img = new Uint8ClampedArray(background);
      const shadow = shadowPath?.at(time);
      if (shadow) drawShadow(img, shadow.x, shadow.y, 170, 120, 0.4);
      const visible = script.actors.flatMap((actor) => {
        const at = actor.motion.at(time);
        return at ? [{ actor, at }] : [];
      });
      for (const { actor, at } of visible) actor.shadow?.(img, at);
      for (const { actor, at } of visible) actor.draw(img, at, time);
      expose(img, def.lighting?.(time) ?? 1, noise, (i * 7919 * 4) & ((1 << 20) - 1));
      const frame = { width: WIDTH, height: HEIGHT, data: img };
      if (def.jpegQuality === undefined) return frame;
      const decoded = jpeg.decode(jpeg.encode(frame, def.jpegQuality).data, { useTArray: true });
      return { width: WIDTH, height: HEIGHT, data: new Uint8ClampedArray(decoded.data.buffer) };
    },
  };
}

/** Every clip of the set, in family order. */
export function allClips(): Clip[] {
  return (Object.keys(CLIP_FAMILIES) as ClipFamily[]).flatMap((family) =>
    Array.from({ length: CLIPS_PER_FAMILY }, (_, i) => buildClip(family, i)),
  );
}

/** The clip named `name` (`<family>-<n>`, e.g. `makes-1`). */
export function clipByName(name: string, options: ClipOptions = {}): Clip {
  const match = /^(.+)-(\d+)$/.exec(name);
  const family = match?.[1] as ClipFamily | undefined;
  if (!match || !family || !(family in CLIP_FAMILIES)) throw new Error(`unknown camera clip ${name}`);
  return buildClip(family, Number(match[2]) - 1, options);
}
