import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  fieldErrorsFromIssues,
  fieldsSummary,
  problemsFromMessage,
  readableMessage,
  splitFieldMessage,
} from './field-errors.ts';

describe('splitFieldMessage', () => {
  it('splits the field the API names from its text', () => {
    expect(splitFieldMessage('email: Please enter a valid e-mail address')).toEqual({
      field: 'email',
      text: 'Please enter a valid e-mail address',
    });
    expect(splitFieldMessage('putts.3.zone: Invalid option')).toEqual({ field: 'putts', text: 'Invalid option' });
  });

  it('leaves messages that name no field', () => {
    expect(splitFieldMessage('Invalid email or password')).toBeNull();
    expect(splitFieldMessage('Error: something')).toBeNull();
    expect(splitFieldMessage('Too many requests. Please wait a minute and try again.')).toBeNull();
  });
});

describe('readableMessage', () => {
  it("names the field in people's words", () => {
    expect(readableMessage('email: Please enter a valid e-mail address')).toBe(
      'E-mail: Please enter a valid e-mail address',
    );
    expect(readableMessage('x_url: Please enter a full link starting with https://')).toBe(
      'X link: Please enter a full link starting with https://',
    );
    expect(readableMessage('new_password: Password must be at least 6 characters long')).toBe(
      'New password: Password must be at least 6 characters long',
    );
  });

  it("prefers the form's own label, and words an unknown field plainly", () => {
    expect(readableMessage('email: Bad', { email: 'Email Address' })).toBe('Email Address: Bad');
    expect(readableMessage('club_name: Too long')).toBe('Club name: Too long');
  });

  it('returns other messages as they are', () => {
    expect(readableMessage('Invalid email or password')).toBe('Invalid email or password');
  });
});

describe('fieldsSummary', () => {
  const labels = { x_url: 'X link', tiktok_url: 'TikTok link', website_url: 'Website' };

  it('is null when nothing is wrong', () => {
    expect(fieldsSummary({}, labels)).toBeNull();
  });

  it('names one field with its text', () => {
    expect(fieldsSummary({ website_url: 'Please enter a full link' }, labels)).toBe(
      'Website: Please enter a full link',
    );
  });

  it('lists several fields in the form order', () => {
    expect(fieldsSummary({ website_url: 'a', x_url: 'b' }, labels)).toBe('Please correct X link and Website.');
    expect(fieldsSummary({ website_url: 'a', x_url: 'b', tiktok_url: 'c' }, labels)).toBe(
      'Please correct X link, TikTok link and Website.',
    );
  });
});

describe('fieldErrorsFromIssues', () => {
  it('gives every invalid field its first message, and ignores fields the form does not show', () => {
    const schema = z.object({
      name: z.string().min(1, 'Name is required'),
      phone: z.string().regex(/^\+?\d+$/, 'Please enter a valid phone number'),
      secret: z.string().min(3, 'hidden'),
    });
    const checked = schema.safeParse({ name: '', phone: 'abc', secret: '' });
    expect(checked.success).toBe(false);
    if (checked.success) return;
    expect(fieldErrorsFromIssues(checked.error.issues, ['name', 'phone'])).toEqual({
      name: 'Name is required',
      phone: 'Please enter a valid phone number',
    });
  });
});

describe('problemsFromMessage', () => {
  const labels = { email: 'Email Address', password: 'Password' };

  it("marks the form's field that a refusal names, and names it by its label", () => {
    expect(problemsFromMessage('email: Please enter a valid e-mail address', labels)).toEqual({
      message: 'Email Address: Please enter a valid e-mail address',
      fields: { email: 'Please enter a valid e-mail address' },
    });
  });

  it("keeps other refusals whole, in people's words", () => {
    expect(problemsFromMessage('Invalid email or password', labels)).toEqual({
      message: 'Invalid email or password',
      fields: {},
    });
    expect(problemsFromMessage('x_url: Bad link', labels)).toEqual({ message: 'X link: Bad link', fields: {} });
  });
});
