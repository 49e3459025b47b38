/**
 * The putt state machine (issue 15, decision 048): ball sightings in, putts out.
 *
 *   waiting ──ball seen moving towards the cup──▶ in-progress ──cup or catch──▶ awaiting-return
 *      ▲                                             │                            │
 *      └──────────── the putt is logged ◀────────────┴────────────────────────────┘
 *
 * - A putt starts where its ball is first seen rolling up the ramp (`putt-path.ts`): leaving the
 *   mat, further up (a fast putt, a dropped frame, a ball struck on the ramp), in the cup, or
 *   in the catch area as it rolls by the cup (a catch).
 *   Not seen on the mat before, it starts once its next sighting has rolled on up the ramp (a
 *   hand's fragments turn back, a ball put down lies still). Either way it is first seen
 *   on the ramp below the cup (`START_BELOW_CM`): a blob at the ramp's top is no putt leaving,
 *   nor one where the last putt's ball lay when it timed out (its fetching). A ball first seen
 *   on the ramp that lies there past `PUT_DOWN_SECONDS` was put down: its putt is timed from
 *   when it leaves.
 * - MAKE: entered the cup (the zone is the wedge where its path is seen crossing the rim: its
 *   first sighting over the hole and the one before), then reached the return track
 *   without the catch area; or last seen rolling over or at the cup and never again
 *   (`putt-outcome.ts`); or, no putt followed, a ball seen only coming back down the return track
 *   from the cup's level (`unseen-putt.ts`). Not a ball on the track while the putt's ball rolls
 *   up the ramp, farther from it than any ball rolls (the last putt's ball coming back); a ball
 *   that hung at the lip is one that dropped when it comes back within `LIP_DROP_SECONDS`.
 * - MISS RETURN: came down the ramp back onto the mat, more than `returnDelay` after the start
 *   (a ball sighted twice on the mat is a ball on the mat, not a return).
 * - MISS CATCH: the catch area, then the return track, the mat or nothing (not a blob seen there
 *   by a ball that came to rest at the ramp's top: it stays there; nor one where a blob was seen
 *   between putts, `Specks`; nor one the ball could not have rolled to, `couldRollTo`); or seen
 *   at rest behind the cup's centre and back down the return track within `CAUGHT_SECONDS`.
 * - MISS TIMEOUT: no progress (a new region, creeping back down; not a blob in the catch area
 *   that is not the ball) for `timeout` seconds,
 *   `CUP_WAIT` more once over the cup: a ball that stopped on the ramp or at the lip (seen lying
 *   still, then taken for scenery by the detector; nothing coming down the track is it then).
 * - MISS QUICK PUTT: a new ball moving up the ramp while the last one was still in the cup or the
 *   catch area (not one where the putt's ball was just seen: its own blob jittering); the
 *   interrupted putt is logged as QUICK PUTT — its outcome cannot be known, and its ball, when
 *   it comes down the return track, is not the next putt's (`PendingReturns`;
 *   followed on down the track as claimed, even when other blobs come between its sightings).
 *   With every ball of the frame (`feedAll`, `ball-choice.ts`), the last ball seen coming back
 *   beside the next one before that reached the ramp logs the last putt instead. A last ball
 *   coming back while the next is seen rolling up the mat, at a speed that takes it onto the
 *   ramp first, is an interrupted putt's (`nextBallOnRampBy`).
 *
 * The regions, the cup and its wedges are those of `MatView`: on the mat's plane, in centimetres,
 * when the calibration has one, so zones are split after rectification. A region counts only
 * when the ball is seen in it in two consecutive frames (`sightings.ts`; single-frame blips change
 * nothing; in the catch area, where a ball lies half hidden, and on the ramp for a ball rolling
 * there, two sightings close by with frames unseen between); frames without a ball (occlusion, a
 * ball under the surface) keep the state. The putt's ball is only where it could have rolled from
 * its last sighting on its way at the speed it had there (`reachable`, round eight): a speck
 * behind the cup, a shoe on the ramp, a blob far down the mat are other things. A ball that
 * reached the return track without a cup sighting (the drop was hidden) is a make in the wedge
 * facing its last sighting (`putt-outcome.ts`). Times are media seconds; a putt's `t` is its
 * start.
 *
 * Where the rules live: this file holds the state machine (when a putt starts, which region
 * moves it on, QUICK PUTT, the timeout's clock); `sightings.ts` the per-region debounce, the
 * recent sightings and the return track counting; `putt-path.ts` how a ball moves (rolling up,
 * struck on the ramp, creeping back, at rest, rolling into the cup); `putt-outcome.ts` how a putt
 * ends when its ball was not seen all the way (came back, timed out, dropped unseen, the zone
 * guessed); `unseen-putt.ts` a make seen only coming back, and the interrupted putts' balls
 * still to come back; `ball-choice.ts` which of a frame's balls to follow, and the last ball
 * coming back beside the next one.
 */
