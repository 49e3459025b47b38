/** Camera putt tracking (issue 15), pure: `@holeout/shared/camera/index` exports all of it. */
export { BallDetector, DEFAULT_DETECTOR_OPTIONS, DRIFT_LIMIT } from './detector.ts';
export { pointInPolygon, type Region, rectangle, regionAt, wedgeToward, zoneAt } from './geometry.ts';
export { snapCup } from './snap-cup.ts';
export { PuttTracker } from './tracker.ts';
export type * from './types.ts';
