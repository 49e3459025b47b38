import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildPlayer } from '../../../test/build-player.ts';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';
import { stubApi } from '../../../test/stub-api.ts';
import { saveReferral } from '../referral-storage.ts';
import { CreateAccountForm } from './create-account-form.tsx';

async function fillIn(user: ReturnType<typeof renderWithProviders>['user'], password: string, confirm: string) {
  await user.type(screen.getByLabelText('Display Name / Username'), 'Casey');
  await user.type(screen.getByLabelText('Email Address'), 'casey@example.com');
  await user.type(screen.getByLabelText('Password'), password);
  await user.type(screen.getByLabelText('Confirm Password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Create Account' }));
}

describe('CreateAccountForm', () => {
  it('checks that the passwords match, then their length, before sending', async () => {
    const sent = stubApi({});
    const { user } = renderWithProviders(<CreateAccountForm submitLabel="Create Account" onRegistered={vi.fn()} />);
    await fillIn(user, 'abcdef', 'abcdeg');
    expect(screen.getByRole('alert')).toHaveTextContent('Passwords do not match');
    expect(sent).toEqual([]);
  });

  it('sends the saved referral, uses it up and hands on the answer', async () => {
    const answer = { success: true, message: 'Account created successfully.', token: 'tok', player: buildPlayer() };
    const sent = stubApi({ 'POST /api/register': { status: 201, body: answer } });
    saveReferral('17');
    const onRegistered = vi.fn();
    const { user } = renderWithProviders(
      <CreateAccountForm submitLabel="Create Account" onRegistered={onRegistered} />,
    );

    await fillIn(user, 'abcdef', 'abcdef');

    await vi.waitFor(() => expect(onRegistered).toHaveBeenCalledWith(answer, 'casey@example.com'));
    expect(sent[0].body).toMatchObject({ name: 'Casey', email: 'casey@example.com', referral_session_id: '17' });
    expect(localStorage.getItem('referral_session')).toBeNull();
  });

  it("shows the server's refusal", async () => {
    stubApi({ 'POST /api/register': { status: 409, body: { message: 'An account with this email already exists' } } });
    const { user } = renderWithProviders(<CreateAccountForm submitLabel="Create Account" onRegistered={vi.fn()} />);
    await fillIn(user, 'abcdef', 'abcdef');
    expect(await screen.findByRole('alert')).toHaveTextContent('An account with this email already exists');
  });
});
