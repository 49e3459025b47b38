/**
 * The phone's compression (issue 23): frames go through ffmpeg into MJPEG or H.264 and are read
 * back decoded, so the tracker sees block artefacts, chroma subsampling and smeared motion as a
 * browser would. `raw` passes frames through untouched. Needs `ffmpeg` on the PATH.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Frame } from '@holeout/shared/camera/types';
import type { Codec } from './conditions.ts';

const W = 640;
const H = 480;

function codecArgs(codec: Exclude<Codec, 'raw'>, quality: number): string[] {
  return codec === 'mjpeg'
    ? ['-c:v', 'mjpeg', '-q:v', `${quality}`, '-pix_fmt', 'yuvj420p']
    : ['-c:v', 'libx264', '-preset', 'veryfast', '-crf', `${quality}`, '-pix_fmt', 'yuv420p'];
}

/** Encodes `frames` and answers them decoded again, one by one. */
export async function* throughCodec(
  frames: Iterable<Frame>,
  codec: Codec,
  quality: number,
  fps: number,
  name: string,
): AsyncGenerator<Frame> {
  if (codec === 'raw') {
    yield* frames;
    return;
  }
  const file = join(tmpdir(), `holeout-${process.pid}-${name}.mkv`);
  const encoder = spawn(
    'ffmpeg',
    ['-v', 'error', '-y', '-f', 'rawvideo', '-pix_fmt', 'rgba', '-s', `${W}x${H}`, '-r', `${fps}`, '-i', '-']
      .concat(codecArgs(codec, quality))
      .concat([file]),
    { stdio: ['pipe', 'ignore', 'inherit'] },
  );
  for (const frame of frames) {
    if (!encoder.stdin.write(Buffer.from(frame.data.buffer, frame.data.byteOffset, frame.data.byteLength))) {
      await once(encoder.stdin, 'drain');
    }
  }
  encoder.stdin.end();
  const [code] = await once(encoder, 'close');
  if (code !== 0) throw new Error(`ffmpeg could not encode ${name} (${code})`);
  const decoder = spawn('ffmpeg', ['-v', 'error', '-i', file, '-f', 'rawvideo', '-pix_fmt', 'rgba', '-'], {
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  const size = W * H * 4;
  let pending: Buffer = Buffer.alloc(0);
  try {
    for await (const chunk of decoder.stdout as AsyncIterable<Buffer>) {
      pending = pending.length === 0 ? chunk : Buffer.concat([pending, chunk]);
      while (pending.length >= size) {
        const data = new Uint8ClampedArray(size);
        data.set(pending.subarray(0, size));
        pending = pending.subarray(size);
        yield { width: W, height: H, data };
      }
    }
  } finally {
    decoder.kill();
    await rm(file, { force: true });
  }
}
