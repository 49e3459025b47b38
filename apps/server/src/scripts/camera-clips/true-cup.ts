/** The cup's true outline in a scene clip's picture: its rim projected through the clip's lens. */
import { type CupEllipse, ellipseOfPolygon } from '@holeout/shared/camera/calibrate-mat';
import { Lens } from './scene3d/lens.ts';
import { CUP_RADIUS } from './scene3d/physics.ts';
import type { SceneClip } from './scene3d/scene-clip.ts';

export function trueCupOutline(clip: SceneClip): { lens: Lens; rim: CupEllipse } {
  const lens = new Lens(clip.conditions.pose);
  const points = Array.from({ length: 96 }, (_, k) => {
    const t = (2 * Math.PI * k) / 96;
    return lens.projectGround(CUP_RADIUS * Math.cos(t), CUP_RADIUS * Math.sin(t))!;
  });
  return { lens, rim: ellipseOfPolygon(points) };
}
