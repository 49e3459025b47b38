/**
 * The putt state machine (issue 15, decision 048): ball sightings in, putts out.
 *
 *   waiting ──ball seen moving towards the cup──▶ in-progress ──cup or catch──▶ awaiting-return
 *      ▲                                             │                            │
 *      └──────────── the putt is logged ◀────────────┴────────────────────────────┘
 *
 * - A putt starts where its ball is first seen rolling up the ramp (`putt-path.ts`): leaving the
 *   mat, further up (a fast putt, a dropped frame, a ball struck on the ramp), or in the cup.
 *   Not seen on the mat before, it starts once its next sighting has not turned back down the
 *   ramp (a hand's fragments, a resting ball's flickering blob do).
 * - MAKE: entered the cup (the first wedge entered is the zone), then reached the return track
 *   without the catch area; or last seen rolling over or at the cup and never again.
 * - MISS RETURN: came down the ramp back onto the mat, more than `returnDelay` after the start
 *   (a ball sighted twice on the mat is a ball on the mat, not a return).
 * - MISS CATCH: the catch area, then the return track, the mat or nothing (not a blob seen there
 *   by a ball that came to rest at the ramp's top: it stays there).
 * - MISS TIMEOUT: no progress (a new region, creeping back down) for `timeout` seconds,
 *   `CUP_WAIT` more once over the cup: a ball that stopped on the ramp or at the lip (seen lying
 *   still, then taken for scenery by the detector; nothing coming down the track is it then).
 * - MISS QUICK PUTT: a new ball moving up the ramp while the last one was still in the cup or the
 *   catch area; the interrupted putt is logged as QUICK PUTT — its outcome cannot be known.
 *   With every ball of the frame (`feedAll`, `ball-choice.ts`), the last ball seen coming back
 *   beside the next one before that reached the ramp logs the last putt instead.
 *
 * The regions, the cup and its wedges are those of `MatView`: on the mat's plane, in centimetres,
 * when the calibration has one, so zones are split after rectification. A region counts only
 * when the ball is seen in it in two consecutive frames (single-frame blips change nothing; in
 * the catch area, where a ball lies half hidden, two sightings close by with frames unseen between);
 * frames without a ball (occlusion, a ball under the surface) keep the state. A ball that reached
 * the return track without a cup sighting (the drop was hidden) is a make in the wedge facing its
 * last sighting. Times are media seconds; a putt's `t` is its start.
 */
import type { Putt, Zone } from '../putt-log.ts';
import { chooseBall, ReturnWatch } from './ball-choice.ts';
import { type Region, regionAt, rimCrossing, wedgeToward } from './geometry.ts';
import { MatView } from './mat-view.ts';
import {
  type Along,
  atLip,
  backCm,
  CreepWatch,
  closerCm,
  couldRollBack,
  RestWatch,
  rollingIntoCup,
  rollsUp,
  type Seen,
  speedCmS,
  struckOnRamp,
} from './putt-path.ts';
import type {
  BallObservation,
  Calibration,
  Point,
  RegionSet,
  TrackerEvent,
  TrackerOptions,
  TrackerState,
} from './types.ts';
import { ReturnRun } from './unseen-putt.ts';

const DEBOUNCE_FRAMES = 2;
/** Closer to the cup by this many centimetres between two sightings: moving towards it. */
const TOWARD_CM = 0.5;
/** A ball lying in the tray is seen up to this much (cm) up or down the track from frame to frame. */
const TRAY_JITTER_CM = 3;
/** A ball first seen on the ramp, with no sighting before, rolls up it by this much between its first two sightings (cm). */
const FIRST_STEP_CM = 1;
/** Sightings kept for a ball struck on the ramp (`struckOnRamp`). */
const RECENT = 5;
/** A ball leaving the mat this long after the start is a new putt, not the same ball wobbling on the edge (s). */
const QUICK_AFTER = 0.5;
/** No putt rolls faster than this (cm/s): a sighting farther from the last one is another object. */
const MAX_SPEED_CM = 800;
/** A ball unseen for this long (a blurred strike, a dropped frame) is still the ball seen before (s). */
const GAP_SECONDS = 0.3;
/**
 * A putt starts in the cup only from a sighting this recent (s): something bright over the dark
 * cup (a putter shaft) right after the ball vanished behind the putter is not the ball arriving.
 */
