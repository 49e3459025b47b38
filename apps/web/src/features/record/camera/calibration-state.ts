/**
 * The camera setup as a pure reducer (decision 049): frame the mat, put four handles on the
 * corners of the ramp and catch area, put one on the cup, learn the empty mat, roll a ball past
 * the cup to check what the camera sees, name the mat. The handles start on the page's first
 * guess of the mat and the cup in the picture (decision 063) and stay exactly where the golfer
 * leaves them: once a handle is moved, no guess moves it again. The page recomputes the calibration (the mat's plane, the cup's outline found in
 * the picture) from them and a frame, and feeds it back with the worker's progress and events.
 */
import {
  calibrationFromMarks,
  type MatMarks,
  marksMakeAMat,
  marksOf,
  type TrackSide,
  withTrackSide,
} from '@holeout/shared/camera/calibrate-mat';
import type { Putt } from '@holeout/shared/putt-log';
import type { Calibration, Point } from './camera-api.ts';

export const SETUP_STEPS = ['frame', 'corners', 'cup', 'background', 'check', 'save'] as const;
export type SetupStep = (typeof SETUP_STEPS)[number];

/** What each step asks, as its heading says it. */
export const STEP_TITLES: Record<SetupStep, string> = {
  frame: 'Frame the mat',
  corners: 'Mark the ramp',
  cup: 'Mark the cup',
  background: 'Learn the empty mat',
  check: 'Roll a ball past the cup',
  save: 'Name this mat',
};

/** The four corner handles, in the order of `MatMarks.corners`. */
export const CORNER_LABELS = ['Near left corner', 'Near right corner', 'Far right corner', 'Far left corner'] as const;

/** Ball sightings the check step keeps (the newest). */
const SEEN_KEPT = 60;

/**
 * The first guess of the mat in the picture: being looked for (at the start, or `asked` by the
 * golfer), found (the handles started on it), not found (the handles stay), or not looked for (a
 * kept mat's handles, or a guess that came after the golfer moved a handle).
 */
export type GuessState = 'looking' | 'asked' | 'found' | 'none' | null;

/** The steps that show the guess and look for it: the handles' steps, before the worker learns the mat. */
export const GUESS_STEPS: readonly SetupStep[] = ['frame', 'corners', 'cup'];

/** The guess of the handles from a frame (found in the detection worker), with their calibration. */
export interface FoundMat {
  marks: MatMarks;
  calibration: Calibration;
}

export interface SetupState {
  step: SetupStep;
  /** The handles, frame pixels: where the golfer put them, or the guess until they move one. */
  marks: MatMarks;
  /** The golfer has moved a handle or chosen the track's side (or redoes a kept mat): no guess moves them. */
  moved: boolean;
  guess: GuessState;
  calibration: Calibration;
  /** Share of the empty-mat frames learned, 0..1. */
  background: number;
  /** Share of the mat and ramp the last learned frame showed burnt white, 0..1 (`burntShare`). */
  burnt: number;
  /** Where the camera saw a ball during the check, frame pixels, oldest first. */
  seen: Point[];
  /** A putt the tracker called during the check. */
  testPutt: Putt | null;
  /** The name the calibration is kept under on this device. */
  name: string;
}

export type SetupAction =
  | { type: 'next' }
  | { type: 'back' }
  | { type: 'corner'; index: number; point: Point }
  | { type: 'cup'; point: Point }
  /** The return track's side: the same plane, the track and the golfer's mat redrawn. */
  | { type: 'track-side'; side: TrackSide }
  /** The page's calibration for the current marks (with the cup's outline found in a frame). */
  | { type: 'calibrated'; marks: MatMarks; calibration: Calibration }
  /** The page's guess from a frame (null: no mat found in it). */
  | { type: 'found'; guess: FoundMat | null }
  /** The golfer asks for the mat to be found again. */
  | { type: 'find-again' }
  | { type: 'background'; progress: number }
  /** The mat is learned afresh (a darker picture, a shaded mat). */
  | { type: 'relearn' }
  | { type: 'burnt'; share: number }
  | { type: 'ball'; at: Point | null }
  | { type: 'test-putt'; putt: Putt }
  | { type: 'retry-test' }
  | { type: 'name'; name: string };

/** Handles of a first setup: a ramp narrowing up the middle of the picture, the cup near its top. */
export function initialMarks(width: number, height: number): MatMarks {
  return {
    corners: [
      { x: Math.round(width * 0.3), y: Math.round(height * 0.85) },
      { x: Math.round(width * 0.7), y: Math.round(height * 0.85) },
      { x: Math.round(width * 0.6), y: Math.round(height * 0.15) },
      { x: Math.round(width * 0.4), y: Math.round(height * 0.15) },
    ],
    cup: { x: Math.round(width / 2), y: Math.round(height * 0.25) },
  };
}

