/**
 * The scripted timeline of one synthetic clip (issue 15): the balls, putters, hands and shadows it
 * shows, each with its motion, and the truth of every putt read off the scripted ball.
 */
import { inCup, regionAt, wedgeToward } from '@holeout/shared/camera/geometry';
import type { Putt, Zone } from '@holeout/shared/putt-log';
import type { SeededRandom } from '../simulation/seeded-random.ts';
import { type Key, Motion } from './motion.ts';
import { BALL_COLOURS, BALL_RADIUS, drawBar, drawDisc, drawShadow, HEIGHT, type Rgb, SCENE, WIDTH } from './scene.ts';

export type Outcome =
  | 'make'
  | 'fast-make'
  | 'catch'
  | 'lip-out-catch'
  | 'lip-out-return'
  | 'return'
  | 'timeout'
  | 'quick-putt';

export type Occluder = 'hand' | 'glove' | 'putter' | 'chrome-putter';

export interface FamilyDefinition {
  outcomes: Outcome[];
  colours?: (keyof typeof BALL_COLOURS)[];
  /** Sensor noise, standard deviation in grey levels (default 3). */
  noise?: number;
  lighting?: (t: number) => number;
  /** A golfer's shadow drifting over the mat and ramp. */
  shadows?: boolean;
  /** A hand or putter passes over the cup after every putt (and during catches). */
  occluders?: boolean;
  /** Frames per second the phone manages (default 30). */
  fps?: number;
  /** Every frame goes through JPEG at this quality, as in an MJPEG fake camera. */
  jpegQuality?: number;
}

interface Actor {
  motion: Motion;
  draw: (img: Uint8ClampedArray, at: Key, t: number) => void;
  shadow?: (img: Uint8ClampedArray, at: Key) => void;
}

interface TruthDraft {
  ball: Motion;
  hitAt: number;
  putt: { result: 'MAKE' } | { result: 'MISS'; miss: 'RETURN' | 'CATCH' | 'TIMEOUT' | 'QUICK PUTT' };
}

const { cx, cy, r } = SCENE.cup;
const TRACK_X = 490;
const TRACK_TOP = 45;
const TRACK_BOTTOM = 400;
const ZONE_ANGLE: Record<Zone, number> = { LOW: Math.PI / 2, TOP: -Math.PI / 2, RIGHT: 0, LEFT: Math.PI };
const ZONE_CYCLE: Zone[] = ['LOW', 'RIGHT', 'LEFT', 'TOP', 'LOW', 'TOP', 'RIGHT', 'LEFT'];

/** Builds one clip's scripted timeline and its truth. */
export class Script {
  readonly actors: Actor[] = [];
  readonly truths: TruthDraft[] = [];
  private zones = 0;
  private colours = 0;

  constructor(
    private readonly rng: SeededRandom,
    private readonly def: FamilyDefinition,
    private readonly baseColour: keyof typeof BALL_COLOURS,
  ) {}

  private nextColour(): Rgb {
    const list = this.def.colours ?? [this.baseColour];
    return BALL_COLOURS[list[this.colours++ % list.length]];
  }

  private ball(t: number, x: number, y: number): Motion {
    const motion = new Motion(t, x, y);
    const colour = this.nextColour();
    this.actors.push({
      motion,
      draw: (img, at, time) => {
        const speed = Math.hypot(...this.velocity(motion, time));
        const radius = BALL_RADIUS * (0.55 + 0.45 * at.v);
        const dim = 0.3 + 0.7 * at.v;
        const shade: Rgb = [colour[0] * dim, colour[1] * dim, colour[2] * dim];
        if (speed > 90) {
          // Motion blur: the exposure smears a fast ball along its path.
          for (const [dt, alpha] of [
            [2 / 90, 0.4],
            [1 / 90, 0.6],
          ] as const) {
            const p = motion.at(time - dt);
            if (p) drawDisc(img, p.x, p.y, radius, shade, alpha, 0.3);
          }
        }
        drawDisc(img, at.x, at.y, radius, shade, 1, 0.3);
      },
      shadow: (img, at) => {
        if (at.v >= 0.99) drawShadow(img, at.x + 3, at.y + 4, BALL_RADIUS * 1.3, BALL_RADIUS * 1.1, 0.4);
      },
    });
    return motion;
  }

  private velocity(motion: Motion, t: number): [number, number] {
    const a = motion.at(t - 0.01);
    const b = motion.at(t);
    return a && b ? [(b.x - a.x) / 0.01, (b.y - a.y) / 0.01] : [0, 0];
  }

