import { describe, expect, it } from 'vitest';
import { canonicalJson } from './canonical-json.ts';

describe('canonicalJson (RFC 8785)', () => {
  it('sorts keys by UTF-16 code units and drops whitespace', () => {
    expect(canonicalJson({ b: 1, a: [true, null, 'x'], A: { d: 2, c: 1 } })).toBe(
      '{"A":{"c":1,"d":2},"a":[true,null,"x"],"b":1}',
    );
    // U+20AC (euro) sorts after U+00E9 (é); a key with a surrogate pair sorts by its code units.
    expect(canonicalJson({ '€': 1, é: 2, '😀': 3, z: 4 })).toBe('{"z":4,"é":2,"€":1,"😀":3}');
  });

  it('prints numbers as ECMAScript does (the RFC examples)', () => {
    expect(canonicalJson([Number('333333333.33333329'), 1e30, 4.5, 0.002, 1e-27, -0])).toBe(
      '[333333333.3333333,1e+30,4.5,0.002,1e-27,0]',
    );
    expect(() => canonicalJson(Number.NaN)).toThrow();
  });

  it('escapes strings like JSON.stringify', () => {
    expect(canonicalJson('\u20ac$\u000f\nA\'B"\\\\"/')).toBe('"€$\\u000f\\nA\'B\\"\\\\\\\\\\"/"');
  });
});
