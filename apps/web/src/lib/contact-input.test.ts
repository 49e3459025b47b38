import { describe, expect, it } from 'vitest';
import { classifyContact, isEmailLike, phoneDigits, searchable } from './contact-input.ts';

describe('classifyContact: the league invite box cases (spec 02 §5)', () => {
  it('reads 10 to 15 digits after stripping everything else as a phone number', () => {
    expect(classifyContact('(555) 123-4567')).toEqual({ type: 'phone', value: '5551234567' });
    expect(classifyContact('+44 7700 900123')).toEqual({ type: 'phone', value: '+447700900123' });
    expect(classifyContact('123456789012345')).toEqual({ type: 'phone', value: '123456789012345' });
  });

  it('reads 9 or 16 digits as a username', () => {
    expect(classifyContact('123456789')).toEqual({ type: 'username' });
    expect(classifyContact('1234567890123456')).toEqual({ type: 'username' });
    expect(classifyContact('ada')).toEqual({ type: 'username' });
  });

  it('reads an e-mail address by the simple pattern', () => {
    expect(classifyContact(' ada@example.com ')).toEqual({ type: 'email', value: 'ada@example.com' });
    expect(classifyContact('ada@example')).toEqual({ type: 'username' });
  });
});

describe('isEmailLike: no spaces, one at-sign, a dot in the domain', () => {
  it.each(['a@b.co', 'ivy.chipper+golf@example.com', '  ivy@example.com  '])('accepts %s', (text) => {
    expect(isEmailLike(text)).toBe(true);
  });

  it.each([
    'ivy',
    'ivy@example',
    'ivy@@example.com',
    'ivy@ex@ample.com',
    'ivy chip@example.com',
    '@example.com',
    'ivy@.',
  ])('refuses %s', (text) => {
    expect(isEmailLike(text)).toBe(false);
  });
});

describe('phoneDigits: 10 to 15 digits once punctuation is stripped', () => {
  it('reads typed phone numbers', () => {
    expect(phoneDigits('+1 (555) 123-4567')).toBe('15551234567');
    expect(phoneDigits('555.123.4567')).toBe('5551234567');
    expect(phoneDigits('123456789012345')).toBe('123456789012345');
  });

  it('refuses too few or too many digits, and names with digits', () => {
    expect(phoneDigits('555 1234')).toBeNull();
    expect(phoneDigits('1234567890123456')).toBeNull();
    expect(phoneDigits('Golfer 5551234567')).toBeNull();
  });
});

describe('classifyContact', () => {
  it('tells an e-mail, a phone number and a name apart', () => {
    expect(classifyContact(' ivy@example.com ')).toEqual({ type: 'email', value: 'ivy@example.com' });
    expect(classifyContact('+44 20 7946 0958')).toEqual({ type: 'phone', value: '+442079460958' });
    expect(classifyContact('Ivy')).toEqual({ type: 'username' });
  });
});

describe('searchable', () => {
  it('starts at the picker’s minimum (3 characters for a league invite)', () => {
    expect(searchable('ad', 3)).toBe(false);
    expect(searchable(' ad ', 3)).toBe(false);
    expect(searchable('ada', 3)).toBe(true);
  });
});