  /** A ball placed on the mat at `t` and struck a moment later. */
  private placeAndHit(t: number): { ball: Motion; hitAt: number } {
    const ball = this.ball(t, this.rng.between(295, 345), this.rng.between(398, 430));
    const hitAt = t + this.rng.between(0.5, 0.8);
    ball.hold(hitAt);
    return { ball, hitAt };
  }

  /** Rolls into the cup through `zone`'s side and sinks; answers when it has gone. */
  private sink(ball: Motion, hitAt: number, fast: boolean): number {
    const zone = ZONE_CYCLE[this.zones++ % ZONE_CYCLE.length];
    const angle = ZONE_ANGLE[zone] + this.rng.between(-0.35, 0.35);
    const e = { x: cx + r * Math.cos(angle), y: cy + r * Math.sin(angle) };
    const from = ball.last;
    const via =
      zone === 'LOW'
        ? []
        : zone === 'TOP'
          ? [
              { x: from.x + 110, y: 250 },
              { x: e.x + 95, y: e.y - 6 },
            ]
          : [{ x: e.x + (zone === 'RIGHT' ? 95 : -95), y: e.y + 85 }];
    const arrive = hitAt + (fast ? this.rng.between(0.4, 0.55) : this.rng.between(0.9, 1.3));
    ball.to(arrive, e.x, e.y, { via, easing: fast ? 'linear' : 'out' });
    const d = { x: cx + (e.x - cx) * 0.45, y: cy + (e.y - cy) * 0.45 };
    ball.to(arrive + 0.07, d.x, d.y);
    const gone = arrive + 0.07 + 0.13;
    ball.to(gone, cx + (d.x - cx) * 0.4, cy + (d.y - cy) * 0.4, { v: 0 });
    return gone;
  }

  /** Down the return track from its top at `t`; answers when the golfer has picked it up. */
  private downTheTrack(ball: Motion, t: number): number {
    const bottom = t + this.rng.between(0.9, 1.2);
    ball.to(bottom, TRACK_X, TRACK_BOTTOM, { easing: 'in' });
    const end = bottom + 0.4;
    ball.vanish(end);
    return end;
  }

  private make(t: number, fast: boolean): number {
    const { ball, hitAt } = this.placeAndHit(t);
    const gone = this.sink(ball, hitAt, fast);
    this.truths.push({ ball, hitAt, putt: { result: 'MAKE' } });
    if (this.def.occluders) this.occluder(gone + 0.05);
    const back = gone + this.rng.between(0.5, 0.7);
    ball.appear(back, TRACK_X, TRACK_TOP);
    return this.downTheTrack(ball, back);
  }

  private catchMiss(t: number, lipOut: boolean): number {
    const { ball, hitAt } = this.placeAndHit(t);
    const side = this.rng.chance(0.5) ? 1 : -1;
    const pass = { x: cx + side * (lipOut ? r * 0.7 : r + this.rng.between(8, 22)), y: cy };
    const atCup = hitAt + this.rng.between(0.8, 1.1);
    ball.to(atCup, pass.x, pass.y);
    const inCatch = atCup + this.rng.between(0.3, 0.45);
    ball.to(inCatch, cx + side * this.rng.between(40, 90), this.rng.between(40, 75), { easing: 'out' });
    this.truths.push({ ball, hitAt, putt: { result: 'MISS', miss: 'CATCH' } });
    if (this.def.occluders) this.occluder(inCatch);
    const top = inCatch + 0.3 + this.rng.between(0.5, 0.7);
    ball.hold(inCatch + 0.3).to(top, TRACK_X, TRACK_TOP);
    return this.downTheTrack(ball, top);
  }

  private returnMiss(t: number, lipOut: boolean): number {
    const { ball, hitAt } = this.placeAndHit(t);
    const apex = lipOut
      ? { x: cx + this.rng.between(-8, 8), y: cy + r * 0.55 }
      : { x: ball.last.x + this.rng.between(-20, 20), y: this.rng.between(190, 270) };
    const top = hitAt + this.rng.between(0.8, 1.1);
    ball.to(top, apex.x, apex.y, { easing: 'out' });
    const back = top + this.rng.between(0.9, 1.2);
    ball.to(back, apex.x + this.rng.between(-30, 30), this.rng.between(395, 425), { easing: 'in' });
    this.truths.push({ ball, hitAt, putt: { result: 'MISS', miss: 'RETURN' } });
    const end = back + 0.5;
    ball.vanish(end);
    return end;
  }

