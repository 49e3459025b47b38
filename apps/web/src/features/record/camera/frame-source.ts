/**
 * Frames from the camera's video element: each new video frame (requestVideoFrameCallback, or
 * requestAnimationFrame where it is missing) drawn onto a canvas — scaled to the processed size
 * and cropped around the regions — and read back as RGBA with the frame's media time.
 */

import { CAMERA_FRAME, type CropRect } from './calibration.ts';
import type { Frame } from './camera-api.ts';

/** The processed frame size for a video: scaled down to fit 640×480, the aspect kept. */
export function processedSize(videoWidth: number, videoHeight: number): { width: number; height: number } {
  const scale = Math.min(1, CAMERA_FRAME.width / videoWidth, CAMERA_FRAME.height / videoHeight);
  return { width: Math.round(videoWidth * scale), height: Math.round(videoHeight * scale) };
}

/** Reads frames off one video element, the whole processed frame or a crop of it. */
export class FrameGrabber {
  private readonly canvas = document.createElement('canvas');
  private readonly context = this.canvas.getContext('2d', { willReadFrequently: true });

  constructor(private readonly video: HTMLVideoElement) {}

  /** The video's current picture in processed pixels, `rect` of it (the whole frame by default). */
  grab(rect?: CropRect): Frame | null {
    const { videoWidth, videoHeight } = this.video;
    if (!this.context || videoWidth === 0) return null;
    const size = processedSize(videoWidth, videoHeight);
    const area = rect ?? { x: 0, y: 0, ...size };
    const scale = videoWidth / size.width;
    if (this.canvas.width !== area.width) this.canvas.width = area.width;
    if (this.canvas.height !== area.height) this.canvas.height = area.height;
    this.context.drawImage(
      this.video,
      area.x * scale,
      area.y * scale,
      area.width * scale,
      area.height * scale,
      0,
      0,
      area.width,
      area.height,
    );
    const image = this.context.getImageData(0, 0, area.width, area.height);
    return { width: image.width, height: image.height, data: image.data };
  }
}

type FrameCallbackVideo = HTMLVideoElement & {
  requestVideoFrameCallback?: (callback: (now: number, metadata: { mediaTime: number }) => void) => number;
  cancelVideoFrameCallback?: (handle: number) => void;
};

/**
 * Calls `onFrame(mediaTime)` for every new video frame until the returned stop is called; the
 * media time is the video's own clock in seconds, which keeps counting while the page sleeps.
 */
export function onVideoFrames(video: HTMLVideoElement, onFrame: (mediaTime: number) => void): () => void {
  const v = video as FrameCallbackVideo;
  let stopped = false;
  if (v.requestVideoFrameCallback && v.cancelVideoFrameCallback) {
    let handle = 0;
    const next = (_now: number, metadata: { mediaTime: number }) => {
      if (stopped) return;
      onFrame(metadata.mediaTime);
      handle = v.requestVideoFrameCallback?.(next) ?? 0;
    };
    handle = v.requestVideoFrameCallback(next);
    return () => {
      stopped = true;
      v.cancelVideoFrameCallback?.(handle);
    };
  }
  let last = -1;
  let handle = requestAnimationFrame(function tick() {
    if (stopped) return;
    if (video.currentTime !== last) {
      last = video.currentTime;
      onFrame(last);
    }
    handle = requestAnimationFrame(tick);
  });
  return () => {
    stopped = true;
    cancelAnimationFrame(handle);
  };
}