const CUP_START_GAP = 0.1;
/** A ball in the cup may rest there this much longer (s) before the mat's return gives it back. */
const CUP_WAIT = 1;
/**
 * A ball last seen on its way this close to the cup's centre (cm) may have dropped unseen; if the
 * golfer putts again meanwhile, a ball coming down the return track within `HIDDEN_RETURN_WAIT`
 * seconds is taken for that one.
 */
const HIDDEN_DROP_CM = 12;
const HIDDEN_RETURN_WAIT = 6;
/**
 * A ball coming back down the return track this soon (s) after a putt was logged, with no putt
 * followed, is that putt's ball or one it left behind (a quick putt's): no golfer puts a ball
 * down and putts it again in less.
 */
const AFTER_PUTT_QUIET = 3;
/**
 * A ball first seen on the ramp (not rolling from the mat) that starts a putt is seen next no more
 * than this (cm) back down the ramp from where it started: a rolling ball cannot turn back within
 * a frame, but the golfer's hand fetching a ball (its fragments jump 10–40 cm) or a resting ball's
 * blob flickering between two spots does.
 */
const TURN_BACK_CM = 2;
/** A ball in the catch area seen again after frames without it is seen this close (cm) to its last sighting. */
const CATCH_STAY_CM = 5;
/** A blob this close (cm) to where the putt's ball came to rest is that ball, or something at it (a hand). */
const BY_REST_CM = 4;

export class PuttTracker {
  private readonly returnDelay: number;
  private readonly timeout: number;
  private current: TrackerState = 'waiting';
  private startedAt = 0;
  /** The start or the last region the putt's ball entered: the timeout counts from here. */
  private progressAt = 0;
  private readonly view: MatView;
  private readonly geo: RegionSet;
  private readonly along: Along;
  /** Watches a ball creeping back down the ramp (progress). */
  private readonly creep: CreepWatch;
  private zone: Zone | null = null;
  private sawCatch = false;
  private sawCup = false;
  /** The last region the ball was confirmed in (debounced). */
  private lastRegion: Region | null = null;
  /** The region of the latest sightings and how many consecutive frames saw it. */
  private candidate: Region | null = null;
  private candidateFrames = 0;
  private candidateSince = 0;
  private candidateFrom: Point | null = null;
  private candidateAt: Point | null = null;
  /** The return track's sightings have counted (see `rollingDown`). */
  private returnTaken = false;
  /** The last sighting; it speaks for the same ball across a gap of up to `GAP_SECONDS`. */
  private previous: Point | null = null;
  private previousT = 0;
  /** Seconds between the candidate region's first sighting and the one before it. */
  private candidateGap = 0;
  /** The last sightings, none older than `GAP_SECONDS`. */
  private recent: Seen[] = [];
  /** Balls of interrupted putts (QUICK PUTT) still to come down the return track, each until when: not this putt's. */
  private pendingReturns: number[] = [];
  /** Balls coming back down the return track while no putt is followed (`unseen-putt.ts`). */
  private readonly returnRun: ReturnRun;
  /** Until when a ball coming back may be that of the last putt (s). */
  private quietUntil = Number.NEGATIVE_INFINITY;
  /** The media time of the frame being fed (s). */
  private now = 0;
  /** The last sighting of the putt's ball on its way (ramp, cup, catch). */
  private lastOnTheWay: Point | null = null;
  /** The oldest of the recent sightings before it (none when there is none), and the ball's speed at it (cm/s). */
  private wayBefore: Point | null = null;
  private waySpeed = 0;
  /** Whether the putt's ball came to rest on the ramp or at the lip (`RestWatch`). */
  private readonly rest: RestWatch;
  /** Watches the balls not followed for the putt's ball coming back (`feedAll`). */
  private readonly sideReturn: ReturnWatch;
  /** A putt first seen on the ramp, waiting for its next sighting to go on up (`confirm`). */
  private tentative: { t: number; at: Point; start: (events: TrackerEvent[]) => void } | null = null;
  /** Every ball of the frame being fed (`feedAll`), placed; null: the ball fed alone. */
  private frameBalls: Point[] | null = null;

