import type { Putt, PuttOutcome } from '@holeout/shared/putt-log';
import { createContext, useCallback, useContext, useEffect, useReducer, useRef, useState } from 'react';
import { RecordSetup } from '../../components/record-setup.tsx';
import type { LiveFigures } from '../../live-figures.ts';
import type { Recording } from '../../recorder.ts';
import { beep } from '../beep.ts';
import { CAMERA_FRAME } from '../calibration.ts';
import { GUESS_STEPS, type SetupState, type SetupStep, setupReducer, startSetup } from '../calibration-state.ts';
import { loadCalibrations, saveCalibration } from '../calibration-storage.ts';
import { CAMERA_PROBLEM_TEXT, openCamera } from '../camera-access.ts';
import {
  BURNT_LIMIT,
  ballTooSmall,
  type Calibration,
  calibrateMatOnFrames,
  marksMakeAMat,
  type Point,
} from '../camera-api.ts';
import { FrameGrabber, onVideoFrames, processedSize } from '../frame-source.ts';
import { useCameraStream } from '../use-camera-stream.ts';
import { useDarkerPicture } from '../use-darker-picture.ts';
import { type DetectionMode, type FrameSource, useDetection } from '../use-detection.ts';
import { useMatGuess } from '../use-mat-guess.ts';
import { useRecentFrames } from '../use-recent-frames.ts';
import { createDetectionWorker, type DetectionWorker } from '../worker-protocol.ts';
import { BurntMatNotice } from './burnt-mat-notice.tsx';
import { CalibrationSetup } from './calibration-setup.tsx';
import { CameraLiveView, type Flash } from './camera-live-view.tsx';
import { MatChoice } from './mat-choice.tsx';
import { RegionOverlay } from './region-overlay.tsx';
import { SmallBallNotice } from './small-ball-notice.tsx';
import '../camera.css';

/** Share of the background that may change before the golfer is asked to recalibrate. */
export const DRIFT_LIMIT = 0.4;

/** Ball positions kept for the trail. */
const TRAIL_LENGTH = 12;

/** How long the cup flashes a call, ms. */
const FLASH_MS = 1500;
/** Why tracking stopped when the detection worker itself stopped (shown as "Tracking stopped (…)."). */
const WORKER_STOPPED = 'the camera’s detector stopped';
/** How many times a stopped worker is replaced while the camera mode is open. */
const WORKER_RESTARTS = 3;
/** The setup's steps that say a ball by the cup would be too small: once the cup is marked. */
const SMALL_BALL_STEPS: readonly SetupStep[] = ['cup', 'background', 'check', 'save'];

/** What the camera mode needs from the browser; tests hand it fakes. */
export interface CameraDeps {
  openCamera: () => Promise<MediaStream>;
  createWorker: () => DetectionWorker;
  frames: FrameSource;
}

const grabbers = new WeakMap<HTMLVideoElement, FrameGrabber>();

export const browserCameraDeps: CameraDeps = {
  openCamera,
  createWorker: createDetectionWorker,
  frames: {
    onFrames: onVideoFrames,
    grab: (video, rect) => {
      const grabber = grabbers.get(video) ?? new FrameGrabber(video);
      grabbers.set(video, grabber);
      return grabber.grab(rect);
    },
  },
};

/** The browser parts the camera mode uses: the real ones unless a test provides fakes. */
export const CameraDepsContext = createContext<CameraDeps>(browserCameraDeps);

/** The session's side of the camera mode: the page's recorder, shared with the manual pad. */
export interface CameraSession {
  recording: Recording | null;
  distanceFeet: number;
  onDistance: (feet: number) => void;
  /** A competition's distance: shown, not editable. */
  distanceLocked?: boolean;
  onStart: () => void;
  /** A putt the camera called, at `at` (epoch ms). */
  onPutt: (putt: Putt, at: number) => void;
  onCorrect: (to: PuttOutcome) => void;
  elapsedSeconds: number;
  figures: LiveFigures;
  announcement: string;
  confirming: boolean;
  onFinish: () => void;
  onConfirm: () => void;
  onKeepPutting: () => void;
  onDiscard: () => void;
  /** Leave for the manual recorder (no camera, or the golfer's choice). */
  onManual: () => void;
}

