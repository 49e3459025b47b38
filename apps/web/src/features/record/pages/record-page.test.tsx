import type { SessionUploadInput } from '@holeout/shared/putt-log';
import type { UploadedSession } from '@holeout/shared/sessions';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildPlayer } from '../../../test/build-player.ts';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';
import { storedSession } from '../../../test/stored-session.ts';
import { stubApi } from '../../../test/stub-api.ts';
import { TOO_SOON_TEXT } from '../record-texts.ts';
import { recorderKey } from '../recorder-storage.ts';
import { PENDING_UPLOADS_KEY } from '../upload-queue.ts';
import { RecordPage } from './record-page.tsx';

const player = buildPlayer({ player_id: 12 });

function figure(term: string) {
  const list = screen.queryByTestId('live-figures') ?? screen.getByTestId('session-figures');
  const dt = within(list).getByText(term, { selector: 'dt' });
  return dt.nextElementSibling?.textContent;
}

describe('RecordPage', () => {
  it('records putts with Make, Miss and Undo, then uploads them on Finish and shows the stored session', async () => {
    // The clock is moved by hand between taps: a putt takes at least MIN_SECONDS_BETWEEN_PUTTS.
    vi.useFakeTimers({ toFake: ['Date'] });
    const later = () => vi.setSystemTime(Date.now() + 1500);
    const sent = stubApi({
      'POST /api/sessions/phone': () => ({
        status: 201,
        body: {
          success: true,
          created: true,
          session: storedSession(sent[0].body as SessionUploadInput, 1),
          moment: { kind: 'first_session', text: 'Your first session: 2 makes from 3 putts.' },
        },
      }),
    });
    const { user, auth } = renderWithProviders(<RecordPage />, { player });

    const distance = screen.getByLabelText('Putting distance (feet)');
    expect(distance).toHaveValue(7);
    await user.clear(distance);
    await user.type(distance, '12');
    await user.click(screen.getByRole('button', { name: 'Start' }));
    expect(screen.getByText('Putting distance must be between 3.0 and 10.0 feet.')).toBeInTheDocument();
    await user.clear(distance);
    await user.type(distance, '6.5');
    await user.click(screen.getByRole('button', { name: 'Start' }));

    expect(screen.getByRole('timer', { name: 'Session time' })).toHaveTextContent(/^00:0\d$/);
    // Keyboard golfers land on Make.
    expect(screen.getByRole('button', { name: /^Make/ })).toHaveFocus();
    later();
    await user.click(screen.getByRole('button', { name: /^Make/ }));
    // A second tap at once is a double tap: ignored, and said so.
    await user.click(screen.getByRole('button', { name: /^Miss/ }));
    expect(screen.getByTestId('record-last')).toHaveTextContent(TOO_SOON_TEXT);
    expect(figure('Misses')).toBe('0');
    await user.click(screen.getByRole('radio', { name: 'Left' }));
    later();
    await user.click(screen.getByRole('button', { name: /^Make/ }));
    await user.click(screen.getByRole('radio', { name: 'Long' }));
    later();
    await user.click(screen.getByRole('button', { name: /^Miss/ }));
    expect(screen.getByTestId('record-last')).toHaveTextContent('Miss, Long. 2 makes, 1 miss.');
    later();
    await user.click(screen.getByRole('button', { name: /^Make/ }));
    expect(figure('Makes')).toBe('3');
    expect(figure('Streak')).toBe('1');
    expect(figure('Best streak')).toBe('2');
    await user.click(screen.getByRole('button', { name: 'Undo last putt' }));
    expect(screen.getByTestId('record-last')).toHaveTextContent('Removed the last make (Left). 2 makes, 1 miss.');
    expect(figure('Accuracy')).toBe('66.7%');

    await user.click(screen.getByRole('button', { name: 'Finish' }));
    expect(screen.getByRole('heading', { name: 'Finish this session?' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Finish and upload' }));

    expect(await screen.findByText('Uploaded as session #1.')).toBeInTheDocument();
    expect(screen.getByTestId('record-moment')).toHaveTextContent('Your first session: 2 makes from 3 putts.');
    expect(screen.getByRole('heading', { name: 'Session finished' })).toHaveFocus();
    expect(sent).toHaveLength(1);
    // Tapped by hand: the phone route, which decides the capture source (never the body).
    expect(sent[0].path).toBe('/api/sessions/phone');
    const body = sent[0].body as SessionUploadInput;
    expect(body).not.toHaveProperty('capture_source');
    expect(body).toMatchObject({
      putting_distance_feet: 6.5,
      started_at: expect.stringMatching(/[+-]\d{2}:\d{2}$/),
    });
    expect(body.putts?.map((p) => (p.result === 'MAKE' ? p.zone : p.miss))).toEqual(['TOP', 'LEFT', 'CATCH']);
    expect(figure('Makes')).toBe('2');
    expect(auth.refreshPlayer).toHaveBeenCalled();
    expect(JSON.parse(localStorage.getItem(PENDING_UPLOADS_KEY) ?? '[]')).toEqual([]);
    expect(screen.getByRole('link', { name: 'See it on your dashboard' })).toHaveAttribute('href', '/');
    vi.useRealTimers();
  });

  it('notes the side of one miss with a toggle, says it, and clears it after that miss (decision 056)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { user } = renderWithProviders(<RecordPage />, { player });
    await user.click(screen.getByRole('button', { name: 'Start' }));
    const sides = screen.getByRole('group', { name: 'Which side it missed (optional)' });
    const left = within(sides).getByRole('button', { name: 'Left' });
    await user.click(left);
    expect(left).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: /^Miss/ })).toHaveTextContent('Short, left');
    vi.setSystemTime(Date.now() + 1500);
    await user.click(screen.getByRole('button', { name: /^Miss/ }));
    expect(screen.getByTestId('record-last')).toHaveTextContent('Miss, Short, left. 0 makes, 1 miss.');
    expect(left).toHaveAttribute('aria-pressed', 'false');
    // A second tap takes a noted side back.
    await user.click(within(sides).getByRole('button', { name: 'Right' }));
    await user.click(within(sides).getByRole('button', { name: 'Right' }));
    expect(screen.getByRole('button', { name: /^Miss/ })).toHaveTextContent(/Short$/);
    const saved = JSON.parse(localStorage.getItem(recorderKey(12)) ?? '{}');
    expect(saved.recording.putts[0]).toMatchObject({ result: 'MISS', miss: 'RETURN', exit: 'LEFT' });
    vi.useRealTimers();
  });

  it('stops the clock while the Finish question is open and leaves that time out of the session', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const sent = stubApi({
      'POST /api/sessions/phone': () => ({
        status: 201,
        body: { success: true, created: true, session: storedSession(sent[0].body as SessionUploadInput, 1) },
      }),
    });
    const { user } = renderWithProviders(<RecordPage />, { player });
    await user.click(screen.getByRole('button', { name: 'Start' }));
    vi.setSystemTime(Date.now() + 2000);
    await user.click(screen.getByRole('button', { name: /^Make/ }));
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    expect(screen.getByText(/The clock is paused while you decide\./)).toBeInTheDocument();
    vi.setSystemTime(Date.now() + 120_000);
    await user.click(screen.getByRole('button', { name: 'Keep putting' }));
    vi.setSystemTime(Date.now() + 1000);
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    await user.click(screen.getByRole('button', { name: 'Finish and upload' }));
    await screen.findByText('Uploaded as session #1.');
    const body = sent[0].body as SessionUploadInput;
    expect(body.duration_seconds).toBeGreaterThanOrEqual(3);
    expect(body.duration_seconds).toBeLessThan(10);
    vi.useRealTimers();
  });

  it('keeps a session finished without a connection on the device and says so', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const { user } = renderWithProviders(<RecordPage />, { player });
    await user.click(screen.getByRole('button', { name: 'Start' }));
    await user.click(screen.getByRole('button', { name: /^Make/ }));
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    await user.click(screen.getByRole('button', { name: 'Finish and upload' }));

    expect(await screen.findByTestId('pending-uploads')).toHaveTextContent('1 session saved on this device');
    expect(screen.getByTestId('record-result-status')).toHaveTextContent('Saved on this device');
    const queue = JSON.parse(localStorage.getItem(PENDING_UPLOADS_KEY) ?? '[]');
    expect(queue).toHaveLength(1);
    expect(queue[0]).toMatchObject({ player_id: 12, body: { putts: [{ result: 'MAKE', zone: 'TOP' }] } });
    // The session in progress is over: a reload starts afresh, with the upload still waiting.
    expect(JSON.parse(localStorage.getItem(recorderKey(12)) ?? '{}').recording).toBeNull();
  });

  it('carries on a session in progress after a reload', async () => {
    localStorage.setItem(
      recorderKey(12),
      JSON.stringify({
        settings: { distanceFeet: 8, zone: 'RIGHT', missKind: 'TIMEOUT' },
        recording: {
          sessionId: '0b9c1f4e-8a2d-4c3b-9e7f-1a2b3c4d5e6f',
          startedAtMs: Date.now() - 125_000,
          startedAt: '2026-11-23T10:00:00+01:00',
          distanceFeet: 8,
          putts: [
            { t: 10, result: 'MAKE', zone: 'RIGHT' },
            { t: 20, result: 'MISS', miss: 'TIMEOUT' },
          ],
        },
      }),
    );
    renderWithProviders(<RecordPage />, { player });
    expect(screen.getByRole('timer')).toHaveTextContent(/^02:0[5-9]$/);
    expect(screen.getByText('8.0 ft')).toBeInTheDocument();
    expect(figure('Makes')).toBe('1');
    expect(figure('Misses')).toBe('1');
    expect(screen.getByRole('radio', { name: 'Right' })).toBeChecked();
    expect(screen.getByRole('button', { name: /^Miss/ })).toHaveTextContent('Lost ball');
  });
});