  constructor(cal: Calibration, options: TrackerOptions = {}) {
    this.returnDelay = options.returnDelay ?? 0.25;
    this.timeout = options.timeout ?? 3;
    this.view = new MatView(cal);
    this.geo = this.view.regions;
    this.along = { cup: this.geo.cup, direction: this.geo.direction, perCm: this.view.unitsPerCm };
    this.creep = new CreepWatch(this.along);
    this.rest = new RestWatch(GAP_SECONDS);
    this.returnRun = new ReturnRun(this.along, GAP_SECONDS);
    this.sideReturn = new ReturnWatch(this.along);
  }

  get state(): TrackerState {
    return this.current;
  }

  /**
   * One frame at media time `t` with every ball the detector saw (`detectAll`): follows the one
   * that fits the putt's state (`chooseBall`), as `feed` does.
   */
  feedAll(t: number, balls: readonly BallObservation[]): TrackerEvent[] {
    const recent = this.previous !== null && t - this.previousT <= GAP_SECONDS;
    const placed = balls.map((b) => {
      const at = this.view.place(b);
      return { at, region: regionAt(this.geo, at) };
    });
    const i = chooseBall(placed, {
      waiting: this.current === 'waiting',
      last: recent ? this.previous : null,
      reach: (MAX_SPEED_CM * (t - this.previousT) + 3) * this.view.unitsPerCm,
    });
    // The putt's ball may come back beside the next ball followed on the mat; not while its own
    // ball is followed on its way, nor when an interrupted putt's ball is still to come back.
    const followed = i >= 0 ? placed[i].region : null;
    if (
      this.current !== 'waiting' &&
      !this.rest.rested &&
      (followed === null || followed === 'mat') &&
      !this.pendingReturns.some((until) => until >= t)
    )
      this.sideReturn.see(
        t,
        placed.filter((b, k) => k !== i && b.region === 'return').map((b) => b.at),
      );
    this.frameBalls = placed.map((b) => b.at);
    const events = this.feed(t, i >= 0 ? balls[i] : null);
    this.frameBalls = null;
    return events;
  }

  /** One frame at media time `t` (seconds since recording started) with its ball, or none. */
  feed(t: number, ball: BallObservation | null): TrackerEvent[] {
    const seen = ball ? { x: ball.x, y: ball.y } : null;
    const events: TrackerEvent[] = [{ type: 'ball', t, at: seen }];
    this.now = t;
    const at = seen ? this.view.place(seen) : null;
    this.confirm(t, at, events);
    const limit = this.timeout + (this.sawCup ? CUP_WAIT : 0);
    if (this.current !== 'waiting' && t - this.progressAt > limit) {
      this.finish(events, this.timedOut());
      this.quietUntil = t + HIDDEN_RETURN_WAIT;
    }
    const region = at ? regionAt(this.geo, at) : null;
    const unseen = this.returnRun.see(t, at, region === 'return');
    if (unseen !== null && this.current === 'waiting') this.unseenMake(unseen, t, events);
    // A ball in the catch area, half hidden against its back, may be seen every second or third
    // frame only (dev-wide-3-5): frames without a ball keep it there, for the next sighting close by.
    const stay = this.candidate === 'catch' && t - this.previousT <= GAP_SECONDS;
    if (stay && region === null) {
      // Unseen: still in the catch area.
    } else if (
      region === null ||
      region !== this.candidate ||
      (stay && Math.hypot(at!.x - this.previous!.x, at!.y - this.previous!.y) > CATCH_STAY_CM * this.view.unitsPerCm)
    ) {
      this.candidate = region;
      this.candidateFrames = region === null ? 0 : 1;
      this.candidateSince = t;
      // A sighting farther than a ball rolls since the last one is another object.
      const reach = (MAX_SPEED_CM * (t - this.previousT) + 3) * this.view.unitsPerCm;
      const same =
        this.previous &&
        at &&
        t - this.previousT <= GAP_SECONDS &&
        Math.hypot(at.x - this.previous.x, at.y - this.previous.y) <= reach;
      // The ball already taken as coming back, seen again down the track or in the tray after a
      // frame or two unseen, is not another return; one seen further up the track (more than a
      // resting ball's sighting jitters in the tray) is another ball.
      this.returnTaken =
        region === null
          ? this.returnTaken
          : this.returnTaken &&
            region === 'return' &&
            !!same &&
            backCm(this.along, this.previous!, at!) > -TRAY_JITTER_CM;
      this.candidateFrom = same ? this.previous : null;
      this.candidateGap = t - this.previousT;
      this.candidateAt = at;
    } else {
      this.candidateFrames++;
    }
    if (at) {
      this.recent = [...this.recent.filter((s) => t - s.t <= GAP_SECONDS), { p: at, t }];
      this.previous = at;
      this.previousT = t;
    }
    // Cm/s over the last few sightings (null when there is none close enough in time before).
    const speed = at && this.recent.length > 1 ? speedCmS(this.along, this.recent) : null;
    // The putt's ball on its way: in the region it was last confirmed in, or over the cup (not a
    // new ball just seen on the ramp while the putt's ball was last on the return track).
    if (
      at &&
      this.current !== 'waiting' &&
      (region === 'cup' || (region === this.lastRegion && region !== 'return' && region !== 'mat'))
    ) {
      this.lastOnTheWay = at;
      // The direction over the last few sightings (one step's direction is noisy).
      this.wayBefore = this.recent.length > 1 ? this.recent[Math.max(0, this.recent.length - RECENT)].p : null;
      this.waySpeed = speed ?? 0;
      // It may rest on the ramp, or at the lip (within 1.5 cm inside the rim or beyond it).
      const canRest = region === 'ramp' || (region === 'cup' && atLip(this.along, this.view.rim, at));
      this.rest.see(t, ball!.area, speed, canRest);
      if (this.creep.see(t, at)) {
        this.progressAt = t;
        this.rest.rested = false;
      }
    } else if (at) this.rest.interrupt(); // Another object, or the ball off its way: no longer lying still.
    if (region === 'return') this.rollingDown(at!, events);
    else if (region !== null && this.candidateFrames === DEBOUNCE_FRAMES) this.enter(region, at!, events);
    else if (region === 'ramp' && this.current === 'waiting' && this.candidateFrames > DEBOUNCE_FRAMES) {
      // A ball resting on the ramp, struck there: it heads for the cup without changing region.
      const r = this.recent.slice(-RECENT);
      const first = struckOnRamp(
        this.along,
        r.map((s) => s.p),
      );
      if (first >= 0) this.start(r[first].t, events);
    }
    return events;
  }

