import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type WrittenSceneClip, writeSceneMjpeg } from '../apps/server/src/scripts/camera-clips/scene3d/scene-mjpeg.ts';
import { CALIBRATIONS_KEY } from '../apps/web/src/features/record/camera/calibration-storage.ts';
import { calibrationFromMarks } from '../packages/shared/src/camera/calibrate-mat.ts';
import { fakeCameraPage } from './support/fake-camera.ts';
import { expect, test } from './support/fixtures.ts';
import { signInViaUi } from './support/sign-in.ts';

/**
 * A phone far from the cup with a wide lens (issue 23, round nine): the mat is 40 pixels wide in
 * the picture and a ball by the cup under 3. The camera mode says so over the kept mat, before
 * the golfer starts (decision 066).
 */

const CLIP_PATH = join(tmpdir(), 'holeout-e2e-camera-far-cup.mjpeg');
const MAT = 'Far mat';

test.use(fakeCameraPage(CLIP_PATH));

let clip: WrittenSceneClip;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  // dev-wide-8 clip 27: the phone 3.5 m from the cup behind a 107° lens.
  clip = await writeSceneMjpeg('dev-wide-8', 26, CLIP_PATH, { putts: 1, emptySeconds: 4 });
});

test('the camera mode says when the cup is too far away in the picture', async ({ page, player }) => {
  test.setTimeout(120_000);
  const calibration = calibrationFromMarks(640, 480, clip.marks, null);
  await page.addInitScript(
    ([key, mat, kept]) => localStorage.setItem(key, JSON.stringify({ last: mat, mats: { [mat]: kept } })),
    [CALIBRATIONS_KEY, MAT, calibration] as const,
  );
  await signInViaUi(page, player);
  await page.goto('/record?mode=camera');
  await page.getByRole('button', { name: 'Use this mat' }).click();
  const notice = page.getByRole('status').filter({ hasText: 'The cup is far away in the camera’s picture' });
  await expect(notice).toBeVisible();
  // It does not block: the golfer may start once the empty mat is learned, and the notice goes.
  await page.getByRole('button', { name: 'Start' }).click({ timeout: 20_000 });
  await expect(page.getByRole('timer', { name: 'Session time' })).toBeVisible();
  await expect(notice).toBeHidden();
});
