import { defineConfig, devices } from '@playwright/test';
import { APP_URL } from './e2e/support/harness-urls.ts';

const ci = Boolean(process.env.CI);

/**
 * One spec per user journey, in Debian's Chromium (never a downloaded browser), against the real
 * app started by e2e/support/serve.ts on a fresh database. `npm run test:e2e` builds the web app
 * first.
 */
export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  forbidOnly: ci,
  // Two browsers against one app on a 2-core machine: one worker leaves a core idle while the
  // page waits on the server (all 67 journeys passed with two workers at a load average of 11–16).
  workers: 2,
  retries: ci ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: ci ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL: APP_URL,
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: '/usr/bin/chromium',
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
          ],
        },
      },
    },
  ],
  webServer: {
    command: 'npx tsx e2e/support/serve.ts',
    url: `${APP_URL}/api/health`,
    reuseExistingServer: !ci,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
  },
});
