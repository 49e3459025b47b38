import { type PuttOutcome, puttOutcome } from '@holeout/shared/putt-log';
import type { ReactNode } from 'react';
import { limitSeconds } from '../../competition.ts';
import { FinishPanel } from '../../components/finish-panel.tsx';
import { LiveFiguresPanel } from '../../components/live-figures-panel.tsx';
import { LastPuttAnnouncement, RecordStatusBar } from '../../components/record-status-bar.tsx';
import { formatClock, type LiveFigures } from '../../live-figures.ts';
import type { Recording } from '../../recorder.ts';
import type { Calibration, Point } from '../camera-api.ts';
import { CorrectLastPutt } from './correct-last-putt.tsx';
import { RegionOverlay } from './region-overlay.tsx';

/** How many putts the list shows, newest first. */
const LISTED_PUTTS = 8;

/** The cup's flash after a putt: MAKE with the zone, or MISS with the kind. */
export interface Flash {
  result: 'MAKE' | 'MISS';
  text: string;
  /** Changes with every putt, so the same call twice still flashes anew. */
  id: number;
}

/**
 * A camera session in progress: the picture with the regions, the ball and its trail, the cup
 * flashing each call and the last call written in the picture's corner; the clock, the counters, a polite live region saying each putt, the putt
 * list with "Correct last putt", and Finish as the manual recorder has it.
 */
export function CameraLiveView({
  calibration,
  preview,
  recording,
  elapsedSeconds,
  figures,
  trail,
  flash,
  announcement,
  notice,
  muted,
  onMute,
  onCorrect,
  confirming,
  onFinish,
  onConfirm,
  onKeepPutting,
  onDiscard,
}: {
  calibration: Calibration;
  preview: ReactNode;
  recording: Recording;
  elapsedSeconds: number;
  figures: LiveFigures;
  /** The ball's last positions, oldest first, in frame pixels. */
  trail: readonly Point[];
  flash: Flash | null;
  announcement: string;
  /** Why tracking is paused or what needs doing (camera lost, page hidden, the camera moved). */
  notice: ReactNode;
  muted: boolean;
  onMute: () => void;
  onCorrect: (to: PuttOutcome) => void;
  confirming: boolean;
  onFinish: () => void;
  onConfirm: () => void;
  onKeepPutting: () => void;
  onDiscard: () => void;
}) {
  const { cup } = calibration;
  const ball = trail.at(-1);
  const putts = recording.putts
    .map((putt, i) => ({ putt, n: i + 1 }))
    .slice(-LISTED_PUTTS)
    .reverse();
  return (
    <>
      <RecordStatusBar elapsedSeconds={elapsedSeconds} limitSeconds={limitSeconds(recording.competition)}>
        {recording.distanceFeet.toFixed(1)} ft · camera
        {recording.competition?.mode === 'shoot_out' &&
          ` · ${recording.putts.length} of ${recording.competition.maxAttempts} putts`}
        <button type="button" className="button button-ghost camera-mute" aria-pressed={muted} onClick={onMute}>
          {muted ? 'Sound off' : 'Sound on'}
        </button>
      </RecordStatusBar>
      {notice}
      <div className="camera-preview">
        {preview}
        <RegionOverlay calibration={calibration} label="Camera picture with the mat’s regions">
          {trail.length > 1 && (
            <polyline className="camera-trail" points={trail.map((p) => `${p.x},${p.y}`).join(' ')} />
          )}
          {ball && <circle className="camera-ball" cx={ball.x} cy={ball.y} r={Math.max(4, cup.r / 3)} />}
          {recording.putts.length > 0 && (
            <text className="camera-last" x={12} y={30} data-testid="camera-last-call">
              Last: {puttOutcome(recording.putts.at(-1)!)}
            </text>
          )}
          {flash && (
            <g key={flash.id} className={`camera-flash is-${flash.result.toLowerCase()}`}>
              <circle cx={cup.cx} cy={cup.cy} r={cup.r * 1.6} />
              <text x={cup.cx} y={cup.cy - cup.r * 2} textAnchor="middle">
                {flash.text}
              </text>
            </g>
          )}
        </RegionOverlay>
      </div>
      <LiveFiguresPanel figures={figures} testId="live-figures" />
      <LastPuttAnnouncement text={announcement} />
      <section aria-labelledby="camera-putts-heading" className="camera-putts">
        <h2 id="camera-putts-heading">Putts</h2>
        {putts.length === 0 ? (
          <p className="muted">No putts yet — the camera is watching.</p>
        ) : (
          <ol data-testid="camera-putts">
            {putts.map(({ putt, n }) => (
              <li key={n} value={n}>
                <span className={putt.result === 'MAKE' ? 'camera-make' : 'camera-miss'}>{puttOutcome(putt)}</span>{' '}
                <span className="muted">{formatClock(putt.t)}</span>
              </li>
            ))}
          </ol>
        )}
        {!confirming && <CorrectLastPutt last={recording.putts.at(-1)} onCorrect={onCorrect} />}
      </section>
      <FinishPanel
        putts={recording.putts.length}
        confirming={confirming}
        clockPaused={recording.pausedAt !== undefined}
        onUndo={() => onCorrect('NONE')}
        onFinish={onFinish}
        onConfirm={onConfirm}
        onKeepPutting={onKeepPutting}
        onDiscard={onDiscard}
      />
    </>
  );
}