import type { Putt, Zone } from '../putt-log.ts';
import { chooseBall, ReturnWatch } from './ball-choice.ts';
import { inCup, type Region, regionAt, rimCrossing, wedgeToward } from './geometry.ts';
import { MatView } from './mat-view.ts';
import {
  approachCrossing,
  byTheRestingBall,
  cameBack,
  droppedUnseen,
  type PuttMat,
  type PuttSoFar,
  timedOut,
  vanishedByTheCup,
} from './putt-outcome.ts';
import {
  atLip,
  backCm,
  CreepWatch,
  couldRollBack,
  couldRollTo,
  GAP_SECONDS,
  PATH_SECONDS,
  RestWatch,
  reach,
  rollsUp,
  type Seen,
  speedCmS,
  stepsUpTo,
  struckOnRamp,
  TOWARD_CM,
} from './putt-path.ts';
import { DEBOUNCE_FRAMES, Sightings, Specks } from './sightings.ts';
import type { BallObservation, Calibration, Point, TrackerEvent, TrackerOptions, TrackerState } from './types.ts';
import { PendingReturns, ReturnRun } from './unseen-putt.ts';

/** A ball first seen on the ramp, with no sighting before, rolls up it by this much between its first two sightings (cm). */
const FIRST_STEP_CM = 1;
/** A ball leaving the mat this long after the start is a new putt, not the same ball wobbling on the edge (s). */
const QUICK_AFTER = 0.5;
/**
 * A putt starts in the cup only from a sighting this recent (s): something bright over the dark
 * cup (a putter shaft) right after the ball vanished behind the putter is not the ball arriving.
 */
const CUP_START_GAP = 0.1;
/**
 * A ball that hung at the lip and dropped comes down the return track within this long (s) of its
 * last sighting there (0.6–0.9 s on the clip sets); the golfer's hand fetching one that stayed
 * there crosses the track seconds later.
 */
const LIP_DROP_SECONDS = 1.5;
/**
 * A ball seen at rest behind the cup's centre that comes down the return track within this long
 * (s) lay in the catch area (the track is fed by the cup and the catch area; a golfer's hand comes
 * 3.6 s or more after a ball stops): a catch, its sightings a centimetre or two short of the line.
 */
const CAUGHT_SECONDS = 2;
/** A ball in the cup may rest there this much longer (s) before the mat's return gives it back. */
const CUP_WAIT = 1;
/**
 * A ball that vanished by the cup (`vanishedByTheCup`) when the golfer putts again, or one whose
 * putt timed out, coming down the return track within this long (s) is taken for that one.
 */
const HIDDEN_RETURN_WAIT = 6;
/**
 * A ball coming back down the return track this soon (s) after a putt was logged, with no putt
 * followed, is that putt's ball or one it left behind (a quick putt's): no golfer puts a ball
 * down and putts it again in less.
 */
const AFTER_PUTT_QUIET = 3;
/**
 * A putt's ball is first seen on the ramp this much (cm) or more below the cup's centre: golfers
 * putt from the mat or low on the ramp (the clip sets' short putts from a third of its length
 * up). A blob beside the cup, level with it or beyond (a hand, a shadow creeping at the ramp's
 * top, a catch area's speck), starts none, even after a blob on the mat within a ball's reach
 * (dev-wide-5-21, -22, -48).
 */
const START_BELOW_CM = 8;
/**
 * A putt starts in the cup only for a ball seen rolling up into it in this many steps or more: a
 * speck by the cup's dark edge and then one in it is none (dev-wide-5-48's dark red cup).
 */
const ROLLED_IN = 2;
/**
 * A putt's ball first seen on the ramp, still within this much (cm) of there this long after (s),
 * was put down, not putted: a ball rolls farther in that time (a blob jitters 5–6 cm as a hand
 * lets go, dev-wide-9-48).
 */
const PUT_DOWN_CM = 7;
const PUT_DOWN_SECONDS = 0.5;
/**
 * A blob first seen within this much (cm) of where a timed-out putt's ball lay, within this long
 * (s) of the timeout, is the ball being fetched (the clip sets' golfer comes for it 3.6–4.6 s
 * after it stopped; the tracker times out after 3–4).
 */
const LAY_CM = 4;
const LAY_SECONDS = 6;
/** A sighting within this much (cm) of one the ball could not have reached is the same object. */
const OFF_THE_WAY_CM = 3;
/**
 * A ball is back from the cup or the catch area this long (s) after it is first seen coming down
 * the return track: a next ball on the ramp before then interrupted its putt (the clip sets'
 * truth: the track's top plus 0.1 s).
 */
const RETURN_SETTLES = 0.1;

export class PuttTracker {
  private readonly returnDelay: number;
  private readonly timeout: number;
  private current: TrackerState = 'waiting';
  private readonly view: MatView;
  private readonly mat: PuttMat;
  /** The ball's sightings, per region (debounced). */
  private readonly seen: Sightings;
  /** Blobs seen in the catch area between putts. */
  private readonly specks: Specks;
  /** The last region the ball was confirmed in. */
  private lastRegion: Region | null = null;
  /** The media time of the frame being fed (s). */
  private now = 0;
  /** Every ball of the frame being fed (`feedAll`), placed; null: the ball fed alone. */
  private frameBalls: Point[] | null = null;
  /** A putt first seen on the ramp, waiting for its next sighting to go on up (`confirm`). */
  private tentative: { t: number; at: Point; start: (events: TrackerEvent[]) => void } | null = null;

