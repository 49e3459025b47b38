import { describe, expect, it } from 'vitest';
import { brightestChannel, colourChanged, greyOf } from './colour.ts';

/** Warmth, greenness and grey of an RGB colour, as the detector reads them. */
const read = ([r, g, b]: readonly [number, number, number]) => {
  const warmth = r - b;
  const level = ((r * 77 + g * 150 + b * 29) >> 8) + ((r - b) >> 1);
  return { u: warmth, v: g - ((r + b) >> 1), y: greyOf(level, warmth) };
};
const changed = (pixel: readonly [number, number, number], background: readonly [number, number, number]) => {
  const p = read(pixel);
  const m = read(background);
  return colourChanged(p.u, p.v, p.y, m.u, m.v, m.y);
};
const blend = (a: readonly [number, number, number], b: readonly [number, number, number], k: number) =>
  a.map((v, c) => Math.round(v * k + b[c] * (1 - k))) as unknown as [number, number, number];
const scaled = (rgb: readonly [number, number, number], k: number) =>
  rgb.map((v) => Math.round(v * k)) as unknown as [number, number, number];

describe('colourChanged', () => {
  const WHITE_TRACK = [210, 210, 214] as const;
  const BURGUNDY = [120, 44, 40] as const;
  const TEAL = [58, 110, 120] as const;

  it('sees a light blue or a coral ball on a white track', () => {
    expect(changed([160, 210, 250], WHITE_TRACK)).toBe(true);
    expect(changed([250, 100, 60], WHITE_TRACK)).toBe(true);
  });

  it('takes no shadow, however deep, for a colour', () => {
    for (const mat of [WHITE_TRACK, BURGUNDY, TEAL, [48, 118, 58] as const])
      for (const k of [0.9, 0.6, 0.35]) expect(changed(scaled(mat, k), mat)).toBe(false);
  });

  it('takes a grey putter head, a white liner or a dark shaft for no colour', () => {
    expect(changed([170, 172, 178], WHITE_TRACK)).toBe(false);
    expect(changed([250, 250, 248], [16, 16, 18])).toBe(false);
    expect(changed([34, 34, 38], [16, 16, 18])).toBe(false);
  });

  it('sees a ball of the opposite hue on a coloured mat', () => {
    expect(changed([160, 210, 250], BURGUNDY)).toBe(true);
    expect(changed([250, 100, 60], TEAL)).toBe(true);
  });

  it('tells a pink ball from an orange mat and a lime one from a yellow mat, though both are as warm', () => {
    expect(changed([245, 120, 170], [200, 125, 50])).toBe(true);
    expect(changed([190, 240, 70], [230, 200, 60])).toBe(true);
    expect(changed(scaled([200, 125, 50], 0.6), [200, 125, 50])).toBe(false);
  });

  it('takes a black putter head on a burgundy or teal mat for no colour', () => {
    expect(changed([34, 34, 38], BURGUNDY)).toBe(false);
    expect(changed([34, 34, 38], TEAL)).toBe(false);
  });

  it('takes something white smeared over a coloured mat for a colour: lighter and paler, as no shadow makes it', () => {
    const mustard = [255, 240, 96] as const;
    expect(changed(blend([255, 255, 255], mustard, 0.5), mustard)).toBe(true);
    expect(changed([200, 200, 200], BURGUNDY)).toBe(true);
  });

  it('takes a dark putter head smeared over a coloured mat for no colour, however much of the mat shows through', () => {
    for (const mat of [BURGUNDY, TEAL, [212, 196, 160] as const])
      for (const head of [[60, 60, 62] as const, [40, 40, 42] as const, [20, 20, 22] as const])
        for (const k of [0.3, 0.5, 0.7]) expect(changed(blend(head, mat, k), mat)).toBe(false);
  });

  it('sees a pale ball whose colour is all it has, half smeared into a mat of the same grey', () => {
    const beige = scaled([212, 196, 160], 0.89);
    const lavender = scaled([205, 180, 245], 0.89);
    expect(changed(blend(lavender, beige, 0.5), beige)).toBe(true);
    const blue = [90, 150, 210] as const;
    expect(changed(blend([40, 200, 190], blue, 0.5), blue)).toBe(true);
  });
});

describe('brightestChannel', () => {
  it('gives back the brightest of red, green and blue from grey, warmth and greenness', () => {
    for (const rgb of [
      [252, 251, 246],
      [140, 40, 96],
      [40, 200, 190],
      [90, 150, 255],
    ] as const) {
      const [r, g, b] = rgb;
      const y = (r * 77 + g * 150 + b * 29) / 256;
      expect(brightestChannel(y, r - b, g - (r + b) / 2)).toBeCloseTo(Math.max(r, g, b), 6);
    }
  });
});
