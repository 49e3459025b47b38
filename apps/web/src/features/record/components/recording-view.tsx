import type { MissKind, Zone } from '@holeout/shared/putt-log';
import type { Ref } from 'react';
import { limitSeconds } from '../competition.ts';
import type { LiveFigures } from '../live-figures.ts';
import { isFull, type Recording } from '../recorder.ts';
import type { WakeLockState } from '../use-wake-lock.ts';
import { FinishPanel } from './finish-panel.tsx';
import { LiveFiguresPanel } from './live-figures-panel.tsx';
import { RecordPad } from './record-pad.tsx';
import { LastPuttAnnouncement, RecordStatusBar } from './record-status-bar.tsx';

/**
 * A session in progress: the running clock and figures, a polite live region that says each putt
 * and the counts after it, the thumb pad, and Undo / Finish.
 */
export function RecordingView({
  recording,
  elapsedSeconds,
  figures,
  zone,
  missKind,
  announcement,
  wakeLock,
  confirming,
  onZone,
  onMissKind,
  onMake,
  onMiss,
  onUndo,
  onFinish,
  onConfirm,
  onKeepPutting,
  onDiscard,
  makeRef,
}: {
  recording: Recording;
  elapsedSeconds: number;
  figures: LiveFigures;
  zone: Zone;
  missKind: MissKind;
  announcement: string;
  wakeLock: WakeLockState;
  confirming: boolean;
  onZone: (zone: Zone) => void;
  onMissKind: (kind: MissKind) => void;
  onMake: () => void;
  onMiss: () => void;
  onUndo: () => void;
  onFinish: () => void;
  onConfirm: () => void;
  onKeepPutting: () => void;
  onDiscard: () => void;
  makeRef?: Ref<HTMLButtonElement>;
}) {
  const full = isFull(recording);
  return (
    <>
      <RecordStatusBar elapsedSeconds={elapsedSeconds} limitSeconds={limitSeconds(recording.competition)}>
        {recording.distanceFeet.toFixed(1)} ft
        {recording.competition?.mode === 'shoot_out' && (
          <span data-testid="record-putts-left">
            {' '}
            · {recording.putts.length} of {recording.competition.maxAttempts} putts
          </span>
        )}
        {wakeLock === 'held' && <span> · screen kept awake</span>}
      </RecordStatusBar>
      <LiveFiguresPanel figures={figures} testId="live-figures" />
      <LastPuttAnnouncement text={announcement} />
      {!confirming && (
        <RecordPad
          zone={zone}
          missKind={missKind}
          full={full}
          onZone={onZone}
          onMissKind={onMissKind}
          onMake={onMake}
          onMiss={onMiss}
          makeRef={makeRef}
        />
      )}
      {full && (
        <p className="record-full" role="alert">
          This session holds the most putts one session may. Finish it to upload, then start another.
        </p>
      )}
      <FinishPanel
        putts={recording.putts.length}
        confirming={confirming}
        clockPaused={recording.pausedAt !== undefined}
        onUndo={onUndo}
        onFinish={onFinish}
        onConfirm={onConfirm}
        onKeepPutting={onKeepPutting}
        onDiscard={onDiscard}
      />
    </>
  );
}
