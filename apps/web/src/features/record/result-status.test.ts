import type { SessionUploadResponse } from '@holeout/shared/sessions';
import { describe, expect, it } from 'vitest';
import { resultStatus } from './result-status.ts';
import type { PendingUpload } from './upload-queue.ts';

const answer = { success: true, created: false, session: { session_number: 4 } } as SessionUploadResponse;
const waiting = { player_id: 1, saved_at: '', body: { session_id: 'a' } } as PendingUpload;

describe('resultStatus', () => {
  it('is uploading until the attempt answers', () => {
    expect(resultStatus(undefined, waiting, true)).toEqual({ kind: 'uploading' });
  });

  it('names the stored session, also when the server had it already (created: false)', () => {
    expect(resultStatus({ kind: 'uploaded', answer }, undefined, true)).toEqual({ kind: 'uploaded', sessionNumber: 4 });
  });

  it('carries the server’s moment of a new session (decision 057)', () => {
    const withMoment = {
      ...answer,
      created: true,
      moment: { kind: 'personal_best', text: 'New personal best.' },
    } as const;
    expect(resultStatus({ kind: 'uploaded', answer: withMoment }, undefined, true)).toEqual({
      kind: 'uploaded',
      sessionNumber: 4,
      moment: 'New personal best.',
    });
  });

  it('is kept on the device while it waits, saying whether the browser is online', () => {
    expect(resultStatus({ kind: 'waiting', reason: 'offline' }, waiting, false)).toEqual({
      kind: 'kept',
      online: false,
    });
    expect(resultStatus({ kind: 'waiting', reason: 'server' }, waiting, true)).toEqual({ kind: 'kept', online: true });
  });

  it('turns to uploaded once a later attempt took it out of the queue', () => {
    expect(resultStatus({ kind: 'waiting', reason: 'offline' }, undefined, true)).toEqual({
      kind: 'uploaded',
      sessionNumber: null,
    });
    expect(resultStatus({ kind: 'gone' }, undefined, true)).toEqual({ kind: 'uploaded', sessionNumber: null });
  });

  it('is refused with the reason when the server refused it, also on a later attempt', () => {
    expect(resultStatus({ kind: 'refused', message: 'no' }, { ...waiting, refused: 'no' }, true)).toEqual({
      kind: 'refused',
      reason: 'no',
    });
    expect(resultStatus({ kind: 'waiting', reason: 'offline' }, { ...waiting, refused: 'late' }, true)).toEqual({
      kind: 'refused',
      reason: 'late',
    });
  });

  it('says a competition session was kept as practice, with the server reason', () => {
    expect(resultStatus({ kind: 'uploaded', answer, practice: 'Closed.' }, undefined, true)).toEqual({
      kind: 'practice',
      reason: 'Closed.',
    });
    const notice = { player_id: 1, session_id: 'a', competition: 'Duel vs Sam', reason: 'Expired.' };
    expect(resultStatus({ kind: 'waiting', reason: 'offline' }, undefined, true, notice)).toEqual({
      kind: 'practice',
      reason: 'Expired.',
    });
  });
});
