import { calibrationFromMarks } from '@holeout/shared/camera/calibrate-mat';
import type { SessionUploadInput } from '@holeout/shared/putt-log';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildPlayer } from '../../../../test/build-player.ts';
import { fakeCamera } from '../../../../test/camera-test-kit.ts';
import { renderCameraPage } from '../../../../test/render-camera-page.tsx';
import { stubApi } from '../../../../test/stub-api.ts';
import { initialMarks } from '../calibration-state.ts';
import { CALIBRATIONS_KEY, saveCalibration } from '../calibration-storage.ts';
import type { TrackerEvent } from '../camera-api.ts';

const player = buildPlayer({ player_id: 31 });

const renderCamera = (camera: ReturnType<typeof fakeCamera>, options?: { opens?: boolean }) =>
  renderCameraPage(camera, player, options);

const puttEvent = (t: number, putt: Extract<TrackerEvent, { type: 'putt' }>['putt']): TrackerEvent => ({
  type: 'putt',
  t,
  putt,
});

/** A kept mat, learned, and recording started: the camera calls putts from here. */
async function recordingWithKeptMat(camera: ReturnType<typeof fakeCamera>) {
  saveCalibration('Garage', calibrationFromMarks(640, 480, initialMarks(640, 480), null));
  const { user } = await renderCamera(camera);
  await user.click(await screen.findByRole('button', { name: 'Use this mat' }));
  camera.frames(5, 6, 7.5);
  await user.click(screen.getByRole('button', { name: 'Start' }));
  return user;
}

