import { describe, expect, it } from 'vitest';
import { countParamSchema, idFieldSchema, idParamSchema, MAX_ID } from './ids.ts';

describe('ids', () => {
  it('reads plain decimal ids in range', () => {
    expect(idParamSchema.parse('1')).toBe(1);
    expect(idParamSchema.parse('42')).toBe(42);
    expect(idParamSchema.parse(String(MAX_ID))).toBe(MAX_ID);
  });

  it('refuses other spellings of numbers and ids beyond the integer column', () => {
    for (const bad of [
      '0',
      '-1',
      '0x1',
      '1e0',
      '+1',
      ' 1',
      '1 ',
      '01',
      '1.0',
      '',
      'abc',
      '2147483648',
      '99999999999',
    ]) {
      expect(idParamSchema.safeParse(bad).success, bad).toBe(false);
    }
  });

  it('body ids are positive integers within the column', () => {
    expect(idFieldSchema.parse(7)).toBe(7);
    for (const bad of [0, -3, 1.5, MAX_ID + 1, Number.NaN]) expect(idFieldSchema.safeParse(bad).success).toBe(false);
  });
});

describe('counts in queries', () => {
  const limit = countParamSchema(1, 100);
  it('reads plain digits within the range', () => {
    expect(limit.parse('1')).toBe(1);
    expect(limit.parse('100')).toBe(100);
  });
  it('refuses other spellings and values outside the range', () => {
    for (const bad of ['0', '101', '0x10', '1e1', '+5', ' 5', '5.0', '-1', '']) {
      expect(limit.safeParse(bad).success, bad).toBe(false);
    }
  });
});
