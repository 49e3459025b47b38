import { tmpdir } from 'node:os';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { type WrittenClip, writeMjpegClip } from '../apps/server/src/scripts/camera-clips/mjpeg.ts';
import { CALIBRATIONS_KEY } from '../apps/web/src/features/record/camera/calibration-storage.ts';
import { calledPutts, fakeCameraPage } from './support/fake-camera.ts';
import { expect, test } from './support/fixtures.ts';
import { signInViaUi } from './support/sign-in.ts';

/**
 * The camera journey in Chromium with a fake camera playing a synthetic clip in a
 * loop. The clip's calibration is seeded into the page's kept calibrations (localStorage, the same
 * shape the setup saves — see calibration-storage.ts), so the test records without dragging; the
 * setup screen itself is checked with axe. Chromium re-encodes the clip's colours slightly and its
 * frame clock is not exact, so makes and misses are compared with a tolerance of one.
 */

// Fixed, because `test.use` is read in every process that loads this file.
const CLIP_PATH = join(tmpdir(), 'holeout-e2e-camera-clip.mjpeg');
const MAT = 'Clip mat';

test.use(fakeCameraPage(CLIP_PATH));

let clip: WrittenClip;

test.beforeAll(async () => {
  // Rendering and encoding the clip takes about a minute on a busy two-core machine.
  test.setTimeout(240_000);
  // Two returns and a make: both outcomes, about twelve seconds a loop.
  clip = await writeMjpegClip('returns-1', CLIP_PATH, { putts: 3 });
});

test('a golfer records a session with the phone camera and finds it on the dashboard', async ({ page, player }) => {
  test.setTimeout(180_000);
  const truthMakes = clip.truth.filter((p) => p.result === 'MAKE').length;
  const truthMisses = clip.truth.length - truthMakes;
  await page.addInitScript(
    ([key, mat, calibration]) => localStorage.setItem(key, JSON.stringify({ last: mat, mats: { [mat]: calibration } })),
    [CALIBRATIONS_KEY, MAT, clip.calibration] as const,
  );
  await signInViaUi(page, player);

  await test.step('the camera setup is offered next to the manual recorder and passes axe', async () => {
    await page.goto('/record');
    // The choice lives in the address: the radio is checked once the page has moved to it.
    await page.getByRole('radio', { name: 'Camera' }).click();
    await expect(page).toHaveURL('/record?mode=camera');
    await expect(page.getByRole('radio', { name: 'Camera' })).toBeChecked();
    await page.getByRole('button', { name: 'Set up a new mat' }).click();
    await expect(page.getByRole('heading', { name: 'Frame the mat' })).toBeVisible();
    await expect(page.getByTestId('camera-video')).toHaveJSProperty('readyState', 4);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('button', { name: /^Near left corner at/ })).toBeVisible();
    const result = await new AxeBuilder({ page }).analyze();
    expect(result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  });

  await test.step('with the kept mat, the empty mat is learned and the camera calls the putts', async () => {
    // A fresh page opens the fake camera again, at the clip's first (empty-mat) frame.
    await page.goto('/');
    await page.goto('/record?mode=camera');
    await page.getByRole('button', { name: 'Use this mat' }).click();
    await page.getByRole('button', { name: 'Start' }).click({ timeout: 15_000 });
    await expect(page.getByRole('timer', { name: 'Session time' })).toBeVisible();
    // One loop of the clip, or less once every true putt was called.
    const deadline = Date.now() + (clip.frameCount / clip.fps + 2) * 1000;
    const called = () => calledPutts(page);
    await expect
      .poll(async () => (await called()) >= clip.truth.length || Date.now() > deadline, { timeout: 60_000 })
      .toBe(true);
  });

  await test.step('Finish uploads it as a camera session, shown on the dashboard', async () => {
    await page.getByRole('button', { name: 'Finish' }).click();
    await page.getByRole('button', { name: 'Finish and upload' }).click();
    await expect(page.getByTestId('record-result-status')).toHaveText('Uploaded as session #1.');
    await page.getByRole('link', { name: 'See it on your dashboard' }).click();
    const row = page.getByTestId('session-row').first();
    await expect(row.getByTestId('capture-source')).toHaveText('Camera');
    const makes = Number(await row.locator('[data-label="Makes"]').textContent());
    const misses = Number(await row.locator('[data-label="Misses"]').textContent());
    expect(Math.abs(makes - truthMakes), `makes ${makes}, truth ${truthMakes}`).toBeLessThanOrEqual(1);
    expect(Math.abs(misses - truthMisses), `misses ${misses}, truth ${truthMisses}`).toBeLessThanOrEqual(1);
  });
});
