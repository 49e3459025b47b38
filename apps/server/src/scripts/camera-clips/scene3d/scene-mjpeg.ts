/**
 * A scene clip as an MJPEG file for Chromium's fake camera (see ../mjpeg.ts): baseline JPEGs end
 * to end, played at 30 fps in a loop. Answers what a test needs: the truth, the golfer's marks,
 * the frame count and rate.
 */
import { writeFile } from 'node:fs/promises';
import jpeg from 'jpeg-js';
import type { SetName } from './conditions.ts';
import { buildSceneClip, type GolferMarks, type SceneClipOptions } from './scene-clip.ts';

export interface WrittenSceneClip {
  name: string;
  truth: ReturnType<typeof buildSceneClip>['truth'];
  marks: GolferMarks;
  frameCount: number;
  fps: number;
}

export async function writeSceneMjpeg(
  set: SetName,
  index: number,
  path: string,
  options: SceneClipOptions & { quality?: number } = {},
): Promise<WrittenSceneClip> {
  if (!path.endsWith('.mjpeg')) throw new Error(`Chromium reads a fake camera clip only from a .mjpeg file: ${path}`);
  const clip = buildSceneClip(set, index, options);
  const jpegs: Buffer[] = [];
  for await (const frame of clip.frames()) jpegs.push(jpeg.encode(frame, options.quality ?? 85).data);
  await writeFile(path, Buffer.concat(jpegs));
  return { name: clip.name, truth: clip.truth, marks: clip.marks, frameCount: jpegs.length, fps: clip.conditions.fps };
}