  // The putt followed (reset by `start`).
  private startedAt = 0;
  /** Where the putt's ball was first seen, when that was on the ramp (not rolling from the mat). */
  private firstOnRamp: Point | null = null;
  private firstOnRampT = 0;
  /** When the putt's ball was last seen within `PUT_DOWN_CM` of its first sighting on the ramp. */
  private lyingT = 0;
  /** The start or the last region the putt's ball entered: the timeout counts from here. */
  private progressAt = 0;
  private zone: Zone | null = null;
  /** The wedge the putt's ball was seen crossing the rim by (`crossRim`); else `zone`, guessed as it neared the cup. */
  private crossed: Zone | null = null;
  private sawCatch = false;
  private sawCup = false;
  /** The last sighting of the putt's ball on its way (ramp, cup, catch). */
  private lastOnTheWay: Point | null = null;
  private lastOnTheWayT = 0;
  /** The last sighting of the putt's ball on its way up the ramp. */
  private approach: Point | null = null;
  /** Its sightings on its way outside the cup's rim, of the last `PATH_SECONDS` (`pathCrossing`). */
  private path: Seen[] = [];
  /** Where something was seen that the ball could not have rolled to (`onTheWay`). */
  private offTheWay: Point | null = null;
  /** The oldest of the recent sightings before it (none when there is none), and the ball's speed at it (cm/s). */
  private wayBefore: Point | null = null;
  private waySpeed = 0;
  /** Watches a ball creeping back down the ramp (progress). */
  private readonly creep: CreepWatch;
  /** Whether the putt's ball came to rest on the ramp or at the lip. */
  private readonly rest: RestWatch;
  /** Watches the balls not followed for the putt's ball coming back (`feedAll`). */
  private readonly sideReturn: ReturnWatch;

  // Balls coming back down the return track that are not the putt's.
  /** Balls of interrupted putts still to come back, and a watch for one beside the ball followed. */
  private readonly pendingReturns = new PendingReturns();
  private readonly pendingReturn: ReturnWatch;
  /** The interrupted putt's ball last seen coming back: it rolls on down the track, no one else's return. */
  private claimed: { at: Point; t: number } | null = null;
  /** Balls coming back down the return track while no putt is followed (`unseen-putt.ts`). */
  private readonly returnRun: ReturnRun;
  /** Where the last putt's ball lay when it timed out, and until when a blob there is it being fetched (s). */
  private lay: { at: Point; until: number } | null = null;
  /** Until when a ball coming back may be that of the last putt (s). */
  private quietUntil = Number.NEGATIVE_INFINITY;

  constructor(cal: Calibration, options: TrackerOptions = {}) {
    this.returnDelay = options.returnDelay ?? 0.25;
    this.timeout = options.timeout ?? 3;
    this.view = new MatView(cal);
    const regions = this.view.regions;
    const along = { cup: regions.cup, direction: regions.direction, perCm: this.view.unitsPerCm };
    this.mat = { regions, rim: this.view.rim, along };
    this.seen = new Sightings(along);
    this.specks = new Specks(along);
    this.creep = new CreepWatch(along);
    this.rest = new RestWatch(GAP_SECONDS);
    this.returnRun = new ReturnRun(along, GAP_SECONDS);
    this.sideReturn = new ReturnWatch(along);
    this.pendingReturn = new ReturnWatch(along);
  }

  get state(): TrackerState {
    return this.current;
  }

  /**
   * One frame at media time `t` with every ball the detector saw (`detectAll`): follows the one
   * that fits the putt's state (`chooseBall`), as `feed` does.
   */
  feedAll(t: number, balls: readonly BallObservation[]): TrackerEvent[] {
    const all = balls.map((b) => {
      const at = this.view.place(b);
      return { at, region: regionAt(this.mat.regions, at) };
    });
    // An interrupted putt's ball, once it came back, rolls on down the track: no putt's ball.
    const claimed = this.followClaimed(t, all);
    const open = all.map((_, k) => k).filter((k) => k !== claimed);
    const placed = open.map((k) => all[k]);
    const j = chooseBall(placed, {
      waiting: this.current === 'waiting',
      last: this.seen.lastWithin(t),
      reach: reach(this.mat.along, t - this.seen.lastT),
    });
    const followed = j >= 0 ? placed[j].region : null;
    const besides = placed.filter((b, k) => k !== j && b.region === 'return').map((b) => b.at);
    // An interrupted putt's ball coming back down the track beside the ball followed, wherever
    // that is (on the ramp it cannot be on the track too): that putt's return, no one else's.
    if (this.pendingReturns.expected(t)) {
      this.pendingReturn.see(t, besides);
      if (this.pendingReturn.backBy(t) && besides.length > 0) {
        this.pendingReturns.take(t);
        this.pendingReturn.reset();
        this.claimed = { at: besides[0], t };
      }
    } else this.pendingReturn.reset();
    // The putt's ball may come back beside the next ball followed on the mat; not while its own
    // ball is followed on its way, nor when an interrupted putt's ball is still to come back.
    if (
      this.current !== 'waiting' &&
      !this.rest.rested &&
      (followed === null || followed === 'mat') &&
      !this.pendingReturns.expected(t)
    )
      this.sideReturn.see(t, besides);
    this.frameBalls = all.map((b) => b.at);
    if (this.current === 'waiting')
      this.specks.see(
        t,
        all.filter((b) => b.region === 'catch').map((b) => b.at),
      );
    const events = this.feed(t, j >= 0 ? balls[open[j]] : null);
    this.frameBalls = null;
    return events;
  }

