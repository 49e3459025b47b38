import { useState } from 'react';
import { ChoiceGroup } from '../../components/choice-group.tsx';
import type { KeptCalibrations } from '../calibration-storage.ts';

/** The mats calibrated on this device: use one as it is, redo its calibration, or set up a new one. */
export function MatChoice({
  kept,
  onUse,
  onRecalibrate,
  onNew,
}: {
  kept: KeptCalibrations;
  onUse: (name: string) => void;
  onRecalibrate: (name: string) => void;
  onNew: () => void;
}) {
  const names = Object.keys(kept.mats);
  const [name, setName] = useState(() => (kept.last && kept.mats[kept.last] ? kept.last : names[0]));
  return (
    <div className="camera-mats">
      {names.length > 0 && (
        <>
          <ChoiceGroup legend="Calibrated mats on this device" options={names} value={name} onChange={setName} />
          <div className="record-actions">
            <button type="button" className="button button-primary" onClick={() => onUse(name)}>
              Use this mat
            </button>
            <button type="button" className="button button-secondary" onClick={() => onRecalibrate(name)}>
              Recalibrate it
            </button>
          </div>
        </>
      )}
      <button type="button" className="button button-ghost" onClick={onNew}>
        Set up a new mat
      </button>
    </div>
  );
}
