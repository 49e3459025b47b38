import type { SessionSummary } from '@holeout/shared/sessions';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildPlayer } from '../../../test/build-player.ts';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';
import { SessionHistoryRow } from './session-history-row.tsx';

function session(overrides: Partial<SessionSummary>): SessionSummary {
  return {
    session_id: '00000000-0000-4000-8000-000000000001',
    session_number: 4,
    start_time: '2026-11-20T10:00:00.000Z',
    created_at: '2026-11-20T10:00:00.000Z',
    session_duration: 300,
    putting_distance_feet: 7,
    putts: 21,
    makes: 15,
    misses: 6,
    best_streak: 6,
    fastest_21_makes: null,
    putts_per_minute: 4.2,
    makes_per_minute: 3,
    most_makes_in_60_seconds: 4,
    competition: null,
    capture_source: 'desktop',
    details_locked: false,
    makes_overview: null,
    misses_overview: null,
    makes_by_category: null,
    misses_by_category: null,
    consecutive_by_category: null,
    ...overrides,
  };
}

async function expand(s: SessionSummary) {
  const { user } = renderWithProviders(
    <table>
      <tbody>
        <SessionHistoryRow session={s} timeZone="UTC" />
      </tbody>
    </table>,
    { player: buildPlayer() },
  );
  await user.click(screen.getByRole('button'));
}

describe('the session against the tour', () => {
  it('shows makes per 21 vs tour at the session’s distance with its details', async () => {
    await expand(session({}));
    // 15 of 21 at 7 ft: (0.714 − 0.58) × 21 = +2.8
    expect(screen.getByText('+2.8 makes per 21 vs tour at 7 ft')).toBeInTheDocument();
  });

  it('is not shown on a locked row (session details are paid)', async () => {
    await expand(session({ details_locked: true }));
    expect(screen.queryByText(/vs tour/)).toBeNull();
  });

  it('is not shown outside the 3–10 ft baseline', async () => {
    await expand(session({ putting_distance_feet: 12 }));
    expect(screen.getByText(/Detailed analytics are not available/)).toBeInTheDocument();
    expect(screen.queryByText(/vs tour/)).toBeNull();
  });
});
