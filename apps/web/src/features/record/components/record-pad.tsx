import { MISS_WORDS, ZONE_WORDS } from '@holeout/shared/golfer-words';
import { ENTRY_SIDES, type EntrySide, MISS_KINDS, type MissKind, ZONES, type Zone } from '@holeout/shared/putt-log';
import type { Ref } from 'react';
import { puttWord } from '../recorder.ts';
import { ChoiceGroup } from './choice-group.tsx';

const zoneWord = (zone: Zone) => ZONE_WORDS[zone];
/** The side of a miss as the golfer saw it leave the cup (toggle buttons in their own labelled group). */
const SIDE_CHOICES: Record<EntrySide, string> = { LEFT: 'Left', CENTER: 'On line', RIGHT: 'Right' };
const missWord = (kind: MissKind) => MISS_WORDS[kind].word;
/** The pad's two one-tap choices: the question, the stored options and the golfer's word for each. */
const MAKE_CHOICE = { legend: 'Make: where it dropped', options: ZONES, wordOf: zoneWord };
const MISS_CHOICE = { legend: 'Miss: how it missed', options: MISS_KINDS, wordOf: missWord };

/**
 * The recorder's thumb pad: a make zone and a miss kind (one tap each; the last choice stays),
 * and under each its large button. Make and Miss sit side by side at the bottom of the screen so
 * one thumb reaches both.
 */
export function RecordPad({
  zone,
  missKind,
  missSide = null,
  full,
  onZone,
  onMissKind,
  onMissSide,
  onMake,
  onMiss,
  makeRef,
}: {
  zone: Zone;
  missKind: MissKind;
  /** The side noted for the next miss (null: not noted); a Miss clears it. */
  missSide?: EntrySide | null;
  /** The session holds as many putts as one upload may: Make and Miss stop counting. */
  full: boolean;
  onZone: (zone: Zone) => void;
  onMissKind: (kind: MissKind) => void;
  /** Notes (or, tapped again, clears) the side of the next miss; absent: no side choice shown. */
  onMissSide?: (side: EntrySide | null) => void;
  onMake: () => void;
  onMiss: () => void;
  /** The Make button, which takes focus when a session starts. */
  makeRef?: Ref<HTMLButtonElement>;
}) {
  return (
    <div className="record-pad">
      <div className="record-column">
        <ChoiceGroup {...MAKE_CHOICE} value={zone} onChange={onZone} />
        <button
          ref={makeRef}
          type="button"
          className="record-button record-make"
          onClick={() => !full && onMake()}
          aria-disabled={full}
        >
          Make <span className="record-button-detail">{zoneWord(zone)}</span>
        </button>
      </div>
      <div className="record-column">
        <ChoiceGroup {...MISS_CHOICE} value={missKind} onChange={onMissKind} />
        {onMissSide && (
          // Toggle buttons, not radios: the side is optional and a second tap takes it back.
          <fieldset className="choice-sides-set">
            <legend className="choice-sides-label">Which side it missed (optional)</legend>
            <div className="choice-sides">
              {ENTRY_SIDES.map((side) => (
                <button
                  key={side}
                  type="button"
                  className="choice-side"
                  aria-pressed={missSide === side}
                  onClick={() => onMissSide(missSide === side ? null : side)}
                >
                  {SIDE_CHOICES[side]}
                </button>
              ))}
            </div>
          </fieldset>
        )}
        <button
          type="button"
          className="record-button record-miss"
          onClick={() => !full && onMiss()}
          aria-disabled={full}
        >
          Miss{' '}
          <span className="record-button-detail">{puttWord({ result: 'MISS', miss: missKind, exit: missSide })}</span>
        </button>
      </div>
    </div>
  );
}