  /** The index of the claimed ball in `balls` (followed on from its last sighting), or -1. */
  private followClaimed(t: number, balls: readonly { at: Point; region: Region | null }[]): number {
    const c = this.claimed;
    if (c === null) return -1;
    const limit = reach(this.mat.along, t - c.t);
    let k = -1;
    balls.forEach((b, i) => {
      const d = Math.hypot(b.at.x - c.at.x, b.at.y - c.at.y);
      if (
        b.region === 'return' &&
        d <= limit &&
        (k < 0 || d < Math.hypot(balls[k].at.x - c.at.x, balls[k].at.y - c.at.y))
      )
        k = i;
    });
    if (k >= 0) this.claimed = { at: balls[k].at, t };
    else if (t - c.t > GAP_SECONDS) this.claimed = null;
    return k;
  }

  /** One frame at media time `t` (seconds since recording started) with its ball, or none. */
  feed(t: number, ball: BallObservation | null): TrackerEvent[] {
    const seen = ball ? { x: ball.x, y: ball.y } : null;
    const events: TrackerEvent[] = [{ type: 'ball', t, at: seen }];
    this.now = t;
    const at = seen ? this.view.place(seen) : null;
    this.confirm(t, at, events);
    const limit = this.timeout + (this.sawCup ? CUP_WAIT : 0);
    if (this.current !== 'waiting' && t - this.progressAt > limit) this.timeOut(events);
    const region = at ? regionAt(this.mat.regions, at) : null;
    const unseen = this.returnRun.see(t, at, region === 'return');
    if (unseen !== null && this.current === 'waiting') this.unseenMake(unseen, t, events);
    this.seen.see(t, at, region);
    // The putt's ball on its way: in the region it was last confirmed in, or over the cup (not a
    // new ball just seen on the ramp while the putt's ball was last on the return track), where
    // it could have rolled since it was last seen on its way (not a shoe lying on the ramp while
    // the ball sits in the cup: dev-wide-7-19).
    if (
      at &&
      this.current !== 'waiting' &&
      (region === 'cup' || (region === this.lastRegion && region !== 'return' && region !== 'mat')) &&
      this.onTheWay(t, at)
    ) {
      const speed = this.seen.speed();
      if (this.crossed === null && region === 'cup' && inCup(this.mat.rim, at)) this.crossRim(t, at);
      this.lastOnTheWay = at;
      this.lastOnTheWayT = t;
      if (!inCup(this.mat.rim, at)) {
        this.path.push({ p: at, t });
        while (t - this.path[0].t > PATH_SECONDS) this.path.shift();
      }
      if (region === 'ramp') this.approach = at;
      this.wayBefore = this.seen.before();
      this.waySpeed = speed ?? 0;
      // It may rest on the ramp, or at the lip (within a ball's radius inside the rim or beyond it).
      const canRest = region === 'ramp' || (region === 'cup' && atLip(this.mat.along, this.mat.rim, at));
      this.rest.see(t, ball!.area, speed, canRest);
      const struck = this.struckAfterPutDown(t, at);
      if (struck !== null) {
        // A ball put down on the ramp lay where it was first seen (its blob stepped up as the
        // hand let go) and now leaves, struck: its putt is timed from its last sighting there.
        this.startedAt = struck;
        this.progressAt = struck;
        this.rest.reset();
      }
      if (this.creep.see(t, at)) {
        this.progressAt = t;
        this.rest.rested = false;
      }
    } else if (at) this.rest.interrupt(); // Another object, or the ball off its way: no longer lying still.
    if (region === 'return') {
      if (this.seen.rollingDown(at!)) this.enter('return', at!, events);
    } else if (region !== null && this.seen.frames === DEBOUNCE_FRAMES) this.enter(region, at!, events);
    else if (region === 'ramp' && this.current === 'waiting' && this.seen.frames > DEBOUNCE_FRAMES) {
      // A ball resting on the ramp, struck there: it heads for the cup without changing region.
      const r = this.seen.lastFew();
      const first = struckOnRamp(
        this.mat.along,
        r.map((s) => s.p),
      );
      if (first >= 0 && this.belowCup(r[first].p)) this.start(r[first].t, events);
    }
    return events;
  }

  /**
   * Whether a sighting at `at` may be the putt's ball on its way: where it could have rolled from
   * its last sighting on its way, and not by where something was first seen that it could not have
   * reached (that object lying there, however long: `offTheWay`; a ball rolls away from it).
   */
  private onTheWay(t: number, at: Point): boolean {
    const near = (p: Point) => Math.hypot(p.x - at.x, p.y - at.y) <= OFF_THE_WAY_CM * this.mat.along.perCm;
    if (this.offTheWay && near(this.offTheWay)) return false;
    if (this.reachable(at, t)) return true;
    this.offTheWay = at;
    return false;
  }

  /** Whether `at` is within any ball's `reach` by `t` of the putt's ball's last sighting on its way. */
  private withinReach(at: Point, t: number): boolean {
    const from = this.lastOnTheWay;
    return from === null || Math.hypot(at.x - from.x, at.y - from.y) <= reach(this.mat.along, t - this.lastOnTheWayT);
  }

