import { buildClip } from './apps/server/src/scripts/camera-clips/clips.ts';
import { runClip } from './apps/server/src/scripts/camera-clips/run-clip.ts';
const [family, n] = process.argv.slice(2);
for (let i = 0; i < Number(n ?? 2); i++) {
  const clip = buildClip(family as any, i);
  const run = runClip(clip);
  const fmt = (p: any) => `${p.t.toFixed(2)} ${p.result === 'MAKE' ? `MAKE ${p.zone}` : `MISS ${p.miss}`}`;
  console.log(`${clip.name} frames=${clip.frameCount} proc=${(run.frames / run.processingMs * 1000).toFixed(0)}fps`);
  const m = Math.max(clip.truth.length, run.putts.length);
  for (let k = 0; k < m; k++) {
    const a = clip.truth[k] ? fmt(clip.truth[k]) : '-';
    const b = run.putts[k] ? fmt(run.putts[k]) : '-';
    console.log(`   ${a.padEnd(24)} ${b} ${a.slice(5) === b.slice(5) ? '' : ' <<<<'}`);
  }
}
