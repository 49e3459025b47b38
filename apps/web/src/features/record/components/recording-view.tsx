import type { Ref } from 'react';
import { limitSeconds } from '../competition.ts';
import type { LiveFigures } from '../live-figures.ts';
import { isFull, type RecorderAction, type RecorderSettings, type Recording } from '../recorder.ts';
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
  settings,
  announcement,
  wakeLock,
  confirming,
  onChoose,
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
  /** The zone, kind and side the next putt takes. */
  settings: RecorderSettings;
  announcement: string;
  wakeLock: WakeLockState;
  confirming: boolean;
  /** A choice on the pad: the make zone, the miss kind or the miss side. */
  onChoose: (choice: Extract<RecorderAction, { type: 'select-zone' | 'select-miss' | 'select-side' }>) => void;
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
          zone={settings.zone}
          missKind={settings.missKind}
          missSide={settings.missSide ?? null}
          full={full}
          onZone={(zone) => onChoose({ type: 'select-zone', zone })}
          onMissKind={(kind) => onChoose({ type: 'select-miss', kind })}
          onMissSide={(side) => onChoose({ type: 'select-side', side })}
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