  /** Whether the putt's ball could have rolled to `at` by `t` from its last sighting on its way, at its speed there. */
  private reachable(at: Point, t: number): boolean {
    const from = this.lastOnTheWay;
    return from === null || couldRollTo(this.mat.along, from, at, this.waySpeed, t - this.lastOnTheWayT);
  }

  /**
   * A putt first seen on the ramp starts once a ball of the next frame near its last sighting has
   * rolled on up from it (or none is seen for `GAP_SECONDS`: it dropped, or went on unseen). A
   * rolling ball cannot stop or turn back within a frame; the golfer's hand fetching a ball (its
   * fragments jump 10–40 cm) turns back, and a ball just put down on the ramp (its blob stepping
   * up as the hand lets go, dev-wide-5-40) or lifted off it (dev-wide-3-11) lies still.
   */
  private confirm(t: number, at: Point | null, events: TrackerEvent[]): void {
    const p = this.tentative;
    if (p === null) return;
    const r = reach(this.mat.along, t - p.t);
    const near = (this.frameBalls ?? (at ? [at] : [])).filter((q) => Math.hypot(q.x - p.at.x, q.y - p.at.y) <= r);
    if (near.length === 0 && t - p.t <= GAP_SECONDS) return;
    this.tentative = null;
    if (near.length === 0 || near.some((q) => rollsUp(this.mat.along, p.at, q))) p.start(events);
  }

  /** A putt's ball is first seen on the golfer's side of the cup, by `START_BELOW_CM` at least. */
  private belowCup(p: Point): boolean {
    return this.belowCupCm(p) >= START_BELOW_CM;
  }

  /** Centimetres `p` lies on the golfer's side of the cup's centre (< 0: behind it). */
  private belowCupCm(p: Point): number {
    const { cx, cy } = this.mat.regions.cup;
    return backCm(this.mat.along, { x: cx, y: cy }, p);
  }

  /** Starts the putt now when its ball was seen rolling from the mat, else once `confirm`ed. */
  private startWhen(fromMat: boolean, at: Point, start: (events: TrackerEvent[]) => void, events: TrackerEvent[]) {
    if (fromMat) return start(events);
    this.tentative = {
      t: this.now,
      at,
      start: (ev) => {
        start(ev);
        this.firstOnRamp = at;
        this.firstOnRampT = this.startedAt;
        this.lyingT = this.startedAt;
      },
    };
  }

  /**
   * The putt's ball, first seen on the ramp, lay within `PUT_DOWN_CM` of that first sighting for
   * `PUT_DOWN_SECONDS` or more and is now seen at `at` leaving up the ramp: when it was last seen
   * lying there (it was put down, then struck); else null. A ball that rolls on at once keeps its
   * start, and so does one that stops there for good (a short putt that died at the lip).
   */
  private struckAfterPutDown(t: number, at: Point): number | null {
    const first = this.firstOnRamp;
    if (first === null) return null;
    if (Math.hypot(at.x - first.x, at.y - first.y) <= PUT_DOWN_CM * this.mat.along.perCm) {
      this.lyingT = t;
      return null;
    }
    this.firstOnRamp = null;
    return this.lyingT - this.firstOnRampT >= PUT_DOWN_SECONDS && rollsUp(this.mat.along, first, at)
      ? this.lyingT
      : null;
  }

