import type { Page } from '@playwright/test';

/**
 * A phone-sized page whose camera is Chromium's fake device playing `clipPath` (MJPEG) in a loop,
 * with the camera permission granted: the options a camera journey passes to `test.use`.
 */
export function fakeCameraPage(clipPath: string) {
  return {
    viewport: { width: 375, height: 812 },
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--use-fake-device-for-media-stream',
        '--use-fake-ui-for-media-stream',
        `--use-file-for-fake-video-capture=${clipPath}`,
      ],
    },
  };
}

/** How many putts the camera has called so far: the live figures' makes plus misses. */
export async function calledPutts(page: Page): Promise<number> {
  const figure = (term: string) =>
    page
      .getByTestId('live-figures')
      .locator('.record-figure')
      .filter({ has: page.locator('dt', { hasText: new RegExp(`^${term}$`) }) })
      .locator('dd');
  return Number(await figure('Makes').textContent()) + Number(await figure('Misses').textContent());
}
