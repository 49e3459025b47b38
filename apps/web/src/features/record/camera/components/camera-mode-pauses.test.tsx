import { calibrationFromMarks } from '@holeout/shared/camera/calibrate-mat';
import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildPlayer } from '../../../../test/build-player.ts';
import { fakeCamera } from '../../../../test/camera-test-kit.ts';
import { renderCameraPage } from '../../../../test/render-camera-page.tsx';
import { initialMarks } from '../calibration-state.ts';
import { saveCalibration } from '../calibration-storage.ts';
import { CAMERA_PROBLEM_TEXT } from '../camera-access.ts';
import type { TrackerEvent } from '../camera-api.ts';

const player = buildPlayer({ player_id: 32 });

const HIDDEN_TEXT = 'Paused while the page is in the background: putts are not counted until you come back.';
const DRIFT_TEXT = 'The picture has changed since the calibration — the phone may have moved.';

const make = (t: number, zone: 'TOP' | 'LEFT' | 'RIGHT' | 'LOW' = 'TOP'): TrackerEvent[] => [
  { type: 'putt', t, putt: { t, result: 'MAKE', zone } },
];

/** Opens /record in Camera mode on the kept mat "Garage", learns it and starts a session. */
async function startRecording(camera: ReturnType<typeof fakeCamera>) {
  saveCalibration('Garage', calibrationFromMarks(640, 480, initialMarks(640, 480), null));
  const rendered = await renderCameraPage(camera, player);
  await rendered.user.click(await screen.findByRole('button', { name: 'Use this mat' }));
  camera.frames(5, 6, 7.5);
  await rendered.user.click(screen.getByRole('button', { name: 'Start' }));
  return rendered;
}

const listed = () => within(screen.getByTestId('camera-putts')).getAllByRole('listitem');