  /** The ball was confirmed in `region`, seen `at`: the state machine's transitions. */
  private enter(region: Region, at: Point, events: TrackerEvent[]): void {
    const { since, from, gap } = this.seen;
    const first = this.seen.at!;
    const cameFrom = this.lastRegion;
    this.lastRegion = region;
    const closer = this.seen.closer(at);
    // Off the mat, the ball must also roll up the ramp within the region (`rollsUp`), by a struck
    // ball's step when nothing was seen before it (a ball just put down jitters where it lies) or
    // only something on the return track. From the mat means seen there just before (not a
    // speck elsewhere since the ball was last confirmed on the mat: dev-wide-7-19).
    const step = from === null || regionAt(this.mat.regions, from) === 'return' ? FIRST_STEP_CM : undefined;
    const fromMat = cameFrom === 'mat' && from !== null && regionAt(this.mat.regions, from) === 'mat';
    const towards =
      region === 'ramp' &&
      this.belowCup(first) &&
      (fromMat || (closer > TOWARD_CM && rollsUp(this.mat.along, first, at, step)));
    if (this.current === 'waiting') {
      // Seen lying on the ramp, then again after a frame or two without it: a resting ball's blob
      // flickering (it jumps centimetres as it comes back); a ball struck there is found by
      // `struckOnRamp`.
      const flicker = cameFrom === 'ramp' && from !== null && regionAt(this.mat.regions, from) === 'ramp';
      if (towards && !flicker && (fromMat || !this.whereTheLastBallLay(first, since)))
        this.startWhen(fromMat, at, (ev) => this.start(since, ev), events);
      else if (
        region === 'cup' &&
        from !== null &&
        closer > TOWARD_CM &&
        // Into the cup from the ramp's side: a speck in the catch area is no putt arriving.
        rollsUp(this.mat.along, from, at) &&
        // …seen rolling up into it, not a speck at its edge and then one in it.
        this.stepsInto(first) >= ROLLED_IN
      ) {
        this.start(since, events);
        this.enterCup();
      } else if (region === 'catch') {
        const struck = this.rolledPastTheCup(first, since);
        if (struck === null) return;
        this.start(struck, events);
        this.sawCatch = true;
        this.current = 'awaiting-return';
      }
      return;
    }
    // Progress is a new region: the same one seen again after a gap (a ball resting at the lip,
    // flickering in and out of sight) does not hold the timeout off.
    // A blob with no sighting just before it, while the ball is in the cup or the catch area
    // (a speck by the cup, a hand), is not the ball moving on either.
    const progressBefore = this.progressAt;
    if (region !== cameFrom && (from !== null || this.current === 'in-progress')) this.progressAt = since;
    // Nor is a blob found below not to be the putt's ball (specks in the catch area kept a ball
    // at rest on the ramp from timing out for 3.6 s, dev-wide-9-5).
    const notTheBall = () => {
      this.progressAt = progressBefore;
    };
    switch (region) {
      case 'ramp':
        // A ball heading up the ramp from the mat (or from beside it, where the return track
        // runs) while the last one is in the cup or the catch area, or vanished on its way
        // (dropped unseen, or stopped): the golfer putts again. The last ball will come down the
        // return track if it is in the cup or the catch area, and may if it vanished (`startNext`).
        if (
          towards &&
          (this.current === 'awaiting-return' ||
            ((cameFrom === 'mat' || cameFrom === 'return') && since - this.startedAt > QUICK_AFTER)) &&
          // Not the putt's own ball creeping back down over the ramp's foot, its blob jittering
          // back onto the ramp (dev-wide-10-9): no other ball is where it was just seen.
          !(since - this.lastOnTheWayT <= GAP_SECONDS && byTheRestingBall(this.soFar(), this.mat, first))
        ) {
          this.startWhen(fromMat, at, (ev) => this.startNext(since, ev), events);
        }
        return;
      case 'cup':
        this.enterCup();
        return;
      case 'catch':
        // A ball at rest on the ramp does not roll on up: a blob seen next in the catch area by it
        // (its own a centimetre or two off, what is left of it as the detector learns it, a hand
        // fetching it) is not it reaching the catch.
        if (
          (this.rest.rested && byTheRestingBall(this.soFar(), this.mat, first)) ||
          // Nor is a blob where one was seen between putts (a speck on a dark catch area's edge
          // flickering: dev-wide-5-8 logged three makes as catches), unless it came up the ramp
          // past the cup's side (where the last putt's ball lay and was fetched: dev-wide-13-38).
          (this.specks.near(since, first) && !this.rolledBesideTheCup(first)) ||
          // Nor one the ball could not have rolled to at the speed it was last seen on its way (a
          // speck behind the cup as a slow ball drops at the lip: dev-wide-7-2).
          !this.reachable(first, since)
        ) {
          notTheBall();
          return;
        }
        this.sawCatch = true;
        this.current = 'awaiting-return';
        return;
      case 'mat':
        // Down from the ramp and away from the cup, at a speed a ball rolls back at: a ball placed
        // on the mat, or the putter carried back from the ramp's top, is no return.
        if (
          cameFrom === 'ramp' &&
          closer < -TOWARD_CM &&
          since - this.startedAt > this.returnDelay &&
          // Unseen coming down, it was not last seen dropping (the next ball put down on the mat
          // while the last one sits in the cup: dev-wide-12-7).
          (from === null ? !droppedUnseen(this.soFar(), this.mat) : couldRollBack(this.mat.along, from, first, gap)) &&
          // …and from where the ball was last seen on its way, at the speed it had.
          this.reachable(first, since)
        ) {
          this.finish(events, { t: this.startedAt, result: 'MISS', miss: this.sawCatch ? 'CATCH' : 'RETURN' });
        }
        return;
      case 'return':
        // An interrupted putt's ball: it rolls on down the track, no one else's return either.
        if (this.pendingReturns.take(since)) {
          this.claimed = { at, t: this.now };
          return;
        }
        // Not the ball that came to rest on its way (the golfer's hand fetching it, another
        // ball), unless it hung at the lip and dropped since (dev-wide-10-24), or lay behind the
        // cup and comes back soon: it lay in the catch area (dev-wide-11-44).
        if (this.rest.rested && !this.droppedFromTheLip(since)) {
          if (!this.caughtBehindTheCup(since)) return;
          this.sawCatch = true;
        }
        // Nor the putt's ball itself rolling back down the ramp by its edge, over the track beside
        // it (dev-wide-13-38): seen on the ramp just before, a step away, below the cup. It is
        // still on the ramp, and rolls on back onto the mat.
        if (this.current === 'in-progress' && this.offTheRampsEdge(first)) {
          this.lastRegion = cameFrom;
          notTheBall();
          return;
        }
        // Nor, while it rolls up the ramp below the cup, one farther than any ball rolls since
        // (the last putt's ball coming back: dev-wide-8-39). From the cup or the catch area it
        // comes out unseen, and a speck by the cup is no ball rolling up (dev-wide-10-21).
        if (
          this.current === 'in-progress' &&
          this.lastOnTheWay !== null &&
          this.belowCup(this.lastOnTheWay) &&
          !this.withinReach(first, since)
        ) {
          notTheBall();
          return;
        }
        // The golfer putted again: the next ball, seen just before rolling up the mat, reaches the
        // ramp before this one is back down the track (dev-wide-7-31). Its putt was interrupted.
        if (this.nextBallOnRampBy(since + RETURN_SETTLES)) {
          this.finish(events, { t: this.startedAt, result: 'MISS', miss: 'QUICK PUTT' });
        } else this.finish(events, cameBack(this.soFar(), this.mat));
        // Its ball rolls on down the track into the tray: no later putt's ball (dev-wide-13-23).
        this.claimed = { at, t: this.now };
        return;
    }
  }

