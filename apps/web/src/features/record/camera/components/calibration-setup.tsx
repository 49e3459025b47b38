import { type ReactNode, useRef, useState } from 'react';
import { FormField } from '../../../../components/form-field.tsx';
import { ChoiceGroup } from '../../components/choice-group.tsx';
import { describePutt } from '../../recorder.ts';
import { degreesToDirection, directionToDegrees, REGIONS, type RegionKey } from '../calibration.ts';
import { canAdvance, SETUP_STEPS, type SetupAction, type SetupState, STEP_TITLES } from '../calibration-state.ts';
import { MAX_MAT_NAME_LENGTH } from '../calibration-storage.ts';
import type { CupCircle } from '../camera-api.ts';
import { Handle, RegionOverlay } from './region-overlay.tsx';

const REGION_LABELS = REGIONS.map((r) => r.label);

/** What each step asks the golfer to do. */
const STEP_HINTS: Record<SetupState['step'], string> = {
  frame:
    'Stand the phone on its stand so the cup, the ramp, the return track and the whole mat fill the frame, then keep it still.',
  cup: 'Drag the circle onto the cup and its edge handle to the cup’s rim; it snaps to the dark hole when you let go.',
  direction: 'Turn the arrow so it points the way you putt, from the mat to the cup. It sets the cup’s zones.',
  regions: 'Drag the corners of each area onto the mat. They start where most mats have them.',
  background: 'Keep the mat empty — no ball, no hand — for two seconds.',
  'test-putt': 'Hit one putt as usual and check what the camera saw.',
  save: 'This calibration is kept on this device for the next session on this mat.',
};

/**
 * The calibration steps over the live camera picture: the golfer drags the cup, the direction and
 * the corners on the overlay (or moves them with the arrow keys), then the worker learns the empty
 * mat and watches one test putt. `preview` is the video element, shared with the live view.
 */
export function CalibrationSetup({
  state,
  dispatch,
  preview,
  onCupDropped,
  onSave,
  onCancel,
}: {
  state: SetupState;
  dispatch: (action: SetupAction) => void;
  preview: ReactNode;
  /** The cup was let go: snap it to the dark disc under it. */
  onCupDropped: () => void;
  onSave: () => void;
  onCancel: () => void;
}) {
  const svg = useRef<SVGSVGElement>(null);
  const [region, setRegion] = useState<RegionKey>('mat');
  const { step, calibration } = state;
  const { cup } = calibration;
  const number = SETUP_STEPS.indexOf(step) + 1;
  const setCup = (next: CupCircle) => dispatch({ type: 'cup', cup: next });

  return (
    <section className="card camera-setup" aria-labelledby="camera-step-heading">
      <div className="camera-preview">
        {preview}
        {step === 'frame' ? (
          <div className="camera-frame-guide" aria-hidden="true">
            <span>cup</span>
            <span>mat</span>
          </div>
        ) : (
          <RegionOverlay
            calibration={calibration}
            label="Calibration on the camera picture"
            highlight={step === 'regions' ? region : undefined}
            svgRef={svg}
          >
            {step === 'cup' && (
              <>
                <Handle
                  at={{ x: cup.cx, y: cup.cy }}
                  label="Cup centre"
                  svg={svg}
                  onMove={(p) => setCup({ ...cup, cx: p.x, cy: p.y })}
                  onDrop={onCupDropped}
                />
                <Handle
                  at={{ x: cup.cx + cup.r, y: cup.cy }}
                  label="Cup rim"
                  svg={svg}
                  radius={7}
                  onMove={(p) => setCup({ ...cup, r: Math.hypot(p.x - cup.cx, p.y - cup.cy) })}
                  onDrop={onCupDropped}
                />
              </>
            )}
            {step === 'regions' &&
              calibration[region].map((p, index) => (
                <Handle
                  // biome-ignore lint/suspicious/noArrayIndexKey: a corner is its position in the polygon.
                  key={index}
                  at={p}
                  label={`${REGIONS.find((r) => r.key === region)?.label} corner ${index + 1}`}
                  svg={svg}
                  onMove={(point) => dispatch({ type: 'corner', region, index, point })}
                />
              ))}
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

        {step === 'direction' && (
          <div className="field">
            <label htmlFor="camera-direction">Putt direction (degrees, 0 = up the picture)</label>
            <input
              id="camera-direction"
              type="range"
              min={0}
              max={359}
              value={directionToDegrees(calibration.direction)}
              onChange={(e) => dispatch({ type: 'direction', radians: degreesToDirection(Number(e.target.value)) })}
            />
          </div>
        )}
        {step === 'regions' && (
          <ChoiceGroup
            legend="Area to adjust"
            options={REGION_LABELS}
            value={REGIONS.find((r) => r.key === region)?.label ?? 'Mat'}
            onChange={(label) => setRegion(REGIONS.find((r) => r.label === label)?.key ?? 'mat')}
          />
        )}
        {step === 'background' && (
          <div className="field">
            <label htmlFor="camera-background">Learning the empty mat</label>
            <progress id="camera-background" max={1} value={state.background} />
          </div>
        )}
        {step === 'test-putt' && (
          <p className="camera-test-putt" role="status" data-testid="camera-test-putt">
            {state.testPutt
              ? `The camera saw a ${describePutt(state.testPutt)}. Is that right?`
              : 'Waiting for a putt…'}
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
          {step === 'test-putt' && state.testPutt && (
            <button type="button" className="button button-secondary" onClick={() => dispatch({ type: 'retry-test' })}>
              Try another putt
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
              {step === 'test-putt' ? 'That’s right' : 'Next'}
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
