import { BallDetector } from './packages/shared/src/camera/detector.ts';
import { AT, paintFrame, seeded, TEST_CAL } from './packages/shared/src/camera/test-scene.ts';
const random = seeded(7);
const d = new BallDetector(TEST_CAL);
for (let i = 0; i < 30; i++) d.learnBackground(paintFrame({ noise: 4, random }));
const shadow = { x: 160, y: 150, r: 45, rgb: [25, 60, 30] as const };
console.log(d.detect(paintFrame({ noise: 4, random, discs: [shadow] })));
console.log(d.detect(paintFrame({ noise: 4, random, discs: [shadow, { ...AT.ramp, r: 8, rgb: [150, 150, 140] }] })));
console.log((d as any).blobs);
const fg = (d as any).foreground as Uint8Array; const mean = (d as any).mean as Float32Array; const grey = (d as any).grey as Float32Array;
const w = 240;
for (let y = 130; y < 150; y++) { let row = ''; for (let x = 150; x < 171; x++) { const i = y * w + (x - 40); row += `${String(Math.round(grey[i]-mean[i])).padStart(4)}${fg[i]?'*':' '}`; } console.log(row); }
