/**
 * The frames of the empty mat the setup measures the cup in (decision 061, round thirteen): while
 * `active`, a frame of `video` every `RECENT_EVERY_MS`, the last `CUP_FRAMES` kept. One frame lies
 * wherever the phone's shake had it when the golfer let go of a handle; the cup's outlines in
 * frames of the last two seconds, averaged, lie where the picture is on average.
 */
import { useCallback, useEffect, useRef } from 'react';
import { CUP_FRAMES, type Frame } from './camera-api.ts';
import type { FrameSource } from './use-detection.ts';

/** A frame is kept this often while the golfer handles the setup, ms (`CUP_FRAMES` of them: 2 s). */
export const RECENT_EVERY_MS = 250;

/** The frames kept so far, oldest first; none kept from before `active` last began. */
export function useRecentFrames(video: HTMLVideoElement | null, frames: FrameSource, active: boolean): () => Frame[] {
  const recent = useRef<Frame[]>([]);
  useEffect(() => {
    recent.current = [];
    if (!active || !video) return;
    const timer = setInterval(() => {
      const frame = frames.grab(video);
      if (frame) recent.current = [...recent.current.slice(1 - CUP_FRAMES), frame];
    }, RECENT_EVERY_MS);
    return () => clearInterval(timer);
  }, [active, video, frames]);
  return useCallback(() => recent.current, []);
}
