import { type ReactNode, useRef } from 'react';
import { FormField } from '../../../../components/form-field.tsx';
import { ChoiceGroup } from '../../components/choice-group.tsx';
import { describePutt } from '../../recorder.ts';
import {
  CORNER_LABELS,
  canAdvance,
  GUESS_STEPS,
  SETUP_STEPS,
  type SetupAction,
  type SetupState,
  STEP_TITLES,
} from '../calibration-state.ts';
import { MAX_MAT_NAME_LENGTH } from '../calibration-storage.ts';
import type { Point, TrackSide } from '../camera-api.ts';
import { whatTheCameraSaw } from '../check-sightings.ts';
import { Handle, RegionOverlay } from './region-overlay.tsx';

/** The return track's sides, in the golfer's words (seen from behind the ball). */
const TRACK_SIDES = { 'On the right': 'right', 'On the left': 'left' } as const satisfies Record<string, TrackSide>;
const SIDE_WORDS = Object.keys(TRACK_SIDES) as (keyof typeof TRACK_SIDES)[];

/** Said while three corner handles are in a line (one dragged onto another): they make no mat. */
export const NO_MAT_TEXT = 'Three corners are in a line: move a handle out to the ramp’s corner to make the mat again.';

/** What each step asks the golfer to do. */
const STEP_HINTS: Record<SetupState['step'], string> = {
  frame:
    'Stand the phone on its stand behind the mat so the cup, the ramp and the return track are in the picture, then keep it still.',
  corners:
    'Drag the four handles onto the corners of the ramp and the catch area behind the cup: near left, near right, far right, far left. Say which side the return track runs down.',
  cup: 'Drag the cup handle onto the hole. The outline the camera finds is drawn; the handles stay where you put them.',
  background: 'Keep the mat empty — no ball, no hand — for two seconds.',
  check: 'Roll a ball past the cup, as a putt would go, and see where the camera saw it.',
  save: 'This calibration is kept on this device for the next session on this mat.',
};

/** What the first guess of the mat (decision 063) came to, in the first three steps. */
const GUESS_TEXT: Record<NonNullable<SetupState['guess']>, string> = {
  looking: 'Looking for the mat and the cup…',
  asked: 'Looking for the mat and the cup…',
  found: 'Found the mat and the cup: their outline is drawn.',
  none: 'The mat was not found in the picture: drag the handles onto it.',
};
/** The ramp's near end has no edge to find: it is placed from the cup's size, so it asks a look. */
const FOUND_FOLLOW_UP: Partial<Record<SetupState['step'], string>> = {
  corners: "The near corners are only estimated: drag them onto the ramp's near end.",
  cup: 'If the cup handle is off, drag it onto the hole.',
};

/**
 * The calibration steps over the live camera picture: the golfer drags the corner handles and the
 * cup handle on the overlay (or moves them with the arrow keys) while the mat and cup outline the
 * camera derives are drawn; then the worker learns the empty mat, and a ball rolled past the cup
 * shows what the camera sees. `preview` is the video element, shared with the live view.
 */
