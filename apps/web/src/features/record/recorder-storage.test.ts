import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '../../lib/memory-storage.ts';
import { DEFAULT_SETTINGS, type RecorderState } from './recorder.ts';
import { loadRecorder, recorderKey, saveRecorder } from './recorder-storage.ts';

const recording: RecorderState = {
  settings: { distanceFeet: 5.5, zone: 'LEFT', missKind: 'QUICK PUTT' },
  recording: {
    sessionId: '0b9c1f4e-8a2d-4c3b-9e7f-1a2b3c4d5e6f',
    startedAtMs: 1_790_000_000_000,
    startedAt: '2026-09-21T15:33:20+02:00',
    distanceFeet: 5.5,
    putts: [
      { t: 2.5, result: 'MAKE', zone: 'LEFT' },
      { t: 6, result: 'MISS', miss: 'QUICK PUTT' },
    ],
    source: 'camera',
    labels: [{ index: 1, from: 'MAKE TOP', to: 'MISS QUICK PUTT' }],
  },
};

describe('recorder storage', () => {
  it('gives back the session in progress and the settings after a reload', () => {
    const storage = new MemoryStorage();
    saveRecorder(7, recording, storage);
    expect(loadRecorder(7, storage)).toEqual(recording);
  });

  it('keeps each player’s recorder apart', () => {
    const storage = new MemoryStorage();
    saveRecorder(7, recording, storage);
    expect(storage.getItem(recorderKey(7))).not.toBeNull();
    expect(loadRecorder(8, storage)).toEqual({ settings: DEFAULT_SETTINGS, recording: null });
  });

  it('starts fresh from missing, unreadable or invalid data', () => {
    const storage = new MemoryStorage();
    expect(loadRecorder(7, storage)).toEqual({ settings: DEFAULT_SETTINGS, recording: null });
    storage.setItem(recorderKey(7), '{oops');
    expect(loadRecorder(7, storage).recording).toBeNull();
    const badPutt = {
      ...recording,
      recording: { ...recording.recording, putts: [{ t: 1, result: 'MAKE', zone: 'UP' }] },
    };
    storage.setItem(recorderKey(7), JSON.stringify(badPutt));
    expect(loadRecorder(7, storage).recording).toBeNull();
    storage.setItem(
      recorderKey(7),
      JSON.stringify({ ...recording, settings: { ...recording.settings, distanceFeet: 12 } }),
    );
    expect(loadRecorder(7, storage).settings).toEqual(DEFAULT_SETTINGS);
  });

  it('works without storage (the session then lives in memory only)', () => {
    saveRecorder(7, recording, null);
    expect(loadRecorder(7, null)).toEqual({ settings: DEFAULT_SETTINGS, recording: null });
  });
});