  /**
   * Whether a ball seen rolling up the mat in the last few sightings (before the one just taken)
   * reaches the ramp's foot by `t` at its speed.
   */
  private nextBallOnRampBy(t: number): boolean {
    const { regions, along } = this.mat;
    const onMat = this.seen
      .lastFew()
      .slice(0, -1)
      .filter((s) => regionAt(regions, s.p) === 'mat');
    if (onMat.length < 2) return false;
    const first = onMat[0];
    const last = onMat[onMat.length - 1];
    if (this.now - last.t > GAP_SECONDS || !rollsUp(along, first.p, last.p)) return false;
    const speed = speedCmS(along, onMat);
    const cup = { x: regions.cup.cx, y: regions.cup.cy };
    const foot = Math.max(...regions.ramp.map((q) => backCm(along, cup, q)));
    const toRamp = backCm(along, cup, last.p) - foot;
    return speed > 0 && last.t + Math.max(0, toRamp) / speed <= t;
  }

  /** The next putt starts at `since` while this one is on: how did this one end? */
  private startNext(since: number, events: TrackerEvent[]): void {
    // A ball that came to rest on its way stays there: it timed out, and will not come back.
    if (this.rest.rested) this.finish(events, { t: this.startedAt, result: 'MISS', miss: 'TIMEOUT' });
    // Its ball came back beside the next one before that reached the ramp: not interrupted.
    else if (this.sideReturn.backBy(since)) this.finish(events, cameBack(this.soFar(), this.mat));
    else {
      // In the cup or the catch area it will come back; lost on the ramp's upper part, it may.
      if (this.current === 'awaiting-return') this.pendingReturns.add(Number.POSITIVE_INFINITY);
      else if (vanishedByTheCup(this.soFar(), this.mat)) this.pendingReturns.add(since + HIDDEN_RETURN_WAIT);
      this.finish(events, { t: this.startedAt, result: 'MISS', miss: 'QUICK PUTT' });
    }
    this.start(since, events);
  }

  /**
   * The putt's ball is seen over the hole for the first time, at `at`: its zone is the wedge where
   * its path from the sighting before (a recent one) crosses the rim, else the wedge it is seen in.
   */
  private crossRim(t: number, at: Point): void {
    const before = t - this.lastOnTheWayT <= GAP_SECONDS ? this.lastOnTheWay : null;
    this.crossed = wedgeToward(
      this.mat.regions,
      this.wayIn(t) ?? (before === null ? at : rimCrossing(this.mat.rim, before, at)),
    );
  }

  /** Where the putt's ball, seen on its way until just before `t`, meets the rim (`approachCrossing`), or null. */
  private wayIn(t: number): Point | null {
    const last = this.path.at(-1);
    return last !== undefined && t - last.t <= GAP_SECONDS ? approachCrossing(this.soFar(), this.mat) : null;
  }

  private enterCup(): void {
    this.sawCup = true;
    if (this.zone === null) {
      const at = this.seen.at!;
      this.zone = wedgeToward(
        this.mat.regions,
        this.wayIn(this.seen.since) ?? rimCrossing(this.mat.rim, this.seen.from ?? at, at),
      );
    }
    this.current = 'awaiting-return';
  }

  /**
   * A ball first seen at `first` in the catch area at `since`, no putt followed, rolled up the ramp
   * past the cup into it: seen rolling up in `ROLLED_IN` steps or more from the ramp, not where a
   * speck was. A putt struck beside the cup's line, or seen only as it passed the cup (a small
   * ball, a short clip), is a catch (dev-wide-10-24). The time of its run's first sighting, or null.
   */
  private rolledPastTheCup(first: Point, since: number): number | null {
    const seen = this.seen.lastFew();
    const k = seen.findIndex((s) => s.p === first);
    const steps = this.stepsInto(first);
    if (steps < ROLLED_IN || regionAt(this.mat.regions, seen[k - 1].p) !== 'ramp') return null;
    return this.specks.near(since, first, since) ? null : seen[k - steps].t;
  }

  /**
   * `first`, the first sighting of a run on the return track, is the putt's ball from the ramp
   * beside it: last seen on its way on the ramp, and just before `first` a step from it there,
   * below the cup (a ball coming back from the cup enters the track at its top, behind the cup).
   */
  private offTheRampsEdge(first: Point): boolean {
    // `from` is only kept within a gap and a ball's reach of `first` (Sightings).
    const { from } = this.seen;
    const { regions } = this.mat;
    const way = this.lastOnTheWay;
    return (
      from !== null &&
      way !== null &&
      regionAt(regions, way) === 'ramp' &&
      regionAt(regions, from) === 'ramp' &&
      this.belowCup(first)
    );
  }

