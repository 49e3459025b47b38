/**
 * How far the setup's first guess of the handles (`findMat`, decision 063) lies from the truth of
 * a scene clip, on the mat: each guessed point is taken back to the mat through the clip's true
 * lens and compared with the true corner or the cup's centre, in centimetres and in per cent of
 * the mat's width. For the camera bench's `found` path; prints figures, never a test.
 */
import type { MatMarks } from '@holeout/shared/camera/calibrate-mat';
import type { Point } from '@holeout/shared/camera/types';
import { Lens } from './scene3d/lens.ts';
import type { SceneClip } from './scene3d/scene-clip.ts';

const KINDS = ['near corners', 'far corners', 'cup centre'] as const;

export class GuessErrors {
  private clips = 0;
  private found = 0;
  private readonly cm: Record<(typeof KINDS)[number], number[]> = {
    'near corners': [],
    'far corners': [],
    'cup centre': [],
  };
  private readonly share: Record<(typeof KINDS)[number], number[]> = {
    'near corners': [],
    'far corners': [],
    'cup centre': [],
  };
  private sideRight = 0;

  add(clip: SceneClip, accepted: { marks: MatMarks; found: boolean }): void {
    this.clips++;
    if (!accepted.found) return;
    this.found++;
    const lens = new Lens(clip.conditions.pose);
    const L = clip.conditions.layout;
    const truth: Point[] = [
      { x: -L.width / 2, y: L.rampLength },
      { x: L.width / 2, y: L.rampLength },
      { x: L.width / 2, y: -L.catchDepth },
      { x: -L.width / 2, y: -L.catchDepth },
      { x: 0, y: 0 },
    ];
    const guessed = [...accepted.marks.corners, accepted.marks.cup];
    guessed.forEach((p, k) => {
      const g = lens.groundAt(p.x, p.y);
      const kind = KINDS[k < 2 ? 0 : k < 4 ? 1 : 2];
      const d = g ? Math.hypot(g.x - truth[k].x, g.y - truth[k].y) : Number.POSITIVE_INFINITY;
      this.cm[kind].push(d);
      this.share[kind].push(d / L.width);
    });
    if ((accepted.marks.trackSide ?? 'right') === 'right') this.sideRight++;
  }

  summary(): string {
    const lines = [`first guess found on ${this.found} of ${this.clips} clips (the others keep the default handles)`];
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    for (const kind of KINDS) {
      const xs = this.cm[kind];
      if (xs.length === 0) continue;
      const finite = xs.filter(Number.isFinite);
      const mean = finite.reduce((s, x) => s + x, 0) / Math.max(1, finite.length);
      lines.push(
        `  ${kind.padEnd(12)} off by median ${median(xs).toFixed(1)} cm (${(100 * median(this.share[kind])).toFixed(1)} % of the mat's width), mean ${mean.toFixed(1)} cm, worst ${Math.max(...xs).toFixed(1)} cm`,
      );
    }
    lines.push(
      `  return track guessed on the right (where every scene mat has it): ${this.sideRight} of ${this.found}`,
    );
    return lines.join('\n');
  }
}