let visibility: DocumentVisibilityState = 'visible';
function setVisibility(state: DocumentVisibilityState) {
  visibility = state;
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

let clock = 0;
beforeEach(() => {
  visibility = 'visible';
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
  clock = Date.UTC(2026, 10, 23, 8, 0, 0);
  vi.spyOn(Date, 'now').mockImplementation(() => clock);
});
afterEach(() => {
  Reflect.deleteProperty(document, 'visibilityState');
  vi.restoreAllMocks();
});

describe('the camera mode of /record pauses and asks', () => {
  it('pauses while the page is in the background and carries on, on a new time base, when it is back', async () => {
    const camera = fakeCamera();
    await startRecording(camera);
    camera.queue(make(1.5));
    camera.frames(8, 9.5);
    expect(listed()).toHaveLength(1);

    clock += 30_000;
    setVisibility('hidden');
    expect(screen.getByRole('alert')).toHaveTextContent(HIDDEN_TEXT);
    // The frame loop has stopped: no frame reaches the worker, no putt is counted.
    const tracked = camera.tracked();
    camera.queue(make(2, 'LEFT'));
    camera.frames(40, 41, 42);
    expect(camera.tracked()).toBe(tracked);
    expect(listed()).toHaveLength(1);
    expect(screen.getByTestId('record-last')).toHaveTextContent('Make, Back. 1 make, 0 misses.');

    clock += 60_000;
    setVisibility('visible');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(camera.posted.at(-1)).toEqual({ type: 'restart' });
    // The putt queued before is answered to the first frame back: 2 s after the page came back,
    // i.e. 1:32 into the session, not 2 s after the first Start.
    camera.frames(100, 102);
    expect(listed()).toHaveLength(2);
    expect(listed()[0]).toHaveTextContent('MAKE LEFT 01:32');
    expect(screen.getByTestId('record-last')).toHaveTextContent('Make, Left. 2 makes, 0 misses.');
  });

  it('pauses when the camera stops and carries on once the golfer starts it again', async () => {
    const camera = fakeCamera();
    await startRecording(camera);
    camera.queue(make(1));
    camera.frames(8, 9);
    expect(listed()).toHaveLength(1);

    camera.endTrack();
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(CAMERA_PROBLEM_TEXT.lost);
    // The session stays on screen, paused: frames are not tracked and no putt is counted.
    expect(screen.getByRole('button', { name: 'Finish' })).toBeInTheDocument();
    const tracked = camera.tracked();
    camera.queue(make(2, 'LOW'));
    camera.frames(10, 11, 12);
    expect(camera.tracked()).toBe(tracked);
    expect(listed()).toHaveLength(1);

    await act(async () => {
      within(alert).getByRole('button', { name: 'Start the camera again' }).click();
    });
    expect(camera.openCamera).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect((screen.getByTestId('camera-video') as HTMLVideoElement).srcObject).toBe(camera.streams[1]);
    expect(camera.posted.at(-1)).toEqual({ type: 'restart' });
    camera.frames(13, 15);
    expect(listed()).toHaveLength(2);
    expect(screen.getByTestId('record-last')).toHaveTextContent('Make, Front. 2 makes, 0 misses.');

    // The new camera is watched too: losing it pauses again.
    camera.endTrack();
    expect(screen.getByRole('alert')).toHaveTextContent(CAMERA_PROBLEM_TEXT.lost);
  });

  it('asks to recalibrate when the picture drifts past the limit, and the session goes on', async () => {
    const camera = fakeCamera();
    const { user } = await startRecording(camera);
    camera.queue([], 0.3);
    camera.frames(8);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    camera.queue([], 0.55);
    camera.frames(9);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(DRIFT_TEXT);
    expect(within(alert).getByRole('button', { name: 'Recalibrate' })).toBeInTheDocument();
    camera.queue(make(3, 'RIGHT'));
    camera.frames(10, 11);
    expect(listed()).toHaveLength(1);
    expect(screen.getByRole('alert')).toHaveTextContent(DRIFT_TEXT);

    await user.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Recalibrate' }));
    expect(screen.getByRole('heading', { name: 'Frame the mat' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(listed()).toHaveLength(1);
    expect(screen.getByTestId('record-last')).toHaveTextContent('Make, Right. 1 make, 0 misses.');
  });

  it('learns the kept mat again when a recalibration that moved the cup is cancelled', async () => {
    const camera = fakeCamera();
    const { user } = await startRecording(camera);
    camera.queue([], 0.55);
    camera.frames(8);
    const configures = () => camera.posted.filter((m) => m.type === 'configure').length;
    const configured = configures();
    await user.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Recalibrate' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    screen.getByRole('button', { name: /^Cup centre at/ }).focus();
    await user.keyboard('{ArrowRight}');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    // The worker was configured for the moved cup and back: its background is gone, so the
    // empty mat is learned again before putts are tracked.
    expect(configures()).toBe(configured + 2);
    const reconfigured = camera.posted.findLastIndex((m) => m.type === 'configure');
    expect(screen.getByText('Learning the empty mat…')).toBeInTheDocument();
    camera.frames(20, 21, 22.5);
    expect(screen.queryByText('Learning the empty mat…')).not.toBeInTheDocument();
    camera.queue(make(1, 'TOP'));
    camera.frames(23, 24);
    expect(listed()).toHaveLength(1);
    const after = camera.posted.slice(reconfigured).map((m) => m.type);
    expect(after.indexOf('learn')).toBeGreaterThan(0);
    expect(after.indexOf('track')).toBeGreaterThan(after.lastIndexOf('learn'));
  });

  it('starts a new worker when the worker itself stops, and asks to recalibrate', async () => {
    const camera = fakeCamera();
    const { user } = await startRecording(camera);
    expect(camera.workersCreated()).toBe(1);
    camera.crash();
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Tracking stopped (the camera’s detector stopped).');
    expect(camera.workersCreated()).toBe(2);
    // One whose script cannot load at all is not replaced forever.
    for (let k = 0; k < 5; k++) camera.crash();
    expect(camera.workersCreated()).toBe(4);
    await user.click(within(alert).getByRole('button', { name: 'Recalibrate' }));
    expect(screen.getByRole('heading', { name: 'Frame the mat' })).toBeInTheDocument();
  });

  it('drops the learning bar that can no longer fill when the worker stops while learning the mat', async () => {
    saveCalibration('Garage', calibrationFromMarks(640, 480, initialMarks(640, 480), null));
    const camera = fakeCamera();
    const { user } = await renderCameraPage(camera, player);
    await user.click(await screen.findByRole('button', { name: 'Use this mat' }));
    camera.frames(5);
    expect(screen.getByLabelText('Keep the mat empty: learning it')).toBeInTheDocument();
    camera.crash();
    expect(screen.getByRole('alert')).toHaveTextContent('Tracking stopped (the camera’s detector stopped).');
    expect(screen.queryByLabelText('Keep the mat empty: learning it')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start' })).not.toBeInTheDocument();
  });

  it('asks to recalibrate when the worker fails', async () => {
    const camera = fakeCamera();
    const { user } = await startRecording(camera);
    camera.fail('The camera is not calibrated.');
    camera.frames(8);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Tracking stopped (The camera is not calibrated.).');
    await user.click(within(alert).getByRole('button', { name: 'Recalibrate' }));
    expect(screen.getByRole('heading', { name: 'Frame the mat' })).toBeInTheDocument();
  });
});
