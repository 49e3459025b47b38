/**
 * The camera setup as a pure reducer: frame the mat, drop the cup, set the putt direction, check
 * the regions (placed from the cup and the direction until the golfer drags one), learn the empty
 * mat, see one test putt, name the mat. The page feeds it the worker's progress and events.
 */
import type { Putt } from '@holeout/shared/putt-log';
import { defaultRegions, initialCalibration, moveCorner, moveCup, type RegionKey } from './calibration.ts';
import type { Calibration, CupCircle, Point } from './camera-api.ts';

export const SETUP_STEPS = ['frame', 'cup', 'direction', 'regions', 'background', 'test-putt', 'save'] as const;
export type SetupStep = (typeof SETUP_STEPS)[number];

/** What each step asks, as its heading says it. */
export const STEP_TITLES: Record<SetupStep, string> = {
  frame: 'Frame the mat',
  cup: 'Mark the cup',
  direction: 'Set the putt direction',
  regions: 'Check the regions',
  background: 'Learn the empty mat',
  'test-putt': 'Hit one test putt',
  save: 'Name this mat',
};

export interface SetupState {
  step: SetupStep;
  calibration: Calibration;
  /** Once a corner was dragged, moving the cup or the direction no longer re-places the regions. */
  regionsEdited: boolean;
  /** Share of the empty-mat frames learned, 0..1. */
  background: number;
  /** The test putt the tracker saw, waiting for the golfer's confirmation. */
  testPutt: Putt | null;
  /** The name the calibration is kept under on this device. */
  name: string;
}

export type SetupAction =
  | { type: 'next' }
  | { type: 'back' }
  | { type: 'cup'; cup: CupCircle }
  | { type: 'direction'; radians: number }
  | { type: 'corner'; region: RegionKey; index: number; point: Point }
  | { type: 'background'; progress: number }
  | { type: 'test-putt'; putt: Putt }
  | { type: 'retry-test' }
  | { type: 'name'; name: string };

/** A setup from scratch, or redoing a kept mat (its calibration as the starting point). */
export function startSetup(
  frame: { width: number; height: number },
  kept?: { name: string; calibration: Calibration },
): SetupState {
  const fits = kept && kept.calibration.width === frame.width && kept.calibration.height === frame.height;
  return {
    step: 'frame',
    calibration: fits ? kept.calibration : initialCalibration(frame.width, frame.height),
    regionsEdited: Boolean(fits),
    background: 0,
    testPutt: null,
    name: kept?.name ?? 'My mat',
  };
}

/** Whether the golfer may go on from the current step. */
export function canAdvance(state: SetupState): boolean {
  switch (state.step) {
    case 'background':
      return state.background >= 1;
    case 'test-putt':
      return state.testPutt !== null;
    case 'save':
      return state.name.trim().length > 0;
    default:
      return true;
  }
}

function replaced(state: SetupState, calibration: Calibration): SetupState {
  if (state.regionsEdited) return { ...state, calibration };
  const { cup, direction, width, height } = calibration;
  return { ...state, calibration: { ...calibration, ...defaultRegions(cup, direction, width, height) } };
}

function goTo(state: SetupState, offset: number): SetupState {
  const index = Math.min(SETUP_STEPS.length - 1, Math.max(0, SETUP_STEPS.indexOf(state.step) + offset));
  const step = SETUP_STEPS[index];
  // The background is learned, and the test putt seen, afresh whenever their step is entered.
  if (step === 'background') return { ...state, step, background: 0, testPutt: null };
  if (step === 'test-putt') return { ...state, step, testPutt: null };
  return { ...state, step };
}

export function setupReducer(state: SetupState, action: SetupAction): SetupState {
  switch (action.type) {
    case 'next':
      return canAdvance(state) ? goTo(state, 1) : state;
    case 'back':
      // Learning and the test putt are undone by stepping back over them to the regions.
      return goTo(state, state.step === 'test-putt' ? -2 : -1);
    case 'cup':
      return replaced(state, moveCup(state.calibration, action.cup));
    case 'direction':
      return replaced(state, { ...state.calibration, direction: action.radians });
    case 'corner':
      return {
        ...state,
        regionsEdited: true,
        calibration: moveCorner(state.calibration, action.region, action.index, action.point),
      };
    case 'background':
      return state.step === 'background' ? { ...state, background: Math.min(1, Math.max(0, action.progress)) } : state;
    case 'test-putt':
      return state.step === 'test-putt' && state.testPutt === null ? { ...state, testPutt: action.putt } : state;
    case 'retry-test':
      return { ...state, testPutt: null };
    case 'name':
      return { ...state, name: action.name };
  }
}
