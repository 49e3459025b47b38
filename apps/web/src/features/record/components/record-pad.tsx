import { MISS_WORDS, ZONE_WORDS } from '@holeout/shared/golfer-words';
import { MISS_KINDS, type MissKind, ZONES, type Zone } from '@holeout/shared/putt-log';
import type { Ref } from 'react';
import { ChoiceGroup } from './choice-group.tsx';

const zoneWord = (zone: Zone) => ZONE_WORDS[zone];
const missWord = (kind: MissKind) => MISS_WORDS[kind].word;
/** The stored category under the golfer's word, when the two differ ('Back' over TOP). */
const storedAs = (word: string, value: string) => (word.toUpperCase() === value ? undefined : value);

/**
 * The recorder's thumb pad: a make zone and a miss kind (one tap each; the last choice stays),
 * and under each its large button. Make and Miss sit side by side at the bottom of the screen so
 * one thumb reaches both.
 */
export function RecordPad({
  zone,
  missKind,
  full,
  onZone,
  onMissKind,
  onMake,
  onMiss,
  makeRef,
}: {
  zone: Zone;
  missKind: MissKind;
  /** The session holds as many putts as one upload may: Make and Miss stop counting. */
  full: boolean;
  onZone: (zone: Zone) => void;
  onMissKind: (kind: MissKind) => void;
  onMake: () => void;
  onMiss: () => void;
  /** The Make button, which takes focus when a session starts. */
  makeRef?: Ref<HTMLButtonElement>;
}) {
  return (
    <div className="record-pad">
      <div className="record-column">
        <ChoiceGroup
          legend="Make: where it dropped"
          options={ZONES}
          value={zone}
          onChange={onZone}
          labelOf={zoneWord}
          hintOf={(z) => storedAs(zoneWord(z), z)}
        />
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
        <ChoiceGroup
          legend="Miss: how it missed"
          options={MISS_KINDS}
          value={missKind}
          onChange={onMissKind}
          labelOf={missWord}
          hintOf={(k) => storedAs(missWord(k), k)}
        />
        <button
          type="button"
          className="record-button record-miss"
          onClick={() => !full && onMiss()}
          aria-disabled={full}
        >
          Miss <span className="record-button-detail">{missWord(missKind)}</span>
        </button>
      </div>
    </div>
  );
}
