import type { Frame } from '../camera/types.ts';

/**
 * A frame from an RGB picture (3 values a pixel, row by row) through a 3 × 3 lens blur; the
 * outermost pixels are left white. For tests that paint a scene pixel by pixel.
 */
export function lensBlurred(rgb: Float32Array, width: number, height: number): Frame {
  const data = new Uint8ClampedArray(width * height * 4).fill(255);
  for (let y = 1; y < height - 1; y++)
    for (let x = 1; x < width - 1; x++)
      for (let c = 0; c < 3; c++) {
        let sum = 0;
        for (let dy = -1; dy <= 1; dy++)
          for (let dx = -1; dx <= 1; dx++) sum += rgb[((y + dy) * width + x + dx) * 3 + c];
        data[(y * width + x) * 4 + c] = sum / 9;
      }
  return { width, height, data };
}
