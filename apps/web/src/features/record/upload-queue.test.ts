import type { SessionUploadResponse } from '@holeout/shared/sessions';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, NetworkError } from '../../lib/api-client.ts';
import { MemoryStorage } from '../../lib/memory-storage.ts';
import { PENDING_UPLOADS_KEY, type PendingUpload, UploadQueue } from './upload-queue.ts';
import {
  classifyFailure,
  flushKept,
  requestBody,
  retryKept,
  type Sender,
  sendKept,
  uploadSource,
} from './upload-sender.ts';

function pending(n: number, playerId = 7): PendingUpload {
  return {
    player_id: playerId,
    body: {
      session_id: `00000000-0000-4000-8000-00000000000${n}`,
      started_at: '2026-11-23T10:00:00+01:00',
      duration_seconds: 60,
      putting_distance_feet: 7,
      putts: [{ t: 1, result: 'MAKE', zone: 'TOP' }],
    },
    saved_at: '2026-11-23T09:01:00.000Z',
  };
}

function answer(created: boolean): SessionUploadResponse {
  return { success: true, created, session: { session_number: 1 } } as SessionUploadResponse;
}

function queueWith(...entries: PendingUpload[]) {
  const storage = new MemoryStorage();
  const queue = new UploadQueue(() => storage);
  for (const entry of entries) queue.keep(entry);
  return { queue, storage };
}

const ids = (queue: UploadQueue) => queue.all().map((e) => e.body.session_id);

