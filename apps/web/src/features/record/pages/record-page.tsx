import type { Putt, PuttOutcome } from '@holeout/shared/putt-log';
import { useEffect, useReducer, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '../../../components/use-page-title.ts';
import { useCurrentPlayer } from '../../auth/auth-context.ts';
import { useUploadSession } from '../api/upload-session.ts';
import { CameraMode } from '../camera/components/camera-mode.tsx';
import { ChoiceGroup } from '../components/choice-group.tsx';
import { PendingUploadsPanel } from '../components/pending-uploads-panel.tsx';
import { RecordResult } from '../components/record-result.tsx';
import { RecordSetup } from '../components/record-setup.tsx';
import { RecordingView } from '../components/recording-view.tsx';
import { countsSentence, type LiveFigures, liveFigures } from '../live-figures.ts';
import {
  buildUpload,
  describePutt,
  localIsoWithOffset,
  newSessionId,
  type RecordedUpload,
  type RecorderAction,
  recorderReducer,
} from '../recorder.ts';
import { loadRecorder, saveRecorder } from '../recorder-storage.ts';
import { resultStatus } from '../result-status.ts';
import { uploadQueue } from '../upload-queue.ts';
import { useNow } from '../use-now.ts';
import { useOnline, usePendingUploads } from '../use-pending-uploads.ts';
import { useFlushPendingUploads, useRetryUpload } from '../use-upload-sync.ts';
import { useWakeLock } from '../use-wake-lock.ts';
import '../record.css';

interface FinishedSession {
  body: RecordedUpload;
  figures: LiveFigures;
}

/** What a screen reader hears after a putt action: the putt, then the counts. */
function announce(what: string, figures: Pick<LiveFigures, 'makes' | 'misses'>): string {
  return `${what} ${countsSentence(figures)}.`;
}

/** The two ways of recording, as the choice on /record names them. */
const MODES = ['Make/Miss buttons', 'Camera'] as const;

/**
 * /record: log a practice session by hand while putting, or let the camera call the putts
 * (`?mode=camera` opens the Camera mode). Start runs the clock; Make and Miss
 * record putts at the clock's time with the chosen zone or kind; Undo takes the last one back;
 * Finish uploads the session, or keeps it on the device until there is a connection. The session
 * in progress lives in localStorage, so a reload carries on where it was.
 */
export function RecordPage() {
  const playerId = useCurrentPlayer().player_id;
  usePageTitle('Record a Session');
  const [state, dispatch] = useReducer(recorderReducer, playerId, loadRecorder);
  const [finished, setFinished] = useState<FinishedSession | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const [flushing, setFlushing] = useState(false);
  const [search, setSearch] = useSearchParams();
  const { recording, settings } = state;
  const camera = recording ? recording.source === 'camera' : search.get('mode') === 'camera';
  const chooseMode = (choice: (typeof MODES)[number]) =>
    setSearch(choice === 'Camera' ? { mode: 'camera' } : {}, { replace: true });
  const now = useNow(recording !== null);
  const wakeLock = useWakeLock(recording !== null);
  const upload = useUploadSession(playerId);
  const pending = usePendingUploads(playerId);
  const flush = useFlushPendingUploads(playerId);
  const retry = useRetryUpload();
  const online = useOnline();
  const makeRef = useRef<HTMLButtonElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => saveRecorder(playerId, state), [playerId, state]);

  const elapsed = recording ? Math.max(0, (now - recording.startedAtMs) / 1000) : 0;

  /** Applies a putt action and announces it with the counts after it. */
  const act = (action: RecorderAction, what: string) => {
    const next = recorderReducer(state, action);
    if (next === state) return;
    dispatch(action);
    setAnnouncement(announce(what, liveFigures(next.recording?.putts ?? [], 0)));
    navigator.vibrate?.(15);
  };

  const start = (source: 'manual' | 'camera' = 'manual') => {
    const at = Date.now();
    // Rendered at once so the Make button, where a keyboard golfer goes next, can take focus.
    flushSync(() => {
      dispatch({ type: 'start', sessionId: newSessionId(), at, startedAt: localIsoWithOffset(at), source });
      setAnnouncement(
        source === 'camera' ? 'Session started; the camera is watching.' : 'Session started; the clock is running.',
      );
    });
    makeRef.current?.focus();
  };

  /** A putt the camera called. */
  const cameraPutt = (putt: Putt, at: number) =>
    putt.result === 'MAKE'
      ? act({ type: 'make', at, zone: putt.zone }, `Make, ${putt.zone}.`)
      : act({ type: 'miss', at, kind: putt.miss }, `Miss, ${putt.miss}.`);

  const correct = (to: PuttOutcome) =>
    act(
      { type: 'correct', outcome: to },
      to === 'NONE' ? 'Removed the last putt.' : `Corrected the last putt to ${to}.`,
    );

  const discard = () => {
    flushSync(() => {
      dispatch({ type: 'end' });
      setConfirming(false);
      setAnnouncement('Session discarded.');
    });
    headingRef.current?.focus();
  };

  const finish = () => {
    if (!recording) return;
    const body = buildUpload(recording, Date.now());
    setFinished({ body, figures: liveFigures(body.putts, body.duration_seconds) });
    upload.finish(body);
    dispatch({ type: 'end' });
    setConfirming(false);
    setAnnouncement('');
  };

  const uploadNow = async () => {
    setFlushing(true);
    try {
      await flush();
    } finally {
      setFlushing(false);
    }
  };

  const lastPutt = recording?.putts.at(-1);

  return (
    <div className="page record-page">
      <div className="page-header">
        <h1 ref={headingRef} tabIndex={-1}>
          Record a Session
        </h1>
        {!recording && !finished && (
          <p className="page-subtitle">
            {camera
              ? 'Stand the phone so its camera sees the cup and the mat: it calls every putt for you.'
              : 'Tap Make or Miss after every putt; the clock times them.'}{' '}
            The session stays on this device until it is uploaded.
          </p>
        )}
      </div>

      {!recording && !finished && (
        <ChoiceGroup legend="Record with" options={MODES} value={camera ? 'Camera' : MODES[0]} onChange={chooseMode} />
      )}

      {camera && !finished && (
        <CameraMode
          session={{
            recording,
            distanceFeet: settings.distanceFeet,
            onDistance: (feet) => dispatch({ type: 'set-distance', feet }),
            onStart: () => start('camera'),
            onPutt: cameraPutt,
            onCorrect: correct,
            elapsedSeconds: elapsed,
            figures: liveFigures(recording?.putts ?? [], elapsed),
            announcement,
            confirming,
            onFinish: () => setConfirming(true),
            onConfirm: finish,
            onKeepPutting: () => setConfirming(false),
            onDiscard: discard,
            onManual: () => chooseMode(MODES[0]),
          }}
        />
      )}

      {recording && !camera && (
        <RecordingView
          recording={recording}
          elapsedSeconds={elapsed}
          figures={liveFigures(recording.putts, elapsed)}
          zone={settings.zone}
          missKind={settings.missKind}
          announcement={announcement}
          wakeLock={wakeLock}
          confirming={confirming}
          onZone={(zone) => dispatch({ type: 'select-zone', zone })}
          onMissKind={(kind) => dispatch({ type: 'select-miss', kind })}
          onMake={() => act({ type: 'make', at: Date.now() }, `Make, ${settings.zone}.`)}
          onMiss={() => act({ type: 'miss', at: Date.now() }, `Miss, ${settings.missKind}.`)}
          onUndo={() => lastPutt && act({ type: 'undo' }, `Removed the last ${describePutt(lastPutt)}.`)}
          onFinish={() => setConfirming(true)}
          onConfirm={finish}
          onKeepPutting={() => setConfirming(false)}
          onDiscard={discard}
          makeRef={makeRef}
        />
      )}

      {!recording && finished && (
        <RecordResult
          figures={finished.figures}
          durationSeconds={finished.body.duration_seconds}
          status={resultStatus(
            upload.data,
            pending.some((e) => e.body.session_id === finished.body.session_id),
            online,
          )}
          onRecordAnother={() => {
            setFinished(null);
            upload.reset();
          }}
        />
      )}

      {!recording && !finished && !camera && (
        <>
          {announcement && (
            <p className="record-last" role="status">
              {announcement}
            </p>
          )}
          <RecordSetup
            distanceFeet={settings.distanceFeet}
            onDistance={(feet) => dispatch({ type: 'set-distance', feet })}
            onStart={() => start()}
          />
        </>
      )}

      {!recording && (
        <PendingUploadsPanel
          // The session being uploaded right now is the result card's to describe.
          entries={
            upload.isPending && finished
              ? pending.filter((e) => e.body.session_id !== finished.body.session_id)
              : pending
          }
          online={online}
          uploading={flushing}
          persistent={uploadQueue.persistent}
          onUploadNow={() => void uploadNow()}
          onRetry={(id) => void retry(id)}
          onDiscard={(id) => uploadQueue.remove(id)}
        />
      )}
    </div>
  );
}
