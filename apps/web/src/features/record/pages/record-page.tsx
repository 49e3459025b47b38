import type { Putt, PuttOutcome } from '@holeout/shared/putt-log';
import { lazy, Suspense, useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useSearchParams } from 'react-router';
import { useReportRecording } from '../../../components/recording-status.tsx';
import { usePageTitle } from '../../../components/use-page-title.ts';
import { useCurrentPlayer } from '../../auth/auth-context.ts';
import { useUploadSession } from '../api/upload-session.ts';
import { type CompetitionToPlay, competitionRequest, type RecordingCompetition } from '../competition.ts';
import { ChoiceGroup } from '../components/choice-group.tsx';
import { PendingUploadsPanel } from '../components/pending-uploads-panel.tsx';
import { RecordResult } from '../components/record-result.tsx';
import { RecordSetup } from '../components/record-setup.tsx';
import { RecordingView } from '../components/recording-view.tsx';
import { type LiveFigures, liveFigures } from '../live-figures.ts';
import { announce, MODES, said, saidTap, TOO_SOON_TEXT } from '../record-texts.ts';
import {
  buildUpload,
  describePutt,
  isOverLimit,
  isTooSoon,
  localIsoWithOffset,
  newSessionId,
  type RecordedUpload,
  type RecorderAction,
  recorderReducer,
  runningMs,
} from '../recorder.ts';
import { loadRecorder, saveRecorder } from '../recorder-storage.ts';
import { resultStatus } from '../result-status.ts';
import { uploadQueue } from '../upload-queue.ts';
import { useNow } from '../use-now.ts';
import { useOnline, usePendingUploads, useUploadNotices } from '../use-pending-uploads.ts';
import { useFlushPendingUploads, useRetryUpload } from '../use-upload-sync.ts';
import { useWakeLock } from '../use-wake-lock.ts';
import '../record.css';

// The camera mode loads when chosen (its setup, live view and detector are most of the page).
const CameraMode = lazy(() => import('../camera/components/camera-mode.tsx').then((m) => ({ default: m.CameraMode })));
// Competition mode's extra screens load only when a competition session is played.
const CompetitionHeader = lazy(() =>
  import('../components/competition-header.tsx').then((m) => ({ default: m.CompetitionHeader })),
);
const UploadNotices = lazy(() =>
  import('../components/upload-notices.tsx').then((m) => ({ default: m.UploadNotices })),
);
const CompetitionLoader = lazy(() =>
  import('../components/competition-loader.tsx').then((m) => ({ default: m.CompetitionLoader })),
);
const CompetitionStanding = lazy(() =>
  import('../components/competition-standing.tsx').then((m) => ({ default: m.CompetitionStanding })),
);