function useHidden(): boolean {
  const [hidden, setHidden] = useState(() => typeof document !== 'undefined' && document.visibilityState === 'hidden');
  useEffect(() => {
    const update = () => setHidden(document.visibilityState === 'hidden');
    document.addEventListener('visibilitychange', update);
    return () => document.removeEventListener('visibilitychange', update);
  }, []);
  return hidden;
}

/**
 * /record's Camera mode: opens the rear camera, sets up or reuses the mat's calibration, learns
 * the empty mat, then lets the worker call every putt into the page's recorder. A hidden page or
 * a lost camera pauses tracking with a message; a camera that cannot be opened sends the golfer
 * to the manual recorder.
 */
export function CameraMode({ session }: { session: CameraSession }) {
  const deps = useContext(CameraDepsContext);
  const { recording } = session;
  const { stream, problem, reopen } = useCameraStream(deps.openCamera);
  const [video, setVideo] = useState<HTMLVideoElement | null>(null);
  // The processed frame size, known once the video has its first frame.
  const [frame, setFrame] = useState<{ width: number; height: number } | null>(null);
  const [worker, setWorker] = useState<DetectionWorker | null>(null);
  const [kept, setKept] = useState(() => loadCalibrations());
  const [mat, setMat] = useState<{ name: string; calibration: Calibration } | null>(null);
  const [setup, dispatchSetup] = useReducer(
    (
      state: SetupState | null,
      action: Parameters<typeof setupReducer>[1] | { type: 'open'; state: SetupState | null },
    ) => (action.type === 'open' ? action.state : state && setupReducer(state, action)),
    null,
  );
  const [background, setBackground] = useState(0);
  /** The kept mat's burnt share as learned (the setup keeps its own); `lesson` counts fresh learnings. */
  const [burnt, setBurnt] = useState(0);
  const [lesson, setLesson] = useState(0);
  const [trail, setTrail] = useState<Point[]>([]);
  const [flash, setFlash] = useState<Flash | null>(null);
  const [muted, setMuted] = useState(false);
  const [drifted, setDrifted] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const hidden = useHidden();
  const trackBase = useRef(Date.now());

  // A worker that stopped (its script failed to load, it ran out of memory) answers nothing more:
  // frames would be dropped for good. It is replaced, and the golfer asked to recalibrate (the
  // new one has learned no mat) — a few times, not forever if its script cannot load at all.
  useEffect(() => {
    let current: DetectionWorker;
    let restarts = 0;
    const onError = (event: Event) => {
      event.preventDefault();
      setFailure(WORKER_STOPPED);
      if (restarts++ >= WORKER_RESTARTS) return;
      stop();
      start();
    };
    const start = () => {
      current = deps.createWorker();
      current.addEventListener('error', onError);
      setWorker(current);
    };
    const stop = () => {
      current.removeEventListener('error', onError);
      current.terminate();
    };
    start();
    return stop;
  }, [deps]);

  const videoRef = useCallback(
    (el: HTMLVideoElement | null) => {
      setVideo(el);
      if (el && stream && el.srcObject !== stream) el.srcObject = stream;
    },
    [stream],
  );
  const onMetadata = () =>
    setFrame(video?.videoWidth ? processedSize(video.videoWidth, video.videoHeight) : CAMERA_FRAME);

  const openSetup = (from?: { name: string; calibration: Calibration }) => {
    setDrifted(false);
    setFailure(null);
    dispatchSetup({ type: 'open', state: startSetup(frame ?? CAMERA_FRAME, from) });
  };

  const calibration = setup?.calibration ?? mat?.calibration ?? null;
  let mode: DetectionMode = 'idle';
  if (setup?.step === 'background') mode = 'learn';
  else if (setup?.step === 'check') mode = 'track';
  else if (!setup && mat && background < 1) mode = 'learn';
  else if (!setup && mat && recording && !hidden && !problem) mode = 'track';

  useEffect(() => {
    if (mode === 'track') trackBase.current = Date.now();
  }, [mode]);

  const relearn = useCallback(() => {
    setLesson((n) => n + 1);
    setBackground(0);
    setBurnt(0);
    dispatchSetup({ type: 'relearn' });
  }, []);
  // A mat burnt white: the camera is asked for a darker picture where it can be, and the mat
  // learned again once it settled; where it cannot, the golfer is told what to change (065).
  const burntNow = (setup ? (setup.step === 'background' ? setup.burnt : 0) : burnt) > BURNT_LIMIT;
  const darkening = useDarkerPicture(stream, burntNow, relearn);
  const burntNotice =
    burntNow && !darkening && (setup ? setup.background : background) >= 1 ? (
      <BurntMatNotice onRelearn={relearn} />
    ) : null;

  // A ball by the cup too small in the picture to follow (decision 066): said once the cup is
  // marked, and over a kept mat until recording starts. Nothing is blocked.
  const tooSmall = setup
    ? SMALL_BALL_STEPS.includes(setup.step) && ballTooSmall(setup.calibration)
    : !recording && mat !== null && ballTooSmall(mat.calibration);
  const smallBall = tooSmall ? <SmallBallNotice /> : null;

  const settle = useDetection({
    worker,
    video,
    calibration,
    mode,
    frames: deps.frames,
    lesson,
    callbacks: {
      onLearned: (progress) =>
        setup ? dispatchSetup({ type: 'background', progress }) : setBackground((b) => Math.max(b, progress)),
      onBurnt: (share) => (setup ? dispatchSetup({ type: 'burnt', share }) : setBurnt(share)),
      onPutt: (putt) => {
        if (setup) return dispatchSetup({ type: 'test-putt', putt });
        if (!recording) return;
        session.onPutt(putt, trackBase.current + putt.t * 1000);
        setFlash((f) => ({
          result: putt.result,
          text: putt.result === 'MAKE' ? `MAKE ${putt.zone}` : `MISS ${putt.miss}`,
          id: (f?.id ?? 0) + 1,
        }));
        if (!muted) beep(putt.result);
      },
      onBall: (at) => {
        if (setup) return dispatchSetup({ type: 'ball', at });
        setTrail((t) => (at ? [...t, at].slice(-TRAIL_LENGTH) : t.length ? [] : t));
      },
      onDrift: (share) => share > DRIFT_LIMIT && setDrifted(true),
      onFailed: setFailure,
    },
  });

  // The first guess of the handles (decision 063), found in the worker. It is looked for on the
  // handles' steps only, where the frame loop is idle, so it does not hold up learning or tracking.
  useMatGuess({
    worker,
    video,
    frames: deps.frames,
    frame: setup?.calibration ?? null,
    looking: Boolean(
      setup && GUESS_STEPS.includes(setup.step) && (setup.guess === 'looking' || setup.guess === 'asked'),
    ),
    onFound: (guess) => dispatchSetup({ type: 'found', guess }),
  });
  // The frames the cup is measured in: the last two seconds of the handles' steps.
  const recentFrames = useRecentFrames(video, deps.frames, Boolean(setup && GUESS_STEPS.includes(setup.step)));

  useEffect(() => {
    if (!flash) return;
    const timer = setTimeout(() => setFlash(null), FLASH_MS);
    return () => clearTimeout(timer);
  }, [flash]);

  // A reloaded camera session, or the first visit without a kept mat, goes straight on.
  useEffect(() => {
    if (!frame || setup || mat) return;
    const last = kept.last ? kept.mats[kept.last] : undefined;
    if (recording && last) setMat({ name: kept.last as string, calibration: last });
    else if (Object.keys(kept.mats).length === 0) openSetup();
  });

  const preview = (
    <video
      ref={videoRef}
      className="camera-video"
      autoPlay
      playsInline
      muted
      onLoadedMetadata={onMetadata}
      data-testid="camera-video"
    />
  );

  if (problem && problem !== 'lost') {
    return (
      <section className="card camera-problem" aria-labelledby="camera-problem-heading">
        <h2 id="camera-problem-heading">The camera is not available</h2>
        <p role="alert">{CAMERA_PROBLEM_TEXT[problem]}</p>
        <div className="record-actions">
          <button type="button" className="button button-primary" onClick={session.onManual}>
            Record by hand
          </button>
          <button type="button" className="button button-secondary" onClick={reopen}>
            Try the camera again
          </button>
        </div>
      </section>
    );
  }

  if (setup) {
    return (
      <CalibrationSetup
        state={setup}
        dispatch={dispatchSetup}
        preview={preview}
        notice={
          <>
            {smallBall}
            {burntNotice}
          </>
        }
        onMarksDropped={() => {
          // The handles stay put; the plane and the cup's outline are found for them in the frames
          // of the last two seconds and this one.
          const { width, height } = setup.calibration;
          const now = video && deps.frames.grab(video);
          const frames = [...recentFrames(), ...(now ? [now] : [])].filter(
            (f) => f.width === width && f.height === height,
          );
          if (frames.length > 0 && marksMakeAMat(setup.marks)) {
            const calibration = calibrateMatOnFrames(frames, setup.marks);
            dispatchSetup({ type: 'calibrated', marks: setup.marks, calibration });
          }
        }}
        onSave={() => {
          setKept(saveCalibration(setup.name.trim(), setup.calibration));
          setMat({ name: setup.name.trim(), calibration: setup.calibration });
          setBackground(1);
          dispatchSetup({ type: 'open', state: null });
        }}
        onCancel={() => {
          // Moved handles reconfigured the worker, which forgot the kept mat's background.
          if (setup.calibration !== mat?.calibration) setBackground(0);
          if (Object.keys(kept.mats).length > 0) dispatchSetup({ type: 'open', state: null });
          else session.onManual();
        }}
      />
    );
  }

  const notice =
    problem === 'lost' ? (
      <div className="camera-notice" role="alert">
        <p>{CAMERA_PROBLEM_TEXT.lost}</p>
        <button type="button" className="button button-secondary" onClick={reopen}>
          Start the camera again
        </button>
      </div>
    ) : hidden ? (
      <p className="camera-notice" role="alert">
        Paused while the page is in the background: putts are not counted until you come back.
      </p>
    ) : (drifted || failure) && mat ? (
      <div className="camera-notice" role="alert">
        <p>
          {failure
            ? `Tracking stopped (${failure}).`
            : 'The picture has changed since the calibration — the phone may have moved.'}
        </p>
        <button type="button" className="button button-secondary" onClick={() => openSetup(mat)}>
          Recalibrate
        </button>
      </div>
    ) : (
      (burntNotice ?? smallBall)
    );

  if (recording && mat) {
    return (
      <CameraLiveView
        calibration={mat.calibration}
        preview={preview}
        recording={recording}
        elapsedSeconds={session.elapsedSeconds}
        figures={session.figures}
        trail={trail}
        flash={flash}
        announcement={session.announcement}
        notice={notice ?? (background < 1 && <p className="camera-notice">Learning the empty mat…</p>)}
        muted={muted}
        onMute={() => setMuted((m) => !m)}
        onCorrect={session.onCorrect}
        confirming={session.confirming}
        onFinish={() => settle(session.onFinish)}
        onConfirm={session.onConfirm}
        onKeepPutting={session.onKeepPutting}
        onDiscard={session.onDiscard}
      />
    );
  }

  return (
    <section className="card camera-ready" aria-labelledby="camera-ready-heading">
      <h2 id="camera-ready-heading">{mat ? `Mat: ${mat.name}` : 'Choose your mat'}</h2>
      <div className="camera-preview">
        {preview}
        {mat && <RegionOverlay calibration={mat.calibration} label="Camera picture with the mat’s regions" />}
      </div>
      {notice}
      {!stream && !problem && <p className="muted">Opening the camera…</p>}
      {mat ? (
        background < 1 ? (
          // A stopped detector learns nothing more: the notice's Recalibrate is the way on.
          !failure && (
            <div className="field">
              <label htmlFor="camera-learning">Keep the mat empty: learning it</label>
              <progress id="camera-learning" max={1} value={background} />
            </div>
          )
        ) : (
          <RecordSetup
            distanceFeet={session.distanceFeet}
            onDistance={session.onDistance}
            onStart={session.onStart}
            locked={session.distanceLocked}
          />
        )
      ) : (
        <MatChoice
          kept={kept}
          onUse={(name) => {
            const calibration = kept.mats[name];
            // A camera that now gives another frame size needs the mat marked again.
            if (frame && (calibration.width !== frame.width || calibration.height !== frame.height)) {
              return openSetup({ name, calibration });
            }
            setBackground(0);
            setMat({ name, calibration });
          }}
          onRecalibrate={(name) => openSetup({ name, calibration: kept.mats[name] })}
          onNew={() => openSetup()}
        />
      )}
      {mat && (
        <button type="button" className="button button-ghost" onClick={() => setMat(null)}>
          Change mat or recalibrate
        </button>
      )}
    </section>
  );
}
