import { calibrationFromMarks } from '@holeout/shared/camera/calibrate-mat';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildPlayer } from '../../../../test/build-player.ts';
import { fakeCamera } from '../../../../test/camera-test-kit.ts';
import { renderCameraPage } from '../../../../test/render-camera-page.tsx';
import { initialMarks } from '../calibration-state.ts';
import { saveCalibration } from '../calibration-storage.ts';
import { BURNT_MAT_TEXT } from './burnt-mat-notice.tsx';

const player = buildPlayer({ player_id: 33 });

const configured = (camera: ReturnType<typeof fakeCamera>) =>
  camera.posted.filter((m) => m.type === 'configure').length;

/** Opens /record in Camera mode and chooses the kept mat "Garage": its empty mat is learned next. */
async function useKeptMat(camera: ReturnType<typeof fakeCamera>) {
  saveCalibration('Garage', calibrationFromMarks(640, 480, initialMarks(640, 480), null));
  const rendered = await renderCameraPage(camera, player);
  await rendered.user.click(await screen.findByRole('button', { name: 'Use this mat' }));
  return rendered;
}

describe('the camera mode of /record on a mat burnt white', () => {
  it('says so once the mat is learned, where the camera offers no darker picture, and learns it again on request', async () => {
    let sunny = true;
    const camera = fakeCamera(undefined, { burnt: () => (sunny ? 0.8 : 0.05) });
    const { user } = await useKeptMat(camera);
    camera.frames(5, 6);
    expect(screen.queryByText(BURNT_MAT_TEXT)).not.toBeInTheDocument();
    camera.frames(7.5);
    expect(await screen.findByRole('alert')).toHaveTextContent(BURNT_MAT_TEXT);
    // The golfer may go on anyway (a dark ball is still seen).
    expect(screen.getByRole('button', { name: 'Start' })).toBeInTheDocument();

    sunny = false;
    const before = configured(camera);
    await user.click(screen.getByRole('button', { name: 'Learn the mat again' }));
    expect(configured(camera)).toBe(before + 1);
    expect(screen.getByLabelText('Keep the mat empty: learning it')).toHaveValue(0);
    camera.frames(10, 11, 12.5);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start' })).toBeInTheDocument();
  });

  it('asks the camera for a darker picture and learns the mat again, stop by stop, before saying anything', async () => {
    const camera = fakeCamera(undefined, {
      exposure: { min: -3, max: 3 },
      burnt: (compensation) => (compensation > -2 ? 0.9 : 0.1),
    });
    await useKeptMat(camera);
    const before = configured(camera);
    camera.frames(5);
    // One stop darker, then the mat is learned afresh on the settled picture.
    await waitFor(() => expect(configured(camera)).toBe(before + 1));
    expect(camera.compensation()).toBe(-1);
    expect(screen.queryByText(BURNT_MAT_TEXT)).not.toBeInTheDocument();
    camera.frames(6);
    await waitFor(() => expect(configured(camera)).toBe(before + 2));
    expect(camera.compensation()).toBe(-2);
    camera.frames(7, 8, 9.5);
    expect(screen.queryByText(BURNT_MAT_TEXT)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start' })).toBeInTheDocument();
  });

  it('says so in the setup once the empty mat is learned, and not on the steps after it', async () => {
    const camera = fakeCamera(undefined, { burnt: () => 0.9 });
    const { user } = await renderCameraPage(camera, player);
    expect(await screen.findByRole('heading', { name: 'Frame the mat' })).toBeInTheDocument();
    for (const step of ['Mark the ramp', 'Mark the cup', 'Learn the empty mat']) {
      await user.click(screen.getByRole('button', { name: 'Next' }));
      expect(screen.getByRole('heading', { name: step })).toBeInTheDocument();
    }
    camera.frames(10, 11, 12.5);
    expect(await screen.findByRole('alert')).toHaveTextContent(BURNT_MAT_TEXT);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('heading', { name: 'Roll a ball past the cup' })).toBeInTheDocument();
    expect(screen.queryByText(BURNT_MAT_TEXT)).not.toBeInTheDocument();
  });

  it('stops at two stops darker and then tells the golfer', async () => {
    const camera = fakeCamera(undefined, { exposure: { min: -3, max: 3 }, burnt: () => 0.9 });
    await useKeptMat(camera);
    const before = configured(camera);
    camera.frames(5);
    await waitFor(() => expect(configured(camera)).toBe(before + 1));
    camera.frames(6);
    await waitFor(() => expect(configured(camera)).toBe(before + 2));
    camera.frames(7, 8, 9.5);
    expect(await screen.findByText(BURNT_MAT_TEXT)).toBeInTheDocument();
    expect(camera.compensation()).toBe(-2);
  });
});
