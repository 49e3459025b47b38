import type { SessionUploadInput } from '@holeout/shared/putt-log';
import type { UploadedSession } from '@holeout/shared/sessions';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildDuel } from '../../../test/build-duel.ts';
import { buildPlayer } from '../../../test/build-player.ts';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';
import { storedSession } from '../../../test/stored-session.ts';
import { stubApi } from '../../../test/stub-api.ts';
import { PENDING_UPLOADS_KEY } from '../upload-queue.ts';
import { RecordPage } from './record-page.tsx';

const player = buildPlayer({ player_id: 12 });
const PHONE = 'POST /api/sessions/phone';

/** Ada (12) against Ben (34): an active duel waiting for Ada's session. */
const activeDuel = (over: Parameters<typeof buildDuel>[0] = {}) =>
  buildDuel({ duel_id: 5, status: 'active', expires_at: '2099-01-01T00:00:00.000Z', ...over });

const ok = (sent: { body: unknown }[]) => () => ({
  status: 201,
  body: { success: true, created: true, session: storedSession(sent.at(-1)?.body as SessionUploadInput, 3) },
});

/** Moves the page's clock (Date only; React's own timers stay real). */
const later = (ms: number) => act(() => vi.setSystemTime(Date.now() + ms));

afterEach(() => vi.useRealTimers());

describe('the recorder in competition mode', () => {
  it('names the duel, shows its rules locked, and offers no distance to change', async () => {
    stubApi({ 'GET /api/duels/5': { status: 200, body: activeDuel() } });
    renderWithProviders(<RecordPage />, { player, path: '/record?duel=5' });

    expect(await screen.findByTestId('record-competition')).toHaveTextContent('Duel vs Ben');
    const rules = screen.getByTestId('record-competition-rules');
    expect(rules).toHaveTextContent('7.0 ft');
    expect(rules).toHaveTextContent('5 minutes');
    expect(rules).toHaveTextContent('Locked for this competition');
    expect(screen.queryByLabelText('Putting distance (feet)')).not.toBeInTheDocument();
    expect(screen.getByText(/the competition's rule/)).toHaveTextContent('7.0 ft');
  });

  it('counts down and finishes by itself at the time limit, submitting to the duel', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const answers = stubApi({
      'GET /api/duels/5': { status: 200, body: activeDuel({ time_limit_minutes: 2, putting_distance_feet: 6.5 }) },
      [PHONE]: () => ok(answers)(),
    });
    const { user } = renderWithProviders(<RecordPage />, { player, path: '/record?duel=5' });
    await user.click(await screen.findByRole('button', { name: 'Start' }));
    expect(screen.getByRole('timer', { name: 'Time left' })).toHaveTextContent('02:00');

    later(1500);
    await user.click(screen.getByRole('button', { name: /^Make/ }));
    later(60_000);
    expect(await screen.findByText('00:59')).toBeInTheDocument();
    later(60_000);

    expect(await screen.findByText('Time is up: the session finished by itself.')).toBeInTheDocument();
    const upload = answers.find((r) => r.method === 'POST');
    expect(upload?.path).toBe('/api/sessions/phone');
    expect(upload?.body).toMatchObject({ duel_id: 5, duration_seconds: 120, putting_distance_feet: 6.5 });
    expect(await screen.findByText(/Submitted to Duel vs Ben/)).toBeInTheDocument();
  });

  it('finishes by itself after the last counted putt of a shoot-out', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const duel = activeDuel({ competition_mode: 'shoot_out', time_limit_minutes: null, max_attempts: 2 });
    const sent = stubApi({ 'GET /api/duels/5': { status: 200, body: duel }, [PHONE]: () => ok(sent)() });
    const { user } = renderWithProviders(<RecordPage />, { player, path: '/record?duel=5' });
    await user.click(await screen.findByRole('button', { name: 'Start' }));
    expect(screen.getByTestId('record-putts-left')).toHaveTextContent('0 of 2 putts');

    later(1500);
    await user.click(screen.getByRole('button', { name: /^Make/ }));
    later(1500);
    await user.click(screen.getByRole('button', { name: /^Miss/ }));

    expect(
      await screen.findByText('That was the last counted putt: the session finished by itself.'),
    ).toBeInTheDocument();
    const upload = sent.find((r) => r.method === 'POST');
    expect((upload?.body as SessionUploadInput | undefined)?.putts).toHaveLength(2);
    expect(upload?.body).toMatchObject({ duel_id: 5 });
  });

  it('keeps the competition of a session finished offline in the queue', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    stubApi({ 'GET /api/duels/5': { status: 200, body: activeDuel() } });
    const { user } = renderWithProviders(<RecordPage />, { player, path: '/record?duel=5' });
    await user.click(await screen.findByRole('button', { name: 'Start' }));
    // The connection drops.
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    later(1500);
    await user.click(screen.getByRole('button', { name: /^Make/ }));
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    await user.click(screen.getByRole('button', { name: 'Finish and upload' }));

    expect(await screen.findByTestId('record-result-status')).toHaveTextContent(
      'it will be submitted to Duel vs Ben shortly',
    );
    const [kept] = JSON.parse(localStorage.getItem(PENDING_UPLOADS_KEY) ?? '[]');
    expect(kept).toMatchObject({ source: 'phone', competition: 'Duel vs Ben', body: { duel_id: 5 } });
  });

  it('keeps a session as practice when the duel closed, and shows the server reason', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const reason = 'This duel has expired: sessions are no longer accepted for it.';
    let attempts = 0;
    const sent = stubApi({
      'GET /api/duels/5': { status: 200, body: activeDuel() },
      [PHONE]: () =>
        ++attempts === 1
          ? { status: 409, body: { error: 'Conflict', code: 'competition_closed', message: reason } }
          : ok(sent)(),
    });
    const { user } = renderWithProviders(<RecordPage />, { player, path: '/record?duel=5' });
    await user.click(await screen.findByRole('button', { name: 'Start' }));
    later(1500);
    await user.click(screen.getByRole('button', { name: /^Make/ }));
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    await user.click(screen.getByRole('button', { name: 'Finish and upload' }));

    expect(await screen.findByText(`Kept as a practice session, not for Duel vs Ben: ${reason}`)).toBeInTheDocument();
    const posts = sent.filter((r) => r.method === 'POST');
    expect(posts).toHaveLength(2);
    expect(posts[0].body).toMatchObject({ duel_id: 5 });
    expect(posts[1].body).not.toHaveProperty('duel_id');
    expect((posts[1].body as SessionUploadInput).session_id).toBe((posts[0].body as SessionUploadInput).session_id);
    expect(screen.queryByTestId('record-standing')).not.toBeInTheDocument();
  });

  it('takes only the camera when the competition requires tracked sessions', async () => {
    stubApi({ 'GET /api/duels/5': { status: 200, body: { ...activeDuel(), require_tracked_sessions: true } } });
    renderWithProviders(<RecordPage />, { player, path: '/record?duel=5' });
    expect(await screen.findByRole('button', { name: 'Record with the camera' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start' })).not.toBeInTheDocument();
  });

  it('says when the duel no longer waits for a session, and still offers practice', async () => {
    stubApi({ 'GET /api/duels/5': { status: 200, body: activeDuel({ creator_submitted_session_id: 'x' }) } });
    renderWithProviders(<RecordPage />, { player, path: '/record?duel=5' });
    expect(await screen.findByText('Your session for this duel is already in.')).toBeInTheDocument();
    expect(screen.getByLabelText('Putting distance (feet)')).toBeInTheDocument();
  });
});
