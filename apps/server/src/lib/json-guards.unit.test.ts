import { describe, expect, it } from 'vitest';
import { findControlCharacter, findDuplicateKey, nestsDeeperThan } from './json-guards.ts';

describe('findDuplicateKey', () => {
  it('finds a key given twice in one object, at any depth', () => {
    expect(findDuplicateKey('{"a":1,"a":2}')).toBe('a');
    expect(findDuplicateKey('{"x":{"b":1,"c":2,"b":3}}')).toBe('b');
    expect(findDuplicateKey('{"putts":[{"t":1,"t":2}]}')).toBe('t');
    expect(findDuplicateKey('{"a":1, "\\u0061" :2}')).toBe('a');
  });

  it('allows the same key in different objects and keys that only look alike', () => {
    expect(findDuplicateKey('{"a":1,"b":{"a":2},"c":[{"a":3},{"a":4}]}')).toBeNull();
    expect(findDuplicateKey('{"a":"a","b":"\\"a\\":"}')).toBeNull();
    expect(findDuplicateKey('["a","a",{"a":1}]')).toBeNull();
    expect(findDuplicateKey('{"a\\\\":1,"a":2}')).toBeNull();
    expect(findDuplicateKey('"just a string"')).toBeNull();
  });
});

describe('findControlCharacter', () => {
  it('names the path of the first string with a control character', () => {
    expect(findControlCharacter({ name: 'Ava\u0000' })).toBe('name');
    expect(findControlCharacter({ putts: [{ zone: 'TOP' }, { zone: 'LOW\u001b' }] })).toBe('putts.1.zone');
    expect(findControlCharacter('\u0007')).toBe('(body)');
    expect(findControlCharacter({ 'bad\u0000key': 1 })).toBe('(body)');
  });

  it('passes ordinary values', () => {
    expect(findControlCharacter({ name: 'Zoë 👨‍👩‍👧', n: 3, ok: true, none: null, list: ['a', 1] })).toBeNull();
  });
});

describe('nestsDeeperThan', () => {
  it('counts objects and arrays, not brackets inside strings', () => {
    expect(nestsDeeperThan('{"a":[{"b":1}]}', 3)).toBe(false);
    expect(nestsDeeperThan('{"a":[{"b":[]}]}', 3)).toBe(true);
    expect(nestsDeeperThan('{"a":"[[[[[[{{{{"}', 1)).toBe(false);
    expect(nestsDeeperThan('{"a":"\\"[[[["}', 1)).toBe(false);
  });
});