  /** The ball stops on the ramp; after four seconds a hand picks it up. */
  private timeout(t: number): number {
    const { ball, hitAt } = this.placeAndHit(t);
    const stop = { x: ball.last.x + this.rng.between(-15, 15), y: this.rng.between(220, 290) };
    ball.to(hitAt + 1, stop.x, stop.y, { easing: 'out' });
    this.truths.push({ ball, hitAt, putt: { result: 'MISS', miss: 'TIMEOUT' } });
    const reach = hitAt + 4;
    this.hand('hand', reach - 0.5, stop, { x: stop.x + 60, y: HEIGHT + 200 });
    ball.vanish(reach + 0.1);
    return reach + 0.8;
  }

  /** A make interrupted: the next ball is struck before the first comes back (a slow return). */
  private quickPutt(t: number): number {
    const first = this.placeAndHit(t);
    const gone = this.sink(first.ball, first.hitAt, false);
    this.truths.push({ ...first, putt: { result: 'MISS', miss: 'QUICK PUTT' } });
    const end = this.returnMiss(gone + 0.3, false);
    first.ball.appear(Math.max(gone + 2.8, end - 1), TRACK_X, TRACK_TOP);
    return Math.max(end, this.downTheTrack(first.ball, Math.max(gone + 2.8, end - 1)));
  }

  /** A hand or a putter sweeps over the cup from `t`. */
  private occluder(t: number): void {
    const kinds: Occluder[] = ['hand', 'putter', 'glove', 'chrome-putter'];
    const kind = kinds[this.rng.int(0, kinds.length - 1)];
    const over = { x: cx + this.rng.between(-12, 12), y: cy + this.rng.between(-12, 12) };
    if (kind === 'hand' || kind === 'glove') {
      this.hand(kind, t, over, { x: WIDTH + 250, y: over.y + 180 });
      return;
    }
    const head = new Motion(t, -60, over.y).to(t + 0.6, over.x, over.y).to(t + 1.2, WIDTH + 60, over.y);
    const colour: Rgb = kind === 'putter' ? [38, 38, 42] : [178, 178, 184];
    this.actors.push({
      motion: head,
      draw: (img, at) => {
        drawBar(img, { x: at.x + 40, y: at.y + 8 }, { x: at.x + 140, y: HEIGHT + 40 }, 3, [60, 60, 64]);
        drawBar(img, { x: at.x - 32, y: at.y }, { x: at.x + 32, y: at.y }, 11, colour);
      },
      shadow: (img, at) => drawShadow(img, at.x + 12, at.y + 16, 50, 18, 0.35),
    });
  }

  /** A hand (arm to `shoulder`, off the picture) reaching over `over` at `t` + 0.5 s. */
  private hand(kind: 'hand' | 'glove', t: number, over: { x: number; y: number }, shoulder: { x: number; y: number }) {
    const out = { x: over.x + (shoulder.x - over.x) * 0.5, y: over.y + (shoulder.y - over.y) * 0.5 };
    const palm = new Motion(t, out.x, out.y)
      .to(t + 0.5, over.x, over.y)
      .hold(t + 0.8)
      .to(t + 1.3, out.x, out.y);
    const skin: Rgb = kind === 'hand' ? [214, 168, 138] : [42, 36, 36];
    this.actors.push({
      motion: palm,
      draw: (img, at) => {
        drawBar(img, at, shoulder, 20, skin);
        drawDisc(img, at.x, at.y, 30, skin, 1, 0.15);
        drawBar(img, at, { x: at.x - 38, y: at.y - 10 }, 9, skin);
      },
      shadow: (img, at) => drawShadow(img, at.x + 14, at.y + 22, 55, 45, 0.45),
    });
  }

  play(outcome: Outcome, t: number): number {
    switch (outcome) {
      case 'make':
        return this.make(t, false);
      case 'fast-make':
        return this.make(t, true);
      case 'catch':
        return this.catchMiss(t, false);
      case 'lip-out-catch':
        return this.catchMiss(t, true);
      case 'return':
        return this.returnMiss(t, false);
      case 'lip-out-return':
        return this.returnMiss(t, true);
      case 'timeout':
        return this.timeout(t);
      case 'quick-putt':
        return this.quickPutt(t);
    }
  }
}

/** The true putt of a scripted ball: its start (first frame on the ramp) and, for a make, its zone. */
export function truePutt(draft: TruthDraft, fps: number): Putt {
  let frame = Math.ceil(draft.hitAt * fps);
  for (;;) {
    const at = draft.ball.at(frame / fps);
    if (at && regionAt(SCENE, at) === 'ramp') break;
    frame++;
  }
  const t = frame / fps;
  if (draft.putt.result === 'MISS') return { t, result: 'MISS', miss: draft.putt.miss };
  for (let s = draft.hitAt; ; s += 0.001) {
    const at = draft.ball.at(s);
    if (at && inCup(SCENE.cup, at)) return { t, result: 'MAKE', zone: wedgeToward(SCENE, at) };
  }
}
