import { test as base } from '@playwright/test';
import { clientAddress, type RegisteredPlayer, registerViaApi } from './players.ts';

/**
 * The journeys' `test`: Playwright's, plus `player`, a fresh account registered through the API
 * for journeys whose subject is not sign-up itself, and `opponent`, a second one. Each test's browser comes from its own client
 * address (see clientAddress), so sign-ins across the suite do not share one per-IP budget.
 */
export const test = base.extend<{ player: RegisteredPlayer; opponent: RegisteredPlayer }>({
  context: async ({ context }, use) => {
    await context.setExtraHTTPHeaders({ 'x-forwarded-for': clientAddress() });
    await use(context);
  },
  player: async ({ request }, use) => {
    await use(await registerViaApi(request));
  },
  /** A second fresh account, Ben Birdie, for journeys between two golfers. */
  opponent: async ({ request }, use) => {
    await use(await registerViaApi(request, { name: `Ben Birdie ${Date.now().toString(36)}` }));
  },
});

export { expect } from '@playwright/test';
