import { calibrationFromMarks, type MatMarks } from '@holeout/shared/camera/calibrate-mat';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildPlayer } from '../../../../test/build-player.ts';
import { fakeCamera } from '../../../../test/camera-test-kit.ts';
import { renderCameraPage } from '../../../../test/render-camera-page.tsx';
import { initialMarks } from '../calibration-state.ts';
import { saveCalibration } from '../calibration-storage.ts';

const player = buildPlayer({ player_id: 33 });

const LOOKING = 'Looking for the mat and the cup…';
const NOT_FOUND = 'The mat was not found in the picture: drag the handles onto it.';

/** The mat the worker finds: away from the default handles, its track on the left. */
const marks: MatMarks = {
  corners: [
    { x: 200, y: 400 },
    { x: 440, y: 400 },
    { x: 400, y: 100 },
    { x: 240, y: 100 },
  ],
  cup: { x: 320, y: 140 },
  trackSide: 'left',
};
const found = { marks, calibration: calibrationFromMarks(640, 480, marks, null) };

/** Opens /record in Camera mode with a video whose frames fit the setup (640×480). */
async function renderCamera() {
  const camera = fakeCamera(undefined, { frame: { width: 640, height: 480 } });
  return { camera, ...(await renderCameraPage(camera, player)) };
}

const guessText = () => screen.getByTestId('camera-guess');
/** Long enough for another try (300 ms after the last answer) had one been sent. */
const aWhile = () => new Promise((resolve) => setTimeout(resolve, 400));

describe('the camera setup’s first guess of the mat', () => {
  it('comes from the worker, one whole frame at a time, and is looked for again when asked', async () => {
    const { camera, user } = await renderCamera();
    expect(await screen.findByRole('heading', { name: 'Frame the mat' })).toBeInTheDocument();
    expect(guessText()).toHaveTextContent(LOOKING);
    await waitFor(() => expect(camera.guesses()).toBe(1));
    expect(camera.posted.find((m) => m.type === 'find-mat')).toMatchObject({ frame: { width: 640, height: 480 } });
    // The next frame waits for the worker's answer.
    await aWhile();
    expect(camera.guesses()).toBe(1);

    // No mat in the first frame: another is tried.
    camera.answerGuess(null);
    expect(guessText()).toHaveTextContent(LOOKING);
    await waitFor(() => expect(camera.guesses()).toBe(2));
    camera.answerGuess(found);
    expect(guessText()).toHaveTextContent('Found the mat and the cup: their outline is drawn.');
    expect(screen.getByRole('group', { name: 'The mat and the cup found in the camera picture' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('button', { name: /^Far left corner at 240, 100/ })).toBeInTheDocument();
    const track = screen.getByRole('group', { name: 'Return track' });
    expect(within(track).getByRole('radio', { name: 'On the left' })).toBeChecked();

    // Asked again, the worker fails: the handles stay where they are.
    await user.click(screen.getByRole('button', { name: 'Find the mat again' }));
    expect(guessText()).toHaveTextContent(LOOKING);
    await waitFor(() => expect(camera.guesses()).toBe(3));
    camera.answerGuess('failed');
    expect(guessText()).toHaveTextContent(NOT_FOUND);
    expect(screen.getByRole('button', { name: /^Far left corner at 240, 100/ })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('drops an answer that comes after the golfer left the setup, and sends no frame before it came', async () => {
    saveCalibration('Garage', calibrationFromMarks(640, 480, initialMarks(640, 480), null));
    const { camera, user } = await renderCamera();
    await user.click(await screen.findByRole('button', { name: 'Set up a new mat' }));
    await waitFor(() => expect(camera.guesses()).toBe(1));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Set up a new mat' }));

    // The new setup waits for the worker to be done with the old frame, whose mat is not used.
    await aWhile();
    expect(camera.guesses()).toBe(1);
    camera.answerGuess(found);
    expect(guessText()).toHaveTextContent(LOOKING);
    // Its own six tries find no mat: the handles stay.
    for (let sent = 2; sent <= 7; sent++) {
      await waitFor(() => expect(camera.guesses()).toBe(sent));
      camera.answerGuess(null);
    }
    expect(guessText()).toHaveTextContent(NOT_FOUND);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('button', { name: /^Far left corner at 256, 72/ })).toBeInTheDocument();
    await aWhile();
    expect(camera.guesses()).toBe(7);
  });
});
