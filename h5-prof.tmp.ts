import { buildClip } from './apps/server/src/scripts/camera-clips/clips.ts';
for (const fam of ['makes', 'shadows', 'hands'] as const) {
  const clip = buildClip(fam, 0);
  const t0 = performance.now();
  for (let i = 0; i < 600; i++) clip.frame(i);
  console.log(fam, 'render ms/frame', ((performance.now() - t0) / 600).toFixed(2));
}