  /** The ball was seen rolling up to `first`, its first sighting in its region, from the ramp just before. */
  private rolledBesideTheCup(first: Point): boolean {
    const { from } = this.seen;
    return from !== null && regionAt(this.mat.regions, from) === 'ramp' && this.stepsInto(first) >= 1;
  }

  /**
   * How many steps the ball rolled up the ramp to `first`, its first sighting in its region, when
   * the one before was within `CUP_START_GAP` (a ball arriving, not something bright after a gap);
   * else 0. A putt starts in the cup or the catch area only so.
   */
  private stepsInto(first: Point): number {
    const { from, gap } = this.seen;
    return from !== null && gap <= CUP_START_GAP ? stepsUpTo(this.mat.along, this.seen.lastFew(), first) : 0;
  }

  /** Its ball, at rest over the cup's edge (at the lip), is seen coming back at `t` soon after its last sighting there: it dropped. */
  private droppedFromTheLip(t: number): boolean {
    const at = this.lastOnTheWay;
    return at !== null && regionAt(this.mat.regions, at) === 'cup' && t - this.lastOnTheWayT <= LIP_DROP_SECONDS;
  }

  /** Its ball, at rest behind the cup's centre, is seen coming back at `t` soon after its last sighting there: it lay in the catch area. */
  private caughtBehindTheCup(t: number): boolean {
    const at = this.lastOnTheWay;
    return at !== null && this.belowCupCm(at) < 0 && t - this.lastOnTheWayT <= CAUGHT_SECONDS;
  }

  /** What was seen of the putt followed, for `putt-outcome.ts`. */
  private soFar(): PuttSoFar {
    return {
      t: this.startedAt,
      zone: this.crossed ?? this.zone,
      sawCatch: this.sawCatch,
      rested: this.rest.rested,
      way: this.lastOnTheWay,
      approach: this.approach,
      before: this.wayBefore,
      speed: this.waySpeed,
      path: this.path,
    };
  }

  private start(t: number, events: TrackerEvent[]): void {
    this.current = 'in-progress';
    this.returnRun.forget();
    this.startedAt = t;
    this.firstOnRamp = null;
    this.progressAt = t;
    this.creep.reset();
    this.zone = null;
    this.crossed = null;
    this.sawCatch = false;
    this.sawCup = false;
    // Its ball is where it was last seen, at the speed it had (`onTheWay` and the catch area
    // measure from there: a speck behind the cup right after the start is not it).
    this.lastOnTheWay = this.seen.last;
    this.lastOnTheWayT = this.seen.lastT;
    this.approach = null;
    this.path = [];
    this.offTheWay = null;
    this.wayBefore = null;
    this.waySpeed = this.seen.speed() ?? 0;
    this.rest.reset();
    this.sideReturn.reset();
    events.push({ type: 'putt-started', t });
  }

  /**
   * A ball came back down the return track from the cup while no putt was followed: a putt
   * started at `start` and dropped unseen (`unseen-putt.ts`) — unless it is the ball of a putt
   * interrupted by the next (QUICK PUTT) or logged at its timeout.
   */
  private unseenMake(start: number, t: number, events: TrackerEvent[]): void {
    if (this.pendingReturns.take(t)) return;
    if (this.returnRun.firstSeen < this.quietUntil) return;
    events.push({ type: 'putt-started', t: start });
    this.finish(events, { t: start, result: 'MAKE', zone: 'LOW' });
  }

  /**
   * The golfer finishes the session (decision 067): a putt still followed is logged now, as its
   * timeout would log it at the last frame fed, so Finish never drops the last putt.
   */
  settle(): TrackerEvent[] {
    const events: TrackerEvent[] = [];
    if (this.current !== 'waiting') this.timeOut(events);
    return events;
  }

  /** The putt followed ends as a ball that made no progress for the timeout ends (`timedOut`). */
  private timeOut(events: TrackerEvent[]): void {
    const putt = timedOut(this.soFar(), this.mat, this.sideReturn.backBy(Number.POSITIVE_INFINITY));
    if (putt.result === 'MISS' && putt.miss === 'TIMEOUT' && this.lastOnTheWay)
      this.lay = { at: this.lastOnTheWay, until: this.now + LAY_SECONDS };
    this.finish(events, putt);
    this.quietUntil = Math.max(this.quietUntil, this.lastOnTheWayT + HIDDEN_RETURN_WAIT);
  }

  /**
   * `p`, at `t`, is where the last putt's ball lay when it timed out, soon after: the golfer's
   * hand fetching it, or the hole it leaves in the learned picture — no ball first seen there.
   */
  private whereTheLastBallLay(p: Point, t: number): boolean {
    const lay = this.lay;
    return (
      lay !== null && t <= lay.until && Math.hypot(p.x - lay.at.x, p.y - lay.at.y) <= LAY_CM * this.mat.along.perCm
    );
  }

  private finish(events: TrackerEvent[], putt: Putt): void {
    this.current = 'waiting';
    this.returnRun.forget();
    this.quietUntil = Math.max(this.quietUntil, this.now + AFTER_PUTT_QUIET);
    events.push({ type: 'putt', t: putt.t, putt });
  }
}