describe('the camera mode of /record', () => {
  it('calibrates a new mat: ramp corners, the cup, the empty mat, a ball rolled past the cup, a name', async () => {
    const camera = fakeCamera();
    const { user } = await renderCamera(camera);

    expect(await screen.findByRole('heading', { name: 'Frame the mat' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('heading', { name: 'Mark the ramp' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /corner at/ })).toHaveLength(4);
    // A handle moves by keyboard as well as by dragging, and stays where it is left.
    screen.getByRole('button', { name: /^Far left corner at 256, 72/ }).focus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('button', { name: /^Far left corner at 252, 72/ })).toBeInTheDocument();
    // The return track's side is a choice (on the right unless the golfer says otherwise).
    const track = screen.getByRole('group', { name: 'Return track' });
    expect(within(track).getByRole('radio', { name: 'On the right' })).toBeChecked();
    await user.click(within(track).getByRole('radio', { name: 'On the left' }));
    expect(within(track).getByRole('radio', { name: 'On the left' })).toBeChecked();
    expect(screen.getByRole('button', { name: /^Far left corner at 252, 72/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('heading', { name: 'Mark the cup' })).toBeInTheDocument();
    const centre = screen.getByRole('button', { name: /^Cup centre at 320, 120/ });
    centre.focus();
    await user.keyboard('{ArrowRight}{Shift>}{ArrowDown}{/Shift}');
    expect(screen.getByRole('button', { name: /^Cup centre at 324, 136/ })).toBeInTheDocument();
    expect(screen.getByTestId('camera-cup-outline')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(screen.getByRole('heading', { name: 'Learn the empty mat' })).toBeInTheDocument();
    expect(camera.posted.at(-1)).toMatchObject({ type: 'configure' });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('heading', { name: 'Learn the empty mat' })).toBeInTheDocument();
    camera.frames(10, 11);
    expect(screen.getByLabelText('Learning the empty mat')).toHaveValue(0.5);
    camera.frames(12.1);
    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(screen.getByRole('heading', { name: 'Roll a ball past the cup' })).toBeInTheDocument();
    expect(screen.getByTestId('camera-check')).toHaveTextContent('The camera has not seen one yet.');
    camera.queue([
      { type: 'ball', t: 1, at: { x: 150, y: 200 } },
      puttEvent(1.1, { t: 1.1, result: 'MAKE', zone: 'LEFT' }),
    ]);
    camera.frames(20, 21);
    expect(screen.getByTestId('camera-check')).toHaveTextContent(
      /The camera saw the ball in 1 frame; it passed \d+ cm/,
    );
    expect(screen.getByTestId('camera-check')).toHaveTextContent('It called a make (Left).');
    await user.click(screen.getByRole('button', { name: 'Looks right' }));
    const name = screen.getByLabelText('Mat name');
    await user.clear(name);
    await user.type(name, 'Garage');
    await user.click(screen.getByRole('button', { name: 'Save calibration' }));

    const kept = JSON.parse(localStorage.getItem(CALIBRATIONS_KEY) ?? '{}');
    expect(kept.last).toBe('Garage');
    expect(kept.mats.Garage.cup.cx).toBeCloseTo(324, 6);
    expect(kept.mats.Garage.cup.cy).toBeCloseTo(136, 6);
    expect(kept.mats.Garage.plane.toMat).toHaveLength(9);
    expect(screen.getByRole('heading', { name: 'Mat: Garage' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start' })).toBeInTheDocument();
  });

  it('records with a kept mat: learns it, calls putts live, takes a correction and uploads a camera session', async () => {
    const sent = stubApi({ 'POST /api/sessions/camera': { status: 503 } });
    const camera = fakeCamera();
    const user = await recordingWithKeptMat(camera);
    expect(camera.posted.at(-1)).toEqual({ type: 'restart' });

    camera.queue([
      { type: 'ball', t: 0.5, at: { x: 10, y: 20 } },
      { type: 'putt-started', t: 0.5 },
    ]);
    camera.queue([puttEvent(1.5, { t: 1.5, result: 'MAKE', zone: 'TOP' })]);
    camera.frames(8, 8.5, 9.5);
    expect(screen.getByTestId('record-last')).toHaveTextContent('Make, Back. 1 make, 0 misses.');
    expect(within(screen.getByTestId('camera-putts')).getByText('MAKE TOP')).toBeInTheDocument();
    camera.queue([puttEvent(4, { t: 4, result: 'MAKE', zone: 'LOW' })]);
    camera.frames(12);
    expect(screen.getByText('MAKE LOW', { selector: 'text' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Correct last putt' }));
    await user.selectOptions(screen.getByLabelText('The last putt was'), 'MISS CATCH');
    await user.click(screen.getByRole('button', { name: 'Save correction' }));
    expect(screen.getByTestId('record-last')).toHaveTextContent(
      'Corrected the last putt to MISS CATCH. 1 make, 1 miss.',
    );

    await user.click(screen.getByRole('button', { name: 'Finish' }));
    await user.click(screen.getByRole('button', { name: 'Finish and upload' }));
    await screen.findByTestId('record-result-status');
    // A camera session goes to the camera's route, which says how it was captured.
    expect(sent[0].path).toBe('/api/sessions/camera');
    const body = sent[0].body as SessionUploadInput & { labels?: unknown };
    expect(body).not.toHaveProperty('capture_source');
    expect(body).toMatchObject({
      labels: [{ index: 1, from: 'MAKE LOW', to: 'MISS CATCH' }],
      putts: [
        { result: 'MAKE', zone: 'TOP' },
        { result: 'MISS', miss: 'CATCH' },
      ],
    });
    expect(body.putts?.[0].t).toBeCloseTo(1.5, 0);
  });

  it('Finish logs the putt the camera still follows before it asks, and uploads it', async () => {
    const sent = stubApi({ 'POST /api/sessions/camera': { status: 503 } });
    const camera = fakeCamera();
    const user = await recordingWithKeptMat(camera);
    camera.queue([puttEvent(1.5, { t: 1.5, result: 'MAKE', zone: 'TOP' })]);
    camera.frames(8, 9.5);
    // The last ball stopped on the ramp a moment ago: its timeout has not come when Finish is tapped.
    camera.settleWith([puttEvent(6, { t: 4, result: 'MISS', miss: 'TIMEOUT' })]);
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    expect(camera.posted.at(-1)).toEqual({ type: 'settle' });
    expect(screen.getByRole('heading', { name: 'Finish this session?' })).toBeInTheDocument();
    expect(screen.getByText(/2 putts will be uploaded/)).toBeInTheDocument();
    expect(within(screen.getByTestId('camera-putts')).getByText('MISS TIMEOUT')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Finish and upload' }));
    await screen.findByTestId('record-result-status');
    expect((sent[0].body as SessionUploadInput).putts).toMatchObject([
      { result: 'MAKE', zone: 'TOP' },
      { result: 'MISS', miss: 'TIMEOUT' },
    ]);
  });

  it('Finish asks after a second when the worker does not answer it', async () => {
    const camera = fakeCamera();
    const user = await recordingWithKeptMat(camera);
    camera.frames(8);
    camera.silence();
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    expect(screen.queryByRole('heading', { name: 'No putts yet' })).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'No putts yet' }, { timeout: 2000 })).toBeInTheDocument();
  });

  it('learns the empty mat on past its two seconds until a slow phone has the frames it needs', async () => {
    saveCalibration('Garage', calibrationFromMarks(640, 480, initialMarks(640, 480), null));
    const camera = fakeCamera(undefined, { learnFrames: 5 });
    const { user } = await renderCamera(camera);

    await user.click(await screen.findByRole('button', { name: 'Use this mat' }));
    // Two seconds of video, but only three frames learned: the camera could not see a ball yet.
    camera.frames(5, 6, 7.5);
    expect(screen.getByLabelText('Keep the mat empty: learning it')).toHaveValue(0.4);
    expect(screen.queryByRole('button', { name: 'Start' })).not.toBeInTheDocument();
    camera.frames(8, 8.5, 9);
    expect(screen.queryByLabelText('Keep the mat empty: learning it')).not.toBeInTheDocument();
    expect(camera.posted.filter((m) => m.type === 'learn')).toHaveLength(5);
    await user.click(screen.getByRole('button', { name: 'Start' }));
    expect(camera.posted.at(-1)).toEqual({ type: 'restart' });
  });

  it('sends the golfer to the manual recorder when the camera may not be used', async () => {
    const camera = fakeCamera(() => Promise.reject(new DOMException('denied', 'NotAllowedError')));
    const { user } = await renderCamera(camera, { opens: false });
    expect(await screen.findByRole('alert')).toHaveTextContent('Holeout may not use the camera.');
    await user.click(screen.getByRole('button', { name: 'Record by hand' }));
    expect(screen.getByRole('radio', { name: 'Make/Miss buttons' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Start' })).toBeInTheDocument();
  });
});
