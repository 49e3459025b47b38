import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CUP_FRAMES, type Frame } from './camera-api.ts';
import type { FrameSource } from './use-detection.ts';
import { RECENT_EVERY_MS, useRecentFrames } from './use-recent-frames.ts';

/** A 1 × 1 frame of grey `v` (the n-th frame grabbed). */
const grey = (v: number): Frame => ({ width: 1, height: 1, data: new Uint8ClampedArray([v, v, v, 255]) });

describe('useRecentFrames', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('keeps the last frames grabbed while the handles are set, and none from before they are set again', () => {
    let n = 0;
    const frames: FrameSource = { onFrames: () => () => {}, grab: () => grey(++n) };
    const video = {} as HTMLVideoElement;
    const { result, rerender } = renderHook(({ active }) => useRecentFrames(video, frames, active), {
      initialProps: { active: true },
    });
    expect(result.current()).toEqual([]);
    act(() => vi.advanceTimersByTime((CUP_FRAMES + 3) * RECENT_EVERY_MS));
    const kept = result.current().map((f) => f.data[0]);
    expect(kept).toEqual(Array.from({ length: CUP_FRAMES }, (_, k) => k + 4));
    rerender({ active: false });
    expect(result.current()).toEqual([]);
    act(() => vi.advanceTimersByTime(4 * RECENT_EVERY_MS));
    expect(n).toBe(CUP_FRAMES + 3);
    rerender({ active: true });
    act(() => vi.advanceTimersByTime(RECENT_EVERY_MS));
    expect(result.current().map((f) => f.data[0])).toEqual([CUP_FRAMES + 4]);
  });
});