  /**
   * A putt first seen on the ramp starts once a ball of the next frame near its last sighting is
   * no more than `TURN_BACK_CM` back down the ramp from it (or none is seen for `GAP_SECONDS`: it
   * dropped, or went on unseen); one seen only further back was no ball rolling up.
   */
  private confirm(t: number, at: Point | null, events: TrackerEvent[]): void {
    const p = this.tentative;
    if (p === null) return;
    const reach = (MAX_SPEED_CM * (t - p.t) + 3) * this.view.unitsPerCm;
    const near = (this.frameBalls ?? (at ? [at] : [])).filter((q) => Math.hypot(q.x - p.at.x, q.y - p.at.y) <= reach);
    if (near.length === 0 && t - p.t <= GAP_SECONDS) return;
    this.tentative = null;
    if (near.length === 0 || near.some((q) => backCm(this.along, p.at, q) <= TURN_BACK_CM)) p.start(events);
  }

  /** Starts the putt now when its ball was seen rolling from the mat, else once `confirm`ed. */
  private startWhen(fromMat: boolean, at: Point, start: (events: TrackerEvent[]) => void, events: TrackerEvent[]) {
    if (fromMat) start(events);
    else this.tentative = { t: this.now, at, start };
  }

  /** Centimetres the ball came closer to the cup since the sighting before it entered its region (< 0: went away). */
  private closer(at: Point): number {
    return closerCm(this.along, this.candidateFrom ?? this.candidateAt!, at);
  }

  /**
   * The return track counts once the ball seen there has rolled down it towards the golfer, by
   * `TOWARD_CM` since its first sighting there (two sightings or more): a ball lying in the tray is
   * no ball coming back; one entering the track sideways from the catch area counts once it rolls.
   */
  private rollingDown(at: Point, events: TrackerEvent[]): void {
    if (this.returnTaken || this.candidateFrames < DEBOUNCE_FRAMES) return;
    if (backCm(this.along, this.candidateAt!, at) < TOWARD_CM) return;
    this.returnTaken = true;
    this.enter('return', at, events);
  }

