/**
 * A clip as an MJPEG file for Chromium's fake camera (`--use-fake-device-for-media-stream
 * --use-file-for-fake-video-capture=<clip>.mjpeg`): Chromium reads a file whose name ends in
 * `mjpeg` as baseline JPEG frames laid end to end, takes the size from the first frame, plays
 * them at 30 fps and starts again at the end. jpeg-js writes exactly such frames.
 */
import { writeFile } from 'node:fs/promises';
import type { Frame } from '@holeout/shared/camera/types';
import jpeg from 'jpeg-js';
import { type Clip, type ClipOptions, clipByName } from './clips.ts';

/** What a test needs to know about the written clip: its truth, calibration and timing. */
export type WrittenClip = Omit<Clip, 'frame'>;

/** Baseline JPEGs of `frames`, end to end: an MJPEG stream. */
export function encodeMjpeg(frames: Iterable<Frame>, quality = 85): Buffer {
  const jpegs: Buffer[] = [];
  for (const frame of frames) jpegs.push(jpeg.encode(frame, quality).data);
  return Buffer.concat(jpegs);
}

/**
 * Renders the clip `clipName` (e.g. `makes-1`) into `path` (which must end in `.mjpeg`) and
 * answers its true putts and calibration. Times in the truth are seconds from the clip's first
 * frame; the first `learnFrames` frames show the empty mat. Encoding takes about 40 ms a frame
 * (a 30 s clip: under a minute), so render it once per test run.
 */
export async function writeMjpegClip(
  clipName: string,
  path: string,
  options: ClipOptions & { quality?: number } = {},
): Promise<WrittenClip> {
  if (!path.endsWith('.mjpeg')) throw new Error(`Chromium reads a fake camera clip only from a .mjpeg file: ${path}`);
  const { frame, ...clip } = clipByName(clipName, options);
  const frames = (function* () {
    for (let i = 0; i < clip.frameCount; i++) yield frame(i);
  })();
  await writeFile(path, encodeMjpeg(frames, options.quality));
  return clip;
}