interface FinishedSession {
  body: RecordedUpload;
  figures: LiveFigures;
  competition?: RecordingCompetition;
}

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
  // A session reloaded with its clock paused was being asked to finish.
  const [confirming, setConfirming] = useState(() => state.recording?.pausedAt !== undefined);
  const [announcement, setAnnouncement] = useState('');
  const [flushing, setFlushing] = useState(false);
  const [search, setSearch] = useSearchParams();
  const { recording, settings } = state;
  const camera = recording ? recording.source === 'camera' : search.get('mode') === 'camera';
  const chooseMode = (choice: (typeof MODES)[number]) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        if (choice === 'Camera') next.set('mode', 'camera');
        else next.delete('mode');
        return next;
      },
      { replace: true },
    );
  // The competition asked for by the address (from a duel or league page), before Start.
  const request = recording ? null : competitionRequest(search);
  const [loaded, setLoaded] = useState<CompetitionToPlay | null>(null);
  const onLoaded = useCallback((result: CompetitionToPlay) => setLoaded(result), []);
  const toPlay: CompetitionToPlay = !request
    ? { loading: false, competition: null, problem: null }
    : (loaded ?? { loading: true, competition: null, problem: null });
  const competition = recording ? recording.competition : (toPlay.competition ?? undefined);
  const notices = useUploadNotices(playerId);
  const now = useNow(recording !== null);
  // Toasts about other players wait while Make and Miss are on screen.
  useReportRecording(recording !== null);
  const wakeLock = useWakeLock(recording !== null);
  const upload = useUploadSession(playerId);
  const pending = usePendingUploads(playerId);
  const flush = useFlushPendingUploads(playerId);
  const retry = useRetryUpload();
  const online = useOnline();
  const makeRef = useRef<HTMLButtonElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => saveRecorder(playerId, state), [playerId, state]);

  const elapsed = recording ? Math.max(0, runningMs(recording, now) / 1000) : 0;
  /** The Finish question stops the clock while it is open (decision 058); Keep putting runs it on. */
  const askFinish = (open: boolean) => {
    setConfirming(open);
    dispatch({ type: open ? 'pause' : 'resume', at: Date.now() });
  };

  /** Applies a putt action and announces it with the counts after it. */
  const act = (action: RecorderAction, what: string) => {
    if ((action.type === 'make' || action.type === 'miss') && recording && isTooSoon(recording, action.at)) {
      setAnnouncement(TOO_SOON_TEXT);
      return;
    }
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
      dispatch({
        type: 'start',
        sessionId: newSessionId(),
        at,
        startedAt: localIsoWithOffset(at),
        source,
        ...(competition && { competition }),
      });
      setAnnouncement(
        source === 'camera' ? 'Session started; the camera is watching.' : 'Session started; the clock is running.',
      );
    });
    makeRef.current?.focus();
  };

  /** A putt the camera called. */
  const cameraPutt = (putt: Putt, at: number) =>
    act(
      putt.result === 'MAKE' ? { type: 'make', at, zone: putt.zone } : { type: 'miss', at, kind: putt.miss },
      said(putt),
    );

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

  const finish = (why = '') => {
    if (!recording) return;
    const body = buildUpload(recording, Date.now());
    if (body.putts.length === 0) {
      // Time ran out before a putt: there is no session to submit (the server refuses an empty log),
      // and the competition still waits for one.
      dispatch({ type: 'end' });
      setConfirming(false);
      setAnnouncement('Time is up with no putt recorded: nothing was submitted. You can start again.');
      return;
    }
    setFinished({
      body,
      figures: liveFigures(body.putts, body.duration_seconds),
      ...(recording.competition && { competition: recording.competition }),
    });
    upload.finish(body, {
      source: recording.source === 'camera' ? 'camera' : 'phone',
      ...(recording.competition && { competition: recording.competition.title }),
    });
    dispatch({ type: 'end' });
    setConfirming(false);
    setAnnouncement(why);
  };

  // A competition session ends itself: at its time limit, or after its last counted putt.
  const overLimit = recording?.competition ? isOverLimit(recording, now) : false;
  const finishRef = useRef(finish);
  finishRef.current = finish;
  useEffect(() => {
    if (!overLimit) return;
    finishRef.current(
      recording?.competition?.mode === 'time_limit'
        ? 'Time is up: the session finished by itself.'
        : 'That was the last counted putt: the session finished by itself.',
    );
  }, [overLimit, recording?.competition?.mode]);

  const uploadNow = async () => {
    setFlushing(true);
    try {
      await flush();
    } finally {
      setFlushing(false);
    }
  };

  const lastPutt = recording?.putts.at(-1);
  const setup = !recording && !finished;
  // A competition that takes only tracked sessions is recorded with the camera here.
  const handBlocked = !camera && competition?.requireTracked === true;

  return (
    <div className="page record-page">
      <div className="page-header">
        <h1 ref={headingRef} tabIndex={-1}>
          {competition && !finished ? 'Putt for the competition' : 'Record a Session'}
        </h1>
        {setup && (
          <p className="page-subtitle">
            {camera
              ? 'Stand the phone so its camera sees the cup and the mat: it calls every putt for you.'
              : 'Tap Make or Miss after every putt; the clock times them.'}{' '}
            The session stays on this device until it is uploaded.
          </p>
        )}
      </div>

      {request && (
        <Suspense fallback={null}>
          <CompetitionLoader request={request} playerId={playerId} onResult={onLoaded} />
        </Suspense>
      )}
      {competition && !finished && (
        <Suspense fallback={null}>
          <CompetitionHeader competition={competition} />
        </Suspense>
      )}
      {setup && toPlay.problem && (
        <section className="card record-competition-problem" role="alert">
          <p>{toPlay.problem}</p>
          <p>You can still record a practice session below.</p>
        </section>
      )}
      {setup && toPlay.loading && <p className="muted">Loading the competition…</p>}

      {setup && (
        <ChoiceGroup legend="Record with" options={MODES} value={camera ? 'Camera' : MODES[0]} onChange={chooseMode} />
      )}

      {camera && !finished && !toPlay.loading && (
        <Suspense fallback={<p className="muted">Opening the camera mode…</p>}>
          <CameraMode
            session={{
              recording,
              distanceFeet: competition?.distanceFeet ?? settings.distanceFeet,
              distanceLocked: competition !== undefined,
              onDistance: (feet) => dispatch({ type: 'set-distance', feet }),
              onStart: () => start('camera'),
              onPutt: cameraPutt,
              onCorrect: correct,
              elapsedSeconds: elapsed,
              figures: liveFigures(recording?.putts ?? [], elapsed),
              announcement,
              confirming,
              onFinish: () => askFinish(true),
              onConfirm: () => finish(),
              onKeepPutting: () => askFinish(false),
              onDiscard: discard,
              onManual: () => chooseMode(MODES[0]),
            }}
          />
        </Suspense>
      )}

      {recording && !camera && (
        <RecordingView
          recording={recording}
          elapsedSeconds={elapsed}
          figures={liveFigures(recording.putts, elapsed)}
          settings={settings}
          announcement={announcement}
          wakeLock={wakeLock}
          confirming={confirming}
          onChoose={dispatch}
          onMake={() => act({ type: 'make', at: Date.now() }, saidTap('MAKE', settings))}
          onMiss={() => act({ type: 'miss', at: Date.now() }, saidTap('MISS', settings))}
          onUndo={() => lastPutt && act({ type: 'undo' }, `Removed the last ${describePutt(lastPutt)}.`)}
          onFinish={() => askFinish(true)}
          onConfirm={() => finish()}
          onKeepPutting={() => askFinish(false)}
          onDiscard={discard}
          makeRef={makeRef}
        />
      )}

      {!recording && finished && (
        <>
          <RecordResult
            figures={finished.figures}
            durationSeconds={finished.body.duration_seconds}
            status={resultStatus(
              upload.data,
              pending.find((e) => e.body.session_id === finished.body.session_id),
              online,
              notices.find((n) => n.session_id === finished.body.session_id),
            )}
            note={announcement}
            competition={finished.competition?.title}
            onRecordAnother={() => {
              setFinished(null);
              setAnnouncement('');
              upload.reset();
            }}
          />
          {finished.competition &&
            upload.data?.kind === 'uploaded' &&
            upload.data.practice === undefined &&
            !notices.some((n) => n.session_id === finished.body.session_id) && (
              <Suspense fallback={null}>
                <CompetitionStanding
                  competition={finished.competition}
                  viewerId={playerId}
                  sessionId={finished.body.session_id}
                />
              </Suspense>
            )}
        </>
      )}

      {setup && !camera && !toPlay.loading && (
        <>
          {announcement && (
            <p className="record-last" role="status">
              {announcement}
            </p>
          )}
          {handBlocked ? (
            <section className="card record-setup" aria-label="New session">
              <p>The Make/Miss buttons do not count for this competition.</p>
              <button type="button" className="button button-primary" onClick={() => chooseMode('Camera')}>
                Record with the camera
              </button>
            </section>
          ) : (
            <RecordSetup
              distanceFeet={competition?.distanceFeet ?? settings.distanceFeet}
              onDistance={(feet) => dispatch({ type: 'set-distance', feet })}
              onStart={() => start()}
              locked={competition !== undefined}
            />
          )}
        </>
      )}

      {!recording && notices.some((n) => n.session_id !== finished?.body.session_id) && (
        <Suspense fallback={null}>
          <UploadNotices
            notices={notices.filter((n) => n.session_id !== finished?.body.session_id)}
            onDismiss={(id) => uploadQueue.dismissNotice(id)}
          />
        </Suspense>
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
