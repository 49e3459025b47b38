import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/**/*.test.ts', 'apps/web/src/**/*.test.ts', 'apps/server/src/**/*.unit.test.ts'],
          // The camera detector's tests feed a hundred frames or more: under 5 s alone, but over it
          // on a loaded 2-core machine (seen twice this round); a timeout is no speed assertion.
          testTimeout: 20_000,
        },
      },
      {
        // Component tests: React in a simulated DOM (`npm run test:unit` runs this project too).
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.tsx'],
          environment: 'happy-dom',
          setupFiles: ['apps/web/src/test/setup-dom.ts'],
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/server/src/**/*.test.ts'],
          exclude: ['apps/server/src/**/*.unit.test.ts'],
          // Migrates once for the run; each file's database starts as a copy (test/global-setup.ts).
          globalSetup: ['apps/server/src/test/global-setup.ts'],
          // The files share a worker's loaded modules (the app, Fastify, Drizzle, PGlite) instead
          // of importing them again each (about a third of the tier's CPU); every file still opens
          // its own database and app, and none mocks modules or changes globals it does not restore.
          isolate: false,
          // Each file gets its own database; argon2 and PGlite start-up make the first test slow.
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
