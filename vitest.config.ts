import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/**/*.test.ts', 'apps/web/src/**/*.test.{ts,tsx}', 'apps/server/src/**/*.unit.test.ts'],
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/server/src/**/*.test.ts'],
          exclude: ['apps/server/src/**/*.unit.test.ts'],
          // Each file gets its own database; argon2 and PGlite start-up make the first test slow.
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
