import { snapCup } from '@holeout/shared/camera/snap-cup';
import jpeg from 'jpeg-js';
import { describe, expect, it } from 'vitest';
import { clipByName } from './clips.ts';
import { encodeMjpeg, writeMjpegClip } from './mjpeg.ts';
import { runClip } from './run-clip.ts';

/** Results without times, and the times apart (logged putts start within a frame of the truth). */
function expectSamePutts(clipName: string, putts: number) {
  const clip = clipByName(clipName, { putts });
  const run = runClip(clip);
  expect(run.putts.map(({ t: _, ...p }) => p)).toEqual(clip.truth.map(({ t: _, ...p }) => p));
  for (const [i, p] of run.putts.entries()) expect(Math.abs(p.t - clip.truth[i].t)).toBeLessThanOrEqual(0.1);
}

describe('camera clips through the detector and the tracker', () => {
  it('logs a make and a catch while hands and putters pass over the cup', () => {
    expect(clipByName('hands-1', { putts: 2 }).truth.map((p) => p.result)).toEqual(['MAKE', 'MISS']);
    expectSamePutts('hands-1', 2);
  }, 120_000);

  it('logs a quick putt', () => {
    expectSamePutts('quick-putts-1', 1);
  }, 120_000);
});

describe('snapCup on a rendered mat', () => {
  it('snaps a circle dragged roughly onto the cup to the cup', () => {
    const clip = clipByName('noise-1', { putts: 0 });
    const snapped = snapCup(clip.frame(0), { cx: 331, cy: 141, r: 26 });
    const { cx, cy, r } = clip.calibration.cup;
    expect(Math.hypot(snapped.cx - cx, snapped.cy - cy)).toBeLessThanOrEqual(1.5);
    expect(Math.abs(snapped.r - r)).toBeLessThanOrEqual(2);
  });
});

describe('encodeMjpeg', () => {
  it('writes baseline JPEG frames end to end, as Chromium reads a fake camera file', () => {
    const clip = clipByName('makes-1', { putts: 0 });
    const bytes = encodeMjpeg([0, 1, 2].map((i) => clip.frame(i)));
    const starts = [];
    for (let i = 0; i + 1 < bytes.length; i++) if (bytes[i] === 0xff && bytes[i + 1] === 0xd8) starts.push(i);
    expect(starts).toHaveLength(3);
    const first = jpeg.decode(bytes.subarray(0, starts[1]), { useTArray: true });
    expect([first.width, first.height]).toEqual([640, 480]);
  });

  it('refuses a file name Chromium would not read as MJPEG', async () => {
    await expect(writeMjpegClip('makes-1', '/tmp/clip.mp4')).rejects.toThrow('.mjpeg');
  });
});