  private enter(region: Region, at: Point, events: TrackerEvent[]): void {
    const since = this.candidateSince;
    const cameFrom = this.lastRegion;
    this.lastRegion = region;
    const closer = this.closer(at);
    // Off the mat, the ball must also roll up the ramp within the region (`rollsUp`), by a struck
    // ball's step when nothing was seen before it (a ball just put down jitters where it lies) or
    // only something on the return track. From the mat means seen there just before.
    const from = this.candidateFrom;
    const step = from === null || regionAt(this.geo, from) === 'return' ? FIRST_STEP_CM : undefined;
    const fromMat = cameFrom === 'mat' && from !== null;
    const towards =
      region === 'ramp' && (fromMat || (closer > TOWARD_CM && rollsUp(this.along, this.candidateAt!, at, step)));
    if (this.current === 'waiting') {
      // Seen lying on the ramp, then again after a frame or two without it: a resting ball's blob
      // flickering (it jumps centimetres as it comes back); a ball struck there is found by
      // `struckOnRamp`.
      const flicker = cameFrom === 'ramp' && from !== null && regionAt(this.geo, from) === 'ramp';
      if (towards && !flicker) this.startWhen(fromMat, at, (ev) => this.start(since, ev), events);
      else if (
        region === 'cup' &&
        this.candidateFrom !== null &&
        this.candidateGap <= CUP_START_GAP &&
        closer > TOWARD_CM &&
        // Into the cup from the ramp's side: a speck in the catch area is no putt arriving.
        rollsUp(this.along, this.candidateFrom, at)
      ) {
        this.start(since, events);
        this.enterCup();
      }
      return;
    }
    // Progress is a new region: the same one seen again after a gap (a ball resting at the lip,
    // flickering in and out of sight) does not hold the timeout off.
    // A blob with no sighting just before it, while the ball is in the cup or the catch area
    // (a speck by the cup, a hand), is not the ball moving on either.
    if (region !== cameFrom && (this.candidateFrom !== null || this.current === 'in-progress')) this.progressAt = since;
    switch (region) {
      case 'ramp':
        // A ball heading up the ramp from the mat (or from beside it, where the return track
        // runs) while the last one is in the cup or the catch area, or vanished on its way
        // (dropped unseen, or stopped): the golfer putts again. The last ball will come down the
        // return track if it is in the cup or the catch area, and may if it vanished by the cup.
        if (
          towards &&
          (this.current === 'awaiting-return' ||
            ((cameFrom === 'mat' || cameFrom === 'return') && since - this.startedAt > QUICK_AFTER))
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
        if (this.rest.rested && this.byTheRestingBall(this.candidateAt!)) return;
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
          (this.candidateFrom === null ||
            couldRollBack(this.along, this.candidateFrom, this.candidateAt!, this.candidateGap))
        ) {
          this.finish(events, { t: this.startedAt, result: 'MISS', miss: this.sawCatch ? 'CATCH' : 'RETURN' });
        }
        return;
      case 'return':
        this.pendingReturns = this.pendingReturns.filter((until) => until >= since);
        if (this.pendingReturns.length > 0) {
          this.pendingReturns.shift();
          return;
        }
        // Not the ball that came to rest on its way (the golfer's hand fetching it, another ball).
        if (this.rest.rested) return;
        this.finish(events, this.cameBack());
        return;
    }
  }

  /** The next putt starts at `since` while this one is on: how did this one end? */
  private startNext(since: number, events: TrackerEvent[]): void {
    // A ball that came to rest on its way stays there: it timed out, and will not come back.
    if (this.rest.rested) this.finish(events, { t: this.startedAt, result: 'MISS', miss: 'TIMEOUT' });
    // Its ball came back beside the next one before that reached the ramp: not interrupted.
    else if (this.sideReturn.backBy(since)) this.finish(events, this.cameBack());
    else {
      if (this.current === 'awaiting-return') this.pendingReturns.push(Number.POSITIVE_INFINITY);
      else if (this.vanishedByTheCup()) this.pendingReturns.push(since + HIDDEN_RETURN_WAIT);
      this.finish(events, { t: this.startedAt, result: 'MISS', miss: 'QUICK PUTT' });
    }
    this.start(since, events);
  }

  /** The putt whose ball came back down the return track: a catch, or a make. */
  private cameBack(): Putt {
    return this.sawCatch
      ? { t: this.startedAt, result: 'MISS', miss: 'CATCH' }
      : { t: this.startedAt, result: 'MAKE', zone: this.zone ?? this.hiddenDropZone() };
  }