describe('UploadQueue', () => {
  it('keeps sessions in localStorage by session_id, replacing one kept twice', () => {
    const { queue, storage } = queueWith(pending(1), pending(2), { ...pending(1), saved_at: 'later' });
    expect(ids(queue)).toEqual([pending(2).body.session_id, pending(1).body.session_id]);
    expect(JSON.parse(storage.getItem(PENDING_UPLOADS_KEY) ?? '[]')).toHaveLength(2);
    // Another page (or a reload) reads the same list.
    expect(new UploadQueue(() => storage).all()).toEqual(queue.all());
  });

  it('lists only the sessions of the given player', () => {
    const { queue } = queueWith(pending(1, 7), pending(2, 8));
    expect(queue.forPlayer(8).map((e) => e.body.session_id)).toEqual([pending(2).body.session_id]);
  });

  it('returns the same list object until it changes, and tells subscribers when it does', () => {
    const { queue } = queueWith(pending(1));
    const listener = vi.fn();
    const unsubscribe = queue.subscribe(listener);
    expect(queue.all()).toBe(queue.all());
    const before = queue.all();
    queue.remove(pending(1).body.session_id);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(queue.all()).not.toBe(before);
    unsubscribe();
    queue.keep(pending(2));
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('ignores unreadable or malformed stored data', () => {
    const storage = new MemoryStorage();
    const queue = new UploadQueue(() => storage);
    storage.setItem(PENDING_UPLOADS_KEY, '{not json');
    expect(queue.all()).toEqual([]);
    storage.setItem(PENDING_UPLOADS_KEY, JSON.stringify([{ player_id: 'x' }, pending(3)]));
    expect(ids(queue)).toEqual([pending(3).body.session_id]);
  });

  it('removes a session once the server stored it, whether now (201) or before (200 created: false)', async () => {
    const { queue } = queueWith(pending(1), pending(2));
    const sender = vi.fn<Sender>().mockResolvedValueOnce(answer(true)).mockResolvedValueOnce(answer(false));
    expect(await sendKept(queue, pending(1).body.session_id, sender)).toEqual({
      kind: 'uploaded',
      answer: answer(true),
    });
    expect(await sendKept(queue, pending(2).body.session_id, sender)).toEqual({
      kind: 'uploaded',
      answer: answer(false),
    });
    expect(sender).toHaveBeenCalledWith(pending(1));
    expect(queue.all()).toEqual([]);
  });

  it('keeps a session that could not be sent, unchanged, to try again later', async () => {
    const { queue } = queueWith(pending(1));
    const offline = await sendKept(queue, pending(1).body.session_id, () => Promise.reject(new NetworkError()));
    expect(offline).toEqual({ kind: 'waiting', reason: 'offline' });
    const server = await sendKept(queue, pending(1).body.session_id, () =>
      Promise.reject(new ApiError('Unknown server error.', 500)),
    );
    expect(server).toEqual({ kind: 'waiting', reason: 'server' });
    expect(queue.all()).toEqual([pending(1)]);
  });

  it('marks a session the server refused, skips it in later flushes, and tries it again on retry', async () => {
    const { queue } = queueWith(pending(1));
    const refusal = new ApiError('putts.0.zone: Invalid option', 400);
    expect(await sendKept(queue, pending(1).body.session_id, () => Promise.reject(refusal))).toEqual({
      kind: 'refused',
      message: 'putts.0.zone: Invalid option',
    });
    expect(queue.all()[0].refused).toBe('putts.0.zone: Invalid option');
    const sender = vi.fn<Sender>().mockResolvedValue(answer(true));
    expect(await flushKept(queue, 7, sender)).toEqual([]);
    expect(sender).not.toHaveBeenCalled();
    expect(await retryKept(queue, pending(1).body.session_id, sender)).toMatchObject({ kind: 'uploaded' });
    expect(queue.all()).toEqual([]);
  });

  it('sends a session once when two attempts overlap (the Finish upload and the background sync)', async () => {
    const { queue } = queueWith(pending(1));
    let resolve!: (value: SessionUploadResponse) => void;
    const sender = vi.fn<Sender>(() => new Promise((r) => (resolve = r)));
    const first = sendKept(queue, pending(1).body.session_id, sender);
    const second = sendKept(queue, pending(1).body.session_id, sender);
    // A flush meanwhile leaves it to the attempt under way.
    expect(await flushKept(queue, 7, sender)).toEqual([]);
    resolve(answer(true));
    expect(await first).toEqual(await second);
    expect(sender).toHaveBeenCalledTimes(1);
    expect(await sendKept(queue, pending(1).body.session_id, sender)).toEqual({ kind: 'gone' });
  });

  it('flushes the player’s sessions oldest first and stops at the first that must wait', async () => {
    const { queue } = queueWith(pending(1), pending(2, 9), pending(3), pending(4));
    const sender = vi
      .fn<Sender>()
      .mockResolvedValueOnce(answer(true))
      .mockRejectedValueOnce(new NetworkError())
      .mockResolvedValue(answer(true));
    expect(await flushKept(queue, 7, sender)).toEqual([answer(true)]);
    expect(sender.mock.calls.map(([entry]) => entry.body.session_id)).toEqual([
      pending(1).body.session_id,
      pending(3).body.session_id,
    ]);
    expect(ids(queue)).toEqual([pending(2).body.session_id, pending(3).body.session_id, pending(4).body.session_id]);
    // The connection is back: the rest go, and the other player's session stays for them.
    expect(await flushKept(queue, 7, sender)).toHaveLength(2);
    expect(ids(queue)).toEqual([pending(2).body.session_id]);
  });

  it('carries on in memory when the browser refuses storage, and says so', () => {
    const full = new MemoryStorage();
    full.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
    const queue = new UploadQueue(() => full);
    expect(queue.persistent).toBe(true);
    queue.keep(pending(1));
    expect(ids(queue)).toEqual([pending(1).body.session_id]);
    expect(queue.persistent).toBe(false);
    expect(new UploadQueue(() => null).persistent).toBe(false);
  });
});

describe('classifyFailure', () => {
  it.each([
    [new NetworkError(), { kind: 'waiting', reason: 'offline' }],
    [new ApiError('Your session has ended.', 401), { kind: 'waiting', reason: 'signed-out' }],
    [new ApiError('Too many requests.', 429), { kind: 'waiting', reason: 'server' }],
    [new ApiError('Request timeout', 408), { kind: 'waiting', reason: 'server' }],
    [new ApiError('Unknown server error.', 503), { kind: 'waiting', reason: 'server' }],
    [new Error('POST /sessions: not found'), { kind: 'waiting', reason: 'server' }],
    [new ApiError('started_at is in the future', 400), { kind: 'refused', message: 'started_at is in the future' }],
    [
      new ApiError('This session belongs to another player.', 409),
      { kind: 'refused', message: 'This session belongs to another player.' },
    ],
  ])('%s', (err, outcome) => {
    expect(classifyFailure(err)).toEqual(outcome);
  });

  describe('competition sessions', () => {
    const duelEntry = (): PendingUpload => ({
      ...pending(5),
      body: { ...pending(5).body, duel_id: 42 },
      source: 'phone',
      competition: 'Duel vs Sam',
    });
    const closed = () =>
      new ApiError('This duel has expired; the session was not submitted.', 409, 'competition_closed');

    it('keeps the competition of a queued session and submits it once when the connection returns', async () => {
      const { queue, storage } = queueWith(duelEntry());
      // A reload while offline reads the same entry, competition included.
      expect(new UploadQueue(() => storage).all()[0].body.duel_id).toBe(42);
      const sender = vi.fn<Sender>().mockRejectedValueOnce(new NetworkError()).mockResolvedValue(answer(true));
      expect(await flushKept(queue, 7, sender)).toEqual([]);
      const [first, second] = [flushKept(queue, 7, sender), flushKept(queue, 7, sender)];
      await Promise.all([first, second]);
      expect(sender).toHaveBeenCalledTimes(2);
      expect(sender.mock.calls[1][0].body.duel_id).toBe(42);
      expect(queue.all()).toEqual([]);
    });

    it('uploads a session refused as closed again as practice, once, and leaves the server reason as a notice', async () => {
      const { queue } = queueWith(duelEntry());
      const sender = vi.fn<Sender>().mockRejectedValueOnce(closed()).mockResolvedValue(answer(true));
      const outcome = await sendKept(queue, duelEntry().body.session_id, sender);
      expect(outcome).toEqual({
        kind: 'uploaded',
        answer: answer(true),
        practice: 'This duel has expired; the session was not submitted.',
      });
      expect(sender).toHaveBeenCalledTimes(2);
      const practice = sender.mock.calls[1][0];
      expect(practice.body.session_id).toBe(duelEntry().body.session_id);
      expect(practice.body).not.toHaveProperty('duel_id');
      expect(queue.all()).toEqual([]);
      expect(queue.notices()).toEqual([
        {
          player_id: 7,
          session_id: duelEntry().body.session_id,
          competition: 'Duel vs Sam',
          reason: 'This duel has expired; the session was not submitted.',
        },
      ]);
      queue.dismissNotice(duelEntry().body.session_id);
      expect(queue.notices()).toEqual([]);
    });

    it('keeps the practice copy waiting when the second upload cannot go', async () => {
      const { queue } = queueWith(duelEntry());
      const sender = vi.fn<Sender>().mockRejectedValueOnce(closed()).mockRejectedValueOnce(new NetworkError());
      expect(await sendKept(queue, duelEntry().body.session_id, sender)).toEqual({
        kind: 'waiting',
        reason: 'offline',
      });
      const [kept] = queue.all();
      expect(kept.body).not.toHaveProperty('duel_id');
      expect(kept.practice_reason).toBe('This duel has expired; the session was not submitted.');
    });

    it('treats other refusals (already submitted) as refused, not as practice', async () => {
      const { queue } = queueWith(duelEntry());
      const sender = vi.fn<Sender>().mockRejectedValue(new ApiError('Already in.', 409, 'already_submitted'));
      expect(await sendKept(queue, duelEntry().body.session_id, sender)).toEqual({
        kind: 'refused',
        message: 'Already in.',
      });
      expect(sender).toHaveBeenCalledTimes(1);
      expect(queue.all()[0].body.duel_id).toBe(42);
    });
  });

  describe('routes', () => {
    it('sends a hand-tapped session to the phone route and a camera one with its labels to the camera route', () => {
      const phone = { ...pending(1), source: 'phone' as const };
      const camera: PendingUpload = {
        ...pending(2),
        source: 'camera',
        body: { ...pending(2).body, labels: [{ index: 0, from: 'MISS RETURN', to: 'MAKE TOP' }] },
      };
      expect(uploadSource(phone)).toBe('phone');
      expect(uploadSource(camera)).toBe('camera');
      expect(requestBody(camera).labels).toHaveLength(1);
    });

    it('still uploads what the previous version kept (capture_source in the body), to the right route, without it', () => {
      const legacyCamera = { ...pending(1), body: { ...pending(1).body, capture_source: 'camera' } } as PendingUpload;
      const legacyManual = { ...pending(2), body: { ...pending(2).body, capture_source: 'manual' } } as PendingUpload;
      expect(uploadSource(legacyCamera)).toBe('camera');
      expect(uploadSource(legacyManual)).toBe('phone');
      expect(requestBody(legacyCamera)).not.toHaveProperty('capture_source');
      expect(requestBody(legacyManual)).toEqual(pending(2).body);
    });
  });
});
