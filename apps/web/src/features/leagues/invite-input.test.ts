import { describe, expect, it } from 'vitest';
import { classifyInviteInput, searchable } from './invite-input.ts';

describe('classifyInviteInput (spec 02 §5)', () => {
  it('reads 10 to 15 digits after stripping everything else as a phone number', () => {
    expect(classifyInviteInput('(555) 123-4567')).toEqual({ type: 'phone', value: '5551234567' });
    expect(classifyInviteInput('+44 7700 900123')).toEqual({ type: 'phone', value: '+447700900123' });
    expect(classifyInviteInput('123456789012345')).toEqual({ type: 'phone', value: '123456789012345' });
  });

  it('reads 9 or 16 digits as a username', () => {
    expect(classifyInviteInput('123456789')).toEqual({ type: 'username' });
    expect(classifyInviteInput('1234567890123456')).toEqual({ type: 'username' });
    expect(classifyInviteInput('ada')).toEqual({ type: 'username' });
  });

  it('reads an e-mail address by the simple pattern', () => {
    expect(classifyInviteInput(' ada@example.com ')).toEqual({ type: 'email', value: 'ada@example.com' });
    expect(classifyInviteInput('ada@example')).toEqual({ type: 'username' });
  });
});

describe('searchable', () => {
  it('starts at 3 characters', () => {
    expect(searchable('ad')).toBe(false);
    expect(searchable(' ad ')).toBe(false);
    expect(searchable('ada')).toBe(true);
  });
});
