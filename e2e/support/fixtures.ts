import { test as base } from '@playwright/test';
import { type RegisteredPlayer, registerViaApi } from './players.ts';

/**
 * The journeys' `test`: Playwright's, plus `player`, a fresh account registered through the API
 * for journeys whose subject is not sign-up itself.
 */
export const test = base.extend<{ player: RegisteredPlayer }>({
  player: async ({ request }, use) => {
    await use(await registerViaApi(request));
  },
});

export { expect } from '@playwright/test';
