import { describe, expect, it } from 'vitest';
import { loginPathFor, safeNextPath } from './auth-paths.ts';
import { registrationError, registrationProblems } from './registration-rules.ts';

const ok = { name: 'Ada', email: 'ada@example.com', password: 'secret1', confirmPassword: 'secret1' };

describe('safeNextPath', () => {
  it('keeps paths inside the app', () => {
    expect(safeNextPath('/settings')).toBe('/settings');
    expect(safeNextPath('/player/3/stats?tab=1')).toBe('/player/3/stats?tab=1');
  });

  it('falls back to / for anything else', () => {
    expect(safeNextPath(null)).toBe('/');
    expect(safeNextPath('')).toBe('/');
    expect(safeNextPath('https://evil.example')).toBe('/');
    expect(safeNextPath('//evil.example')).toBe('/');
    expect(safeNextPath('/\\evil.example')).toBe('/');
    expect(safeNextPath('/login?next=/x')).toBe('/');
  });
});

describe('loginPathFor', () => {
  it('carries the page to return to', () => {
    expect(loginPathFor('/duels?tab=2')).toBe('/login?next=%2Fduels%3Ftab%3D2');
    expect(loginPathFor('/')).toBe('/login');
  });
});

describe('registrationError', () => {
  it('accepts a complete form', () => {
    expect(registrationError(ok)).toBeNull();
  });

  it('requires every field', () => {
    expect(registrationError({ ...ok, name: '  ' })).toBe('All fields are required');
    expect(registrationError({ ...ok, email: '' })).toBe('All fields are required');
    expect(registrationError({ ...ok, confirmPassword: '' })).toBe('All fields are required');
  });

  it('checks that the passwords match before their length', () => {
    expect(registrationError({ ...ok, confirmPassword: 'secret2' })).toBe('Passwords do not match');
    expect(registrationError({ ...ok, password: 'abc', confirmPassword: 'abcd' })).toBe('Passwords do not match');
  });

  it('needs at least 6 characters', () => {
    expect(registrationError({ ...ok, password: 'abcde', confirmPassword: 'abcde' })).toBe(
      'Password must be at least 6 characters long',
    );
    expect(registrationError({ ...ok, password: 'abcdef', confirmPassword: 'abcdef' })).toBeNull();
  });
});

describe('registrationProblems', () => {
  it('marks every invalid field at once, the message still in the spec order', () => {
    const problems = registrationProblems({
      name: '  ',
      email: 'not-an-address',
      password: 'abc',
      confirmPassword: 'abc',
    });
    expect(problems.message).toBe('All fields are required');
    expect(problems.fields).toEqual({
      name: 'Please enter a display name.',
      email: 'Please enter a valid e-mail address',
      password: 'Password must be at least 6 characters long',
    });
  });

  it('marks the confirmation when the passwords differ, and the e-mail with the server words', () => {
    const problems = registrationProblems({ ...ok, email: 'ada@', confirmPassword: 'secret2' });
    expect(problems.message).toBe('Passwords do not match');
    expect(problems.fields).toEqual({
      email: 'Please enter a valid e-mail address',
      confirm: 'Passwords do not match',
    });
  });

  it("names a lone invalid field by its label when the spec's checks pass", () => {
    const problems = registrationProblems({ ...ok, email: 'ada@' });
    expect(problems.message).toBe('Email Address: Please enter a valid e-mail address');
  });
});