  private enterCup(): void {
    this.sawCup = true;
    if (this.zone === null) {
      const at = this.candidateAt!;
      this.zone = wedgeToward(this.geo, rimCrossing(this.view.rim, this.candidateFrom ?? at, at));
    }
    this.current = 'awaiting-return';
  }

  /** `at` is within `BY_REST_CM` of the putt's ball's last sighting on its way (where it came to rest). */
  private byTheRestingBall(at: Point): boolean {
    const p = this.lastOnTheWay;
    return p !== null && Math.hypot(at.x - p.x, at.y - p.y) <= BY_REST_CM * this.view.unitsPerCm;
  }

  /** The putt's ball was last seen on its way within `HIDDEN_DROP_CM` of the cup's centre. */
  private vanishedByTheCup(): boolean {
    const at = this.lastOnTheWay;
    const { cx, cy } = this.geo.cup;
    return at !== null && Math.hypot(at.x - cx, at.y - cy) <= HIDDEN_DROP_CM * this.view.unitsPerCm;
  }

  /**
   * The ball was last seen on its way over the hole (inside the lip: nothing holds it there), or
   * rolling at the cup (reaching the rim within `DROP_SECONDS` at its speed), and never again: it
   * dropped and its return went unseen (a tray out of the picture, a track the detector cannot see
   * the ball on). One sighting over the cup is enough: a fast ball drops in a frame or two. A ball
   * that died at the lip was seen lying still there before the detector took it for scenery; one
   * that lipped out is seen again.
   */
  private droppedUnseen(): boolean {
    const at = this.lastOnTheWay;
    if (this.sawCatch || this.rest.rested || at === null) return false;
    return !atLip(this.along, this.view.rim, at) || rollingIntoCup(this.along, this.wayBefore, at, this.waySpeed);
  }

  /**
   * Nothing happened to the putt for too long. A ball that reached the catch area is a catch
   * whether or not its way back was seen (a track out of the picture, or one the ball is not
   * seen on); one that dropped unseen is a make; else it stopped on the ramp or at the lip.
   */
  private timedOut(): Putt {
    const t = this.startedAt;
    if (this.sawCatch) return { t, result: 'MISS', miss: 'CATCH' };
    // Its ball came back beside the next one followed, which never reached the ramp.
    if (!this.rest.rested && this.sideReturn.backBy(Number.POSITIVE_INFINITY)) return this.cameBack();
    if (this.droppedUnseen()) return { t, result: 'MAKE', zone: this.zone ?? this.unseenDropZone() };
    return { t, result: 'MISS', miss: 'TIMEOUT' };
  }

  /** The wedge where the path of a ball last seen rolling at the cup, outside it, meets the rim. */
  private unseenDropZone(): Zone {
    const at = this.lastOnTheWay;
    if (at === null || this.wayBefore === null || regionAt(this.geo, at) === 'cup') return this.hiddenDropZone();
    return wedgeToward(this.geo, rimCrossing(this.view.rim, this.wayBefore, at));
  }

  /** The wedge facing the ball's last sighting on its way (LOW when it was never seen). */
  private hiddenDropZone(): Zone {
    return this.lastOnTheWay ? wedgeToward(this.geo, this.lastOnTheWay) : 'LOW';
  }

  private start(t: number, events: TrackerEvent[]): void {
    this.current = 'in-progress';
    this.returnRun.forget();
    this.startedAt = t;
    this.progressAt = t;
    this.creep.reset();
    this.zone = null;
    this.sawCatch = false;
    this.sawCup = false;
    this.lastOnTheWay = null;
    this.wayBefore = null;
    this.waySpeed = 0;
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
    this.pendingReturns = this.pendingReturns.filter((until) => until >= t);
    if (this.pendingReturns.length > 0) {
      this.pendingReturns.shift();
      return;
    }
    if (this.returnRun.firstSeen < this.quietUntil) return;
    events.push({ type: 'putt-started', t: start });
    this.finish(events, { t: start, result: 'MAKE', zone: 'LOW' });
  }

  private finish(events: TrackerEvent[], putt: Putt): void {
    this.current = 'waiting';
    this.returnRun.forget();
    this.quietUntil = Math.max(this.quietUntil, this.now + AFTER_PUTT_QUIET);
    events.push({ type: 'putt', t: putt.t, putt });
  }
}