function clamp(width: number, height: number, p: Point): Point {
  return { x: Math.min(width, Math.max(0, Math.round(p.x))), y: Math.min(height, Math.max(0, Math.round(p.y))) };
}

/** A setup from scratch, or redoing a kept mat (its handles as the starting point). */
export function startSetup(
  frame: { width: number; height: number },
  kept?: { name: string; calibration: Calibration },
): SetupState {
  const fits =
    kept?.calibration.plane && kept.calibration.width === frame.width && kept.calibration.height === frame.height;
  const marks =
    fits && kept.calibration.plane ? marksOf(kept.calibration.plane) : initialMarks(frame.width, frame.height);
  return {
    step: 'frame',
    marks,
    moved: Boolean(fits),
    guess: fits ? null : 'looking',
    calibration: fits ? kept.calibration : calibrationFromMarks(frame.width, frame.height, marks, null),
    background: 0,
    burnt: 0,
    seen: [],
    testPutt: null,
    name: kept?.name ?? 'My mat',
  };
}

/** Whether the golfer may go on from the current step. */
export function canAdvance(state: SetupState): boolean {
  switch (state.step) {
    case 'corners':
    case 'cup':
      return marksMakeAMat(state.marks);
    case 'background':
      return state.background >= 1;
    case 'check':
      return state.seen.length > 0;
    case 'save':
      return state.name.trim().length > 0;
    default:
      return true;
  }
}

function goTo(state: SetupState, offset: number): SetupState {
  const index = Math.min(SETUP_STEPS.length - 1, Math.max(0, SETUP_STEPS.indexOf(state.step) + offset));
  const step = SETUP_STEPS[index];
  // The background is learned, and the check watched, afresh whenever their step is entered.
  if (step === 'background') return { ...state, step, background: 0, burnt: 0, seen: [], testPutt: null };
  if (step === 'check') return { ...state, step, seen: [], testPutt: null };
  return { ...state, step };
}

/**
 * New marks: a calibration without the cup's outline until the page finds it in a frame. Corners
 * that make no mat (a handle dragged onto another, three in a line) keep the last mat drawn until
 * the golfer moves one on; the step waits for them (`canAdvance`).
 */
function marked(state: SetupState, marks: MatMarks): SetupState {
  const { width, height } = state.calibration;
  if (!marksMakeAMat(marks)) return { ...state, marks, moved: true };
  return { ...state, marks, moved: true, calibration: calibrationFromMarks(width, height, marks, null) };
}

export function setupReducer(state: SetupState, action: SetupAction): SetupState {
  const { width, height } = state.calibration;
  switch (action.type) {
    case 'next':
      return canAdvance(state) ? goTo(state, 1) : state;
    case 'back':
      // Learning and the check are undone by stepping back over them to the cup.
      return goTo(state, state.step === 'check' ? -2 : -1);
    case 'corner': {
      const corners = state.marks.corners.map((p, i) => (i === action.index ? clamp(width, height, action.point) : p));
      return marked(state, { ...state.marks, corners });
    }
    case 'cup':
      return marked(state, { ...state.marks, cup: clamp(width, height, action.point) });
    case 'track-side':
      return {
        ...state,
        moved: true,
        marks: { ...state.marks, trackSide: action.side },
        calibration: withTrackSide(state.calibration, action.side),
      };
    case 'calibrated':
      // Only for the marks it was made from: a handle moved since then wins.
      return action.marks === state.marks ? { ...state, calibration: action.calibration } : state;
    case 'find-again':
      return { ...state, guess: 'asked' };
    case 'found':
      // The first guess never moves a handle the golfer has moved; one they asked for does.
      if (state.guess !== 'looking' && state.guess !== 'asked') return state;
      if (state.guess === 'looking' && state.moved) return { ...state, guess: null };
      if (!action.guess) return { ...state, guess: 'none' };
      return { ...state, ...action.guess, moved: false, guess: 'found' };
    case 'background':
      return state.step === 'background' ? { ...state, background: Math.min(1, Math.max(0, action.progress)) } : state;
    case 'relearn':
      return state.step === 'background' ? { ...state, background: 0, burnt: 0 } : state;
    case 'burnt':
      return state.step === 'background' ? { ...state, burnt: action.share } : state;
    case 'ball':
      return state.step === 'check' && action.at
        ? { ...state, seen: [...state.seen, action.at].slice(-SEEN_KEPT) }
        : state;
    case 'test-putt':
      return state.step === 'check' && state.testPutt === null ? { ...state, testPutt: action.putt } : state;
    case 'retry-test':
      return { ...state, seen: [], testPutt: null };
    case 'name':
      return { ...state, name: action.name };
  }
}
