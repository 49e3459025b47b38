import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { EMPTY_PASSWORD_PAIR, passwordPairError } from '../lib/password-pair.ts';
import { Form } from './form.tsx';
import { PasswordFields } from './password-fields.tsx';

/** A form holding only the pair, checked on submit as the app's forms check it. */
function NewPasswordForm(props: { label?: string; confirmLabel?: string; hint?: string }) {
  const [pair, setPair] = useState(EMPTY_PASSWORD_PAIR);
  const [error, setError] = useState<string | null>(null);
  return (
    <Form
      onSubmit={() => setError(passwordPairError(pair, { mismatch: 'Passwords do not match' }))}
      busy={false}
      error={error}
      submitLabel="Save"
    >
      <PasswordFields value={pair} onChange={setPair} {...props} />
    </Form>
  );
}

describe('PasswordFields', () => {
  it('labels the pair New Password and Confirm New Password by default, for password managers', () => {
    render(<NewPasswordForm />);
    for (const label of ['New Password', 'Confirm New Password']) {
      expect(screen.getByLabelText(label)).toHaveAttribute('type', 'password');
      expect(screen.getByLabelText(label)).toHaveAttribute('autocomplete', 'new-password');
    }
  });

  it("takes the form's own labels and the hint under the first field", () => {
    render(<NewPasswordForm label="Password" confirmLabel="Confirm Password" hint="At least 6 characters." />);
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('At least 6 characters.');
    expect(screen.getByLabelText('Confirm Password')).toBeInTheDocument();
  });

  it('shows the mismatch message as the one alert and ties it to both fields', async () => {
    const user = userEvent.setup();
    render(<NewPasswordForm />);
    await user.type(screen.getByLabelText('New Password'), 'abcdef');
    await user.type(screen.getByLabelText('Confirm New Password'), 'abcdeg');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(screen.getByRole('alert')).toHaveTextContent('Passwords do not match');
    expect(screen.getByLabelText('New Password')).toHaveAccessibleDescription('Passwords do not match');
    expect(screen.getByLabelText('Confirm New Password')).toHaveAccessibleDescription('Passwords do not match');

    await user.clear(screen.getByLabelText('Confirm New Password'));
    await user.type(screen.getByLabelText('Confirm New Password'), 'abcdef');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
