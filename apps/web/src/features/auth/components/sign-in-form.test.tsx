import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildPlayer } from '../../../test/build-player.ts';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';
import { stubApi } from '../../../test/stub-api.ts';
import { SignInForm } from './sign-in-form.tsx';

async function signIn(user: ReturnType<typeof renderWithProviders>['user'], email: string, password: string) {
  if (email) await user.type(screen.getByLabelText('Email Address'), email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('SignInForm', () => {
  it("shows the server's message when the sign-in is refused, and forgets stored credentials", async () => {
    stubApi({
      'POST /api/login': { status: 401, body: { error: 'Unauthorized', message: 'Invalid email or password' } },
    });
    localStorage.setItem('authToken', 'old-token');
    const { user, auth } = renderWithProviders(<SignInForm next={null} />, { path: '/login' });

    await signIn(user, 'ada@example.com', 'wrong-password');

    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Invalid email or password');
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(auth.signIn).not.toHaveBeenCalled();
  });

  it("says 'Login failed: N' when the failure carries no message", async () => {
    stubApi({ 'POST /api/login': { status: 502 } });
    const { user } = renderWithProviders(<SignInForm next={null} />);
    await signIn(user, 'ada@example.com', 'secret1');
    expect(await screen.findByRole('alert')).toHaveTextContent('Login failed: 502');
  });

  it('asks for both fields before sending anything', async () => {
    const sent = stubApi({});
    const { user } = renderWithProviders(<SignInForm next={null} />);
    await signIn(user, 'ada@example.com', '');
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter your email address and password.');
    expect(sent).toEqual([]);
  });

  it('marks an address that cannot be one beside its field, before sending', async () => {
    const sent = stubApi({});
    const { user } = renderWithProviders(<SignInForm next={null} />);
    await signIn(user, 'ada@', 'secret1');
    expect(screen.getByRole('alert')).toHaveTextContent('Email Address: Please enter a valid e-mail address');
    expect(screen.getByLabelText('Email Address')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Email Address')).toHaveAccessibleDescription(
      expect.stringContaining('Please enter a valid e-mail address'),
    );
    expect(screen.getByLabelText('Password')).not.toHaveAttribute('aria-invalid');
    expect(sent).toEqual([]);
  });

  it('signs in and goes on to the page asked for', async () => {
    const player = buildPlayer();
    const sent = stubApi({
      'POST /api/login': { status: 200, body: { success: true, message: 'Login successful', token: 'tok', player } },
    });
    const { user, auth } = renderWithProviders(<SignInForm next="/settings" />, { path: '/login?next=%2Fsettings' });

    await signIn(user, 'ada@example.com', 'secret1');

    await screen.findByText('/settings');
    expect(sent).toEqual([
      { method: 'POST', path: '/api/login', body: { email: 'ada@example.com', password: 'secret1' } },
    ]);
    expect(auth.signIn).toHaveBeenCalledWith('tok', player);
  });

  it('is busy while the answer is on its way', async () => {
    let answer: (value: { status: number; body?: unknown }) => void = () => {};
    stubApi({ 'POST /api/login': new Promise((resolve) => (answer = resolve)) });
    const { user } = renderWithProviders(<SignInForm next={null} />);

    await signIn(user, 'ada@example.com', 'secret1');

    expect(screen.getByRole('button', { name: 'Sign In' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Sign In' }).closest('form')).toHaveAttribute('aria-busy', 'true');
    answer({ status: 401, body: { message: 'Invalid email or password' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  });
});
