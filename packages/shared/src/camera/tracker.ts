/**
 * The putt state machine (issue 15): ball sightings in, putts out.
 *
 *   waiting ──ball left the mat onto the ramp──▶ in-progress ──cup or catch──▶ awaiting-return
 *      ▲                                             │                            │
 *      └──────────── the putt is logged ◀────────────┴────────────────────────────┘
 *
 * - MAKE: entered the cup (the first wedge entered is the zone), then reached the return track
 *   without the catch area.
 * - MISS RETURN: back on the mat, coming down the ramp, more than `returnDelay` after the start.
 * - MISS CATCH: the catch area, then the return track or the mat.
 * - MISS TIMEOUT: no return within `timeout` of the start.
 * - MISS QUICK PUTT: a new putt started (a ball left the mat onto the ramp) while the last ball
 *   was still in the cup or the catch area; the interrupted putt is logged as QUICK PUTT — its
 *   outcome cannot be known — and the new one is tracked.
 *
 * A region counts only when the ball is seen in it in two consecutive frames (single-frame blips
 * change nothing); frames without a ball (occlusion, a ball under the surface) keep the state.
 * A ball that reached the return track without a cup sighting (the drop was hidden) is a make in
 * the wedge facing its last sighting. Times are media seconds; a putt's `t` is its start.
 */
import type { Putt, Zone } from '../putt-log.ts';
import { cupEntryPoint, type Region, regionAt, wedgeToward } from './geometry.ts';
import type { BallObservation, Calibration, Point, TrackerEvent, TrackerOptions, TrackerState } from './types.ts';

const DEBOUNCE_FRAMES = 2;

export class PuttTracker {
  private readonly returnDelay: number;
  private readonly timeout: number;
  private current: TrackerState = 'waiting';
  private startedAt = 0;
  private zone: Zone | null = null;
  private sawCatch = false;
  /** The last region the ball was confirmed in (debounced). */
  private lastRegion: Region | null = null;
  /** The region of the latest sightings and how many consecutive frames saw it. */
  private candidate: Region | null = null;
  private candidateFrames = 0;
  private candidateSince = 0;
  private candidateFrom: Point | null = null;
  private candidateAt: Point | null = null;
  /** The previous sighting (null after a frame without a ball). */
  private previous: Point | null = null;
  /** The last sighting of the putt's ball on its way (ramp, cup, catch). */
  private lastOnTheWay: Point | null = null;

  constructor(
    private readonly cal: Calibration,
    options: TrackerOptions = {},
  ) {
    this.returnDelay = options.returnDelay ?? 0.25;
    this.timeout = options.timeout ?? 3;
  }

  get state(): TrackerState {
    return this.current;
  }

  /** One frame at media time `t` (seconds since recording started) with its ball, or none. */
  feed(t: number, ball: BallObservation | null): TrackerEvent[] {
    const at = ball ? { x: ball.x, y: ball.y } : null;
    const events: TrackerEvent[] = [{ type: 'ball', t, at }];
    if (this.current !== 'waiting' && t - this.startedAt > this.timeout) {
      this.finish(events, { t: this.startedAt, result: 'MISS', miss: 'TIMEOUT' });
    }
    const region = at ? regionAt(this.cal, at) : null;
    if (region === null || region !== this.candidate) {
      this.candidate = region;
      this.candidateFrames = region === null ? 0 : 1;
      this.candidateSince = t;
      this.candidateFrom = this.previous;
      this.candidateAt = at;
    } else {
      this.candidateFrames++;
    }
    this.previous = at;
    if (at && this.current !== 'waiting' && region !== 'return' && region !== 'mat') this.lastOnTheWay = at;
    if (region !== null && this.candidateFrames === DEBOUNCE_FRAMES) this.enter(region, events);
    return events;
  }

  private enter(region: Region, events: TrackerEvent[]): void {
    const since = this.candidateSince;
    const cameFrom = this.lastRegion;
    this.lastRegion = region;
    if (this.current === 'waiting') {
      if (region === 'ramp' && cameFrom === 'mat') this.start(since, events);
      return;
    }
    switch (region) {
      case 'ramp':
        if (cameFrom === 'mat' && this.current === 'awaiting-return') {
          this.finish(events, { t: this.startedAt, result: 'MISS', miss: 'QUICK PUTT' });
          this.start(since, events);
        }
        return;
      case 'cup':
        if (this.zone === null) {
          const at = this.candidateAt!;
          this.zone = wedgeToward(this.cal, cupEntryPoint(this.cal.cup, this.candidateFrom ?? at, at));
        }
        this.current = 'awaiting-return';
        return;
      case 'catch':
        this.sawCatch = true;
        this.current = 'awaiting-return';
        return;
      case 'mat':
        if ((cameFrom === 'ramp' || cameFrom === 'mat') && since - this.startedAt > this.returnDelay) {
          this.finish(events, { t: this.startedAt, result: 'MISS', miss: this.sawCatch ? 'CATCH' : 'RETURN' });
        }
        return;
      case 'return':
        this.finish(
          events,
          this.sawCatch
            ? { t: this.startedAt, result: 'MISS', miss: 'CATCH' }
            : { t: this.startedAt, result: 'MAKE', zone: this.zone ?? this.hiddenDropZone() },
        );
        return;
    }
  }

  /** The wedge facing the ball's last sighting on its way (LOW when it was never seen). */
  private hiddenDropZone(): Zone {
    return this.lastOnTheWay ? wedgeToward(this.cal, this.lastOnTheWay) : 'LOW';
  }

  private start(t: number, events: TrackerEvent[]): void {
    this.current = 'in-progress';
    this.startedAt = t;
    this.zone = null;
    this.sawCatch = false;
    this.lastOnTheWay = null;
    events.push({ type: 'putt-started', t });
  }

  private finish(events: TrackerEvent[], putt: Putt): void {
    this.current = 'waiting';
    events.push({ type: 'putt', t: putt.t, putt });
  }
}
