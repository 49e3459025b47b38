import { calibrationFromMarks, type MatMarks } from '@holeout/shared/camera/calibrate-mat';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildPlayer } from '../../../../test/build-player.ts';
import { fakeCamera } from '../../../../test/camera-test-kit.ts';
import { renderCameraPage } from '../../../../test/render-camera-page.tsx';
import { initialMarks } from '../calibration-state.ts';
import { saveCalibration } from '../calibration-storage.ts';
import { SMALL_BALL_TEXT } from './small-ball-notice.tsx';

const player = buildPlayer({ player_id: 34 });

/** The first setup's handles shrunk about the picture's centre: a mat `k` times the size, as a phone further away sees it. */
function marksAt(k: number): MatMarks {
  const { corners, cup } = initialMarks(640, 480);
  const at = (p: { x: number; y: number }) => ({
    x: Math.round(320 + k * (p.x - 320)),
    y: Math.round(240 + k * (p.y - 240)),
  });
  return { corners: corners.map(at), cup: at(cup) };
}

describe('the camera mode of /record with the cup far away in the picture', () => {
  it('says so over a kept mat until recording starts', async () => {
    saveCalibration('Far', calibrationFromMarks(640, 480, marksAt(0.2), null));
    const camera = fakeCamera();
    const { user } = await renderCameraPage(camera, player);
    await user.click(await screen.findByRole('button', { name: 'Use this mat' }));
    expect(await screen.findByRole('status')).toHaveTextContent(SMALL_BALL_TEXT);
    camera.frames(5, 6, 7.5);
    await user.click(await screen.findByRole('button', { name: 'Start' }));
    expect(screen.queryByText(SMALL_BALL_TEXT)).not.toBeInTheDocument();
  });

  it('does not say so over a mat seen near', async () => {
    saveCalibration('Near', calibrationFromMarks(640, 480, marksAt(1), null));
    const { user } = await renderCameraPage(fakeCamera(), player);
    await user.click(await screen.findByRole('button', { name: 'Use this mat' }));
    expect(await screen.findByRole('heading', { name: 'Mat: Near' })).toBeInTheDocument();
    expect(screen.queryByText(SMALL_BALL_TEXT)).not.toBeInTheDocument();
  });

  it('says so in the setup once the cup is marked', async () => {
    saveCalibration('Far', calibrationFromMarks(640, 480, marksAt(0.2), null));
    const { user } = await renderCameraPage(fakeCamera(), player);
    await user.click(await screen.findByRole('button', { name: 'Recalibrate it' }));
    expect(await screen.findByRole('heading', { name: 'Frame the mat' })).toBeInTheDocument();
    expect(screen.queryByText(SMALL_BALL_TEXT)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('heading', { name: 'Mark the ramp' })).toBeInTheDocument();
    expect(screen.queryByText(SMALL_BALL_TEXT)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('heading', { name: 'Mark the cup' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(SMALL_BALL_TEXT);
  });
});
