import { calibrateMat } from '../../packages/shared/src/camera/calibrate-mat.ts';
import { BallDetector } from '../../packages/shared/src/camera/detector.ts';
import { MatView } from '../../packages/shared/src/camera/mat-view.ts';
import { regionAt } from '../../packages/shared/src/camera/geometry.ts';
import { PuttTracker } from '../../packages/shared/src/camera/tracker.ts';
import { buildSceneClip } from './src/scripts/camera-clips/scene3d/scene-clip.ts';
async function main() {
  const [set, idx, from, to] = process.argv.slice(2);
  const clip = buildSceneClip(set as 'dev', Number(idx) - 1);
  let det: BallDetector | null = null;
  let tr: PuttTracker | null = null;
  let view: MatView | null = null;
  let i = 0;
  for await (const f of clip.frames()) {
    const t = clip.times[i++];
    if (!det) {
      const cal = calibrateMat(f, clip.marks);
      det = new BallDetector(cal);
      tr = new PuttTracker(cal);
      view = new MatView(cal);
    }
    if (i <= clip.learnFrames) { det.learnBackground(f); continue; }
    const b = det.detect(f);
    const ev = tr!.feed(t, b);
    if (t < Number(from) || t > Number(to)) continue;
    const truths = clip.story.balls.map((bb) => bb.path.at(t)).filter((x) => x).map((k) => `(${k!.x.toFixed(1)},${k!.y.toFixed(1)} v${k!.v.toFixed(2)})`).join(' ');
    const m = b ? view!.place(b) : null;
    console.log(t.toFixed(3), b ? `img ${b.x.toFixed(1)},${b.y.toFixed(1)} a${b.area} r_exp ${view!.ballRadius(b).toFixed(1)} mat ${m!.x.toFixed(1)},${m!.y.toFixed(1)} ${regionAt(view!.regions, m!)}` : '-', '| true', truths, ev.filter((e) => e.type !== 'ball').map((e) => JSON.stringify(e)).join(' '), tr!.state);
  }
}
main();
