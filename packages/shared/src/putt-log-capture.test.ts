import { describe, expect, it } from 'vitest';
import {
  cameraSessionUploadSchema,
  isTrackedSource,
  PUTT_OUTCOMES,
  type Putt,
  puttOutcome,
  sessionUploadSchema,
} from './putt-log.ts';

const putts: Putt[] = [
  { t: 1, result: 'MAKE', zone: 'RIGHT', entry: 'LEFT' },
  { t: 4, result: 'MISS', miss: 'QUICK PUTT' },
];
const body = (extra: Record<string, unknown>) => ({
  session_id: '0b9c1f4e-8a2d-4c3b-9e7f-1a2b3c4d5e6f',
  started_at: '2026-11-23T10:00:00+01:00',
  putts,
  ...extra,
});
const issue = (extra: Record<string, unknown>) => {
  const result = cameraSessionUploadSchema.safeParse(body(extra));
  return result.success ? null : result.error.issues[0];
};

describe('capture source and labels', () => {
  it('names every outcome a correction can hold', () => {
    expect(PUTT_OUTCOMES).toHaveLength(9);
    expect(puttOutcome(putts[0])).toBe('MAKE RIGHT');
    expect(puttOutcome(putts[1])).toBe('MISS QUICK PUTT');
  });

  it('takes no capture source or labels from the upload body: the path decides (decision 039)', () => {
    const labels = [{ index: 0, from: 'MAKE LOW', to: 'MAKE RIGHT' }];
    const parsed = sessionUploadSchema.parse(body({ capture_source: 'camera', labels }));
    expect(parsed).not.toHaveProperty('capture_source');
    expect(parsed).not.toHaveProperty('labels');
  });

  it('keeps a camera body’s labels only as sent', () => {
    expect(cameraSessionUploadSchema.parse(body({})).labels).toBeUndefined();
    const labels = [
      { index: 0, from: 'MAKE LOW', to: 'MAKE RIGHT' },
      { index: 2, from: 'MAKE TOP', to: 'NONE' },
      { index: 1, from: 'NONE', to: 'MISS QUICK PUTT' },
    ];
    expect(cameraSessionUploadSchema.parse(body({ labels }))).toMatchObject({ labels });
    // A claimed source is not part of the camera body either.
    expect(cameraSessionUploadSchema.parse(body({ capture_source: 'desktop' }))).not.toHaveProperty('capture_source');
  });

  it('calls camera and desktop tracked, and phone not', () => {
    expect(isTrackedSource('camera')).toBe(true);
    expect(isTrackedSource('desktop')).toBe(true);
    expect(isTrackedSource('phone')).toBe(false);
  });

  it('refuses labels that do not point at the log', () => {
    // Past the end, even for a removed putt; at the end is where a last putt was removed.
    expect(issue({ labels: [{ index: 3, from: 'MAKE LOW', to: 'NONE' }] })?.path).toEqual(['labels', 0, 'index']);
    expect(issue({ labels: [{ index: 2, from: 'MAKE LOW', to: 'NONE' }] })).toBeNull();
    expect(issue({ labels: [{ index: 2, from: 'NONE', to: 'MAKE LOW' }] })?.path).toEqual(['labels', 0, 'index']);
    expect(issue({ labels: [{ index: 0, from: 'NONE', to: 'MAKE LOW' }] })?.message).toBe(
      'labels[0] does not match putt 0 of the log',
    );
    expect(issue({ labels: [] })).toBeNull();
  });
});
