import type { Player } from '@holeout/shared/accounts';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactNode, useMemo, useState } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { vi } from 'vitest';
import { createQueryClient } from '../app/query-client.ts';
import { ToastProvider } from '../components/toast-provider.tsx';
import { AuthContext, type AuthContextValue } from '../features/auth/auth-context.ts';

/** The sign-in state's actions, as spies; `setPlayer` also replaces the player the page reads. */
export interface AuthSpies {
  signIn: ReturnType<typeof vi.fn<AuthContextValue['signIn']>>;
  signOut: ReturnType<typeof vi.fn<AuthContextValue['signOut']>>;
  setPlayer: ReturnType<typeof vi.fn<AuthContextValue['setPlayer']>>;
  refreshPlayer: ReturnType<typeof vi.fn<AuthContextValue['refreshPlayer']>>;
}

function TestAuth({
  initialPlayer,
  spies,
  children,
}: {
  initialPlayer: Player | null;
  spies: AuthSpies;
  children: ReactNode;
}) {
  const [player, setPlayer] = useState(initialPlayer);
  const value = useMemo<AuthContextValue>(
    () => ({
      status: player ? 'authenticated' : 'anonymous',
      player,
      stale: false,
      endReason: null,
      signIn: spies.signIn,
      signOut: spies.signOut,
      setPlayer: (next) => {
        spies.setPlayer(next);
        setPlayer(next);
      },
      refreshPlayer: spies.refreshPlayer,
    }),
    [player, spies],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

/** Shows the router's current address, so tests can see where a page navigated to. */
function CurrentLocation() {
  const { pathname, search } = useLocation();
  return <div data-testid="location">{pathname + search}</div>;
}

/**
 * Renders `ui` as the app does, without the real sign-in provider: a fresh query client, toasts,
 * a sign-in state (signed in as `player`, or anonymous) whose actions are spies, and a memory
 * router at `path`. Returns the spies and a user-event session.
 */
export function renderWithProviders(
  ui: ReactNode,
  { player = null, path = '/' }: { player?: Player | null; path?: string } = {},
) {
  const auth: AuthSpies = {
    signIn: vi.fn(),
    signOut: vi.fn(async () => {}),
    setPlayer: vi.fn(),
    refreshPlayer: vi.fn(async () => true),
  };
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            {ui}
            <CurrentLocation />
          </>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ToastProvider>
        <TestAuth initialPlayer={player} spies={auth}>
          <RouterProvider router={router} />
        </TestAuth>
      </ToastProvider>
    </QueryClientProvider>,
  );
  return { auth, user, router };
}
