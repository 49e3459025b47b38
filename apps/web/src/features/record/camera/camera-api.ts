/**
 * The one door from the camera mode to the pure tracker in `@holeout/shared/camera`: the page and
 * the worker import its names from here, so the mode's files do not each know the module layout.
 */

export { ballTooSmall } from '@holeout/shared/camera/ball-size';
export { BURNT_LIMIT, burntShare } from '@holeout/shared/camera/bright-mat';
export {
  CUP_FRAMES,
  calibrateMat,
  calibrateMatOnFrames,
  ellipseOutline,
  type MatMarks,
  marksMakeAMat,
  type TrackSide,
} from '@holeout/shared/camera/calibrate-mat';
export { findMat } from '@holeout/shared/camera/find-mat';
export { calibrationBounds } from '@holeout/shared/camera/geometry';
export {
  BallDetector,
  type BallObservation,
  type Calibration,
  type CupCircle,
  type Frame,
  type MatPlane,
  type Point,
  type Polygon,
  PuttTracker,
  snapCup,
  type TrackerEvent,
} from '@holeout/shared/camera/index';
export { applyHomography, composeHomography } from '@holeout/shared/camera/plane';
