import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';
import { stubApi } from '../../../test/stub-api.ts';
import { ResetPasswordPage } from './reset-password-page.tsx';

async function choose(user: ReturnType<typeof renderWithProviders>['user'], password: string, confirm: string) {
  if (password) await user.type(screen.getByLabelText('New Password'), password);
  if (confirm) await user.type(screen.getByLabelText('Confirm New Password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Reset Password' }));
}

describe('ResetPasswordPage with a token', () => {
  const path = '/reset-password?token=t0ken';

  it("checks the pair in the reset form's own words before sending", async () => {
    const sent = stubApi({});
    const { user } = renderWithProviders(<ResetPasswordPage />, { path });
    expect(screen.getByRole('heading', { name: 'Choose a New Password' })).toBeInTheDocument();

    await choose(user, 'abcdef', '');
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter your new password twice.');
    await user.type(screen.getByLabelText('Confirm New Password'), 'abcdeg');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Passwords do not match.');
    expect(sent).toEqual([]);
  });

  it("sends the link's token and shows the server's refusal", async () => {
    const sent = stubApi({
      'POST /api/reset-password': {
        status: 400,
        body: { message: 'This password reset link is invalid or has expired. Please request a new one.' },
      },
    });
    const { user } = renderWithProviders(<ResetPasswordPage />, { path });
    await choose(user, 'abcdef', 'abcdef');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This password reset link is invalid or has expired. Please request a new one.',
    );
    expect(sent[0].body).toEqual({ token: 't0ken', password: 'abcdef' });
    expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/login');
  });

  it("replaces the form with the server's message once the password is reset", async () => {
    stubApi({
      'POST /api/reset-password': { status: 200, body: { success: true, message: 'Your password has been reset.' } },
    });
    const { user } = renderWithProviders(<ResetPasswordPage />, { path });
    await choose(user, 'abcdef', 'abcdef');
    expect(await screen.findByRole('status')).toHaveTextContent('Your password has been reset. Taking you to sign in…');
    expect(screen.queryByLabelText('New Password')).toBeNull();
  });
});

describe('ResetPasswordPage without a token', () => {
  it('confirms a sent link in the same words as the sign-in page, with the way back to login', async () => {
    const sent = stubApi({
      'POST /api/forgot-password': {
        status: 200,
        body: {
          success: true,
          message: 'If an account exists for that e-mail address, password reset instructions have been sent to it.',
        },
      },
    });
    const { user } = renderWithProviders(<ResetPasswordPage />, { path: '/reset-password' });
    await user.type(screen.getByLabelText('Email Address'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Email' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Password reset instructions have been sent to your email.',
    );
    expect(sent[0].body).toEqual({ email: 'ada@example.com' });
    expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/login');
  });
});
