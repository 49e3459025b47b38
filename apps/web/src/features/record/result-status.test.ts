import type { SessionUploadResponse } from '@holeout/shared/sessions';
import { describe, expect, it } from 'vitest';
import { resultStatus } from './result-status.ts';

const answer = { success: true, created: false, session: { session_number: 4 } } as SessionUploadResponse;

describe('resultStatus', () => {
  it('is uploading until the attempt answers', () => {
    expect(resultStatus(undefined, true, true)).toEqual({ kind: 'uploading' });
  });

  it('names the stored session, also when the server had it already (created: false)', () => {
    expect(resultStatus({ kind: 'uploaded', answer }, false, true)).toEqual({ kind: 'uploaded', sessionNumber: 4 });
  });

  it('is kept on the device while it waits, saying whether the browser is online', () => {
    expect(resultStatus({ kind: 'waiting', reason: 'offline' }, true, false)).toEqual({ kind: 'kept', online: false });
    expect(resultStatus({ kind: 'waiting', reason: 'server' }, true, true)).toEqual({ kind: 'kept', online: true });
  });

  it('turns to uploaded once a later attempt took it out of the queue', () => {
    expect(resultStatus({ kind: 'waiting', reason: 'offline' }, false, true)).toEqual({
      kind: 'uploaded',
      sessionNumber: null,
    });
    expect(resultStatus({ kind: 'gone' }, false, true)).toEqual({ kind: 'uploaded', sessionNumber: null });
  });

  it('is refused when the server refused it', () => {
    expect(resultStatus({ kind: 'refused', message: 'no' }, true, true)).toEqual({ kind: 'refused' });
  });
});