export function CalibrationSetup({
  state,
  dispatch,
  preview,
  notice,
  onMarksDropped,
  onSave,
  onCancel,
}: {
  state: SetupState;
  dispatch: (action: SetupAction) => void;
  preview: ReactNode;
  /** What the golfer should know about the picture (a mat burnt white), shown under the step's hint. */
  notice?: ReactNode;
  /** A handle was let go: find the cup's outline and the plane for the marks. */
  onMarksDropped: () => void;
  onSave: () => void;
  onCancel: () => void;
}) {
  const svg = useRef<SVGSVGElement>(null);
  const { step, calibration, marks } = state;
  const number = SETUP_STEPS.indexOf(step) + 1;
  const saw = step === 'check' ? whatTheCameraSaw(calibration, state.seen) : null;

  return (
    <section className="card camera-setup" aria-labelledby="camera-step-heading">
      <div className="camera-preview">
        {preview}
        {step === 'frame' && state.guess === 'found' ? (
          <RegionOverlay calibration={calibration} label="The mat and the cup found in the camera picture" />
        ) : step === 'frame' ? (
          <div className="camera-frame-guide" aria-hidden="true">
            <span>cup</span>
            <span>mat</span>
          </div>
        ) : (
          <RegionOverlay calibration={calibration} label="Calibration on the camera picture" svgRef={svg}>
            {step === 'corners' &&
              marks.corners.map((p: Point, index: number) => (
                <Handle
                  key={CORNER_LABELS[index]}
                  at={p}
                  label={CORNER_LABELS[index]}
                  svg={svg}
                  onMove={(point) => dispatch({ type: 'corner', index, point })}
                  onDrop={onMarksDropped}
                />
              ))}
            {step === 'cup' && (
              <Handle
                at={marks.cup}
                label="Cup centre"
                svg={svg}
                onMove={(point) => dispatch({ type: 'cup', point })}
                onDrop={onMarksDropped}
              />
            )}
            {step === 'check' && state.seen.length > 0 && (
              <polyline className="camera-trail" points={state.seen.map((p) => `${p.x},${p.y}`).join(' ')} />
            )}
          </RegionOverlay>
        )}
      </div>

      <div className="camera-step">
        <p className="muted">
          Step {number} of {SETUP_STEPS.length}
        </p>
        <h2 id="camera-step-heading" tabIndex={-1}>
          {STEP_TITLES[step]}
        </h2>
        <p>{STEP_HINTS[step]}</p>
        {(step === 'corners' || step === 'cup') && !canAdvance(state) && (
          <p className="camera-notice" role="status">
            {NO_MAT_TEXT}
          </p>
        )}
        {GUESS_STEPS.includes(step) && state.guess && (
          <p className="camera-guess" role="status" data-testid="camera-guess">
            {GUESS_TEXT[state.guess]}
            {state.guess === 'found' && step !== 'frame' && ` ${FOUND_FOLLOW_UP[step]}`}
          </p>
        )}

        {step === 'corners' && (
          <ChoiceGroup
            legend="Return track"
            options={SIDE_WORDS}
            value={marks.trackSide === 'left' ? 'On the left' : 'On the right'}
            onChange={(word) => dispatch({ type: 'track-side', side: TRACK_SIDES[word] })}
          />
        )}
        {step === 'background' && (
          <div className="field">
            <label htmlFor="camera-background">Learning the empty mat</label>
            <progress id="camera-background" max={1} value={state.background} />
          </div>
        )}
        {notice}
        {step === 'check' && (
          <p className="camera-test-putt" role="status" data-testid="camera-check">
            {saw}
            {state.testPutt && ` It called a ${describePutt(state.testPutt)}.`}
          </p>
        )}
        {step === 'save' && (
          <FormField
            label="Mat name"
            value={state.name}
            maxLength={MAX_MAT_NAME_LENGTH}
            onValue={(name) => dispatch({ type: 'name', name })}
            error={canAdvance(state) ? null : 'Give the mat a name.'}
          />
        )}

        <div className="record-actions">
          {GUESS_STEPS.includes(step) && (
            <button
              type="button"
              className="button button-secondary"
              aria-disabled={state.guess === 'looking' || state.guess === 'asked'}
              onClick={() => state.guess !== 'looking' && state.guess !== 'asked' && dispatch({ type: 'find-again' })}
            >
              Find the mat again
            </button>
          )}
          {step === 'check' && state.seen.length > 0 && (
            <button type="button" className="button button-secondary" onClick={() => dispatch({ type: 'retry-test' })}>
              Roll another
            </button>
          )}
          {step === 'save' ? (
            <button type="button" className="button button-primary" onClick={() => canAdvance(state) && onSave()}>
              Save calibration
            </button>
          ) : (
            <button
              type="button"
              className="button button-primary"
              aria-disabled={!canAdvance(state)}
              onClick={() => dispatch({ type: 'next' })}
            >
              {step === 'check' ? 'Looks right' : 'Next'}
            </button>
          )}
          {step === 'frame' ? (
            <button type="button" className="button button-ghost" onClick={onCancel}>
              Cancel
            </button>
          ) : (
            <button type="button" className="button button-ghost" onClick={() => dispatch({ type: 'back' })}>
              Back
            </button>
          )}
        </div>
      </div>
    </section>
  );
}
