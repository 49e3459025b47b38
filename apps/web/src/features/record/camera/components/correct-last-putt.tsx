import { PUTT_OUTCOMES, type Putt, type PuttOutcome, puttOutcome } from '@holeout/shared/putt-log';
import { useState } from 'react';
import { SelectField } from '../../../../components/select-field.tsx';

const outcomeLabel = (outcome: PuttOutcome) => (outcome === 'NONE' ? 'Not a putt' : outcome);

/**
 * "Correct last putt": the golfer says what the last putt really was (or that it was none); the
 * change is kept with the session as a label for the tracker.
 */
export function CorrectLastPutt({ last, onCorrect }: { last: Putt | undefined; onCorrect: (to: PuttOutcome) => void }) {
  const [open, setOpen] = useState(false);
  const [choice, setChoice] = useState<PuttOutcome>('NONE');
  if (!last) return null;
  if (!open) {
    return (
      <button
        type="button"
        className="button button-secondary"
        onClick={() => {
          setChoice(puttOutcome(last));
          setOpen(true);
        }}
      >
        Correct last putt
      </button>
    );
  }
  return (
    <form
      className="camera-correct"
      aria-label="Correct last putt"
      onSubmit={(event) => {
        event.preventDefault();
        onCorrect(choice);
        setOpen(false);
      }}
    >
      <SelectField
        label="The last putt was"
        value={choice}
        options={PUTT_OUTCOMES}
        labelOf={outcomeLabel}
        onValue={setChoice}
      />
      <div className="button-row">
        <button type="submit" className="button button-primary">
          Save correction
        </button>
        <button type="button" className="button button-ghost" onClick={() => setOpen(false)}>
          Cancel
        </button>
      </div>
    </form>
  );
}
