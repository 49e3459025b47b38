import { BallDetector } from './packages/shared/src/camera/detector.ts';
import { buildClip } from './apps/server/src/scripts/camera-clips/clips.ts';
for (const fam of ["hands", "noise", "shadows", "lighting"] as const) {
  const clip = buildClip(fam, 0);
  const d = new BallDetector(clip.calibration);
  let max = 0;
  for (let i = 0; i < clip.frameCount; i++) {
    const f = clip.frame(i);
    if (i < clip.learnFrames) { d.learnBackground(f); continue; }
    d.detect(f);
    if (i % 5 === 0) max = Math.max(max, d.drift(f));
  }
  // shifted: the phone moved by k pixels
  const f = clip.frame(clip.learnFrames + 5);
  const shifted = (k: number) => {
    const out = new Uint8ClampedArray(f.data.length);
    for (let y = 0; y < 480; y++) for (let x = 0; x < 640; x++) {
      const sx = Math.min(639, Math.max(0, x - k)), sy = Math.min(479, Math.max(0, y - Math.round(k / 2)));
      for (let c = 0; c < 4; c++) out[(y * 640 + x) * 4 + c] = f.data[(sy * 640 + sx) * 4 + c];
    }
    return { width: 640, height: 480, data: out };
  };
  console.log(fam, 'max drift in clip', max.toFixed(3), 'moved 3/6/12/24 px:', [3, 6, 12, 24].map((k) => d.drift(shifted(k)).toFixed(3)).join(' '));
}
{
  // persistence: learn, then feed shifted frames for 4 s
  const clip = buildClip('makes', 0);
  const d = new BallDetector(clip.calibration);
  for (let i = 0; i < clip.learnFrames; i++) d.learnBackground(clip.frame(i));
  const out = [];
  for (let i = clip.learnFrames; i < clip.learnFrames + 150; i++) {
    const f = clip.frame(i);
    const o = new Uint8ClampedArray(f.data.length);
    for (let y = 0; y < 480; y++) for (let x = 0; x < 640; x++) { const sx = Math.max(0, x - 4); for (let c = 0; c < 4; c++) o[(y * 640 + x) * 4 + c] = f.data[(y * 640 + sx) * 4 + c]; }
    const g = { width: 640, height: 480, data: o };
    d.detect(g);
    if (i % 15 === 0) out.push(d.drift(g).toFixed(2));
  }
  console.log('moved 4px over 5 s:', out.join(' '));
}
