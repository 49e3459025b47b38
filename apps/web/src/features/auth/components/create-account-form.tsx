import type { AuthResponse } from '@holeout/shared/accounts';
import { useState } from 'react';
import { Form } from '../../../components/form.tsx';
import { DisplayNameField, EmailField } from '../../../components/form-field.tsx';
import { PasswordFields } from '../../../components/password-fields.tsx';
import { formProblems } from '../../../lib/api-client.ts';
import { type FormProblems, NO_PROBLEMS } from '../../../lib/field-errors.ts';
import { EMPTY_PASSWORD_PAIR } from '../../../lib/password-pair.ts';
import { useRegister } from '../api/register.ts';
import { currentReferral } from '../referral-storage.ts';
import { REGISTRATION_LABELS, type RegistrationField, registrationProblems } from '../registration-rules.ts';

export const REGISTRATION_FAILED = 'Registration failed. Please try again.';

interface CreateAccountFormProps {
  submitLabel: string;
  /** An address supplied by an invitation: pre-filled and read-only. */
  lockedEmail?: string | null;
  /** A `ref` value from the address; wins over a saved referral. */
  referralFromAddress?: string | null;
  onRegistered: (answer: AuthResponse, email: string) => void;
}

/** Name, e-mail and password twice, with the spec's client checks; sends the referral along. */
export function CreateAccountForm({
  submitLabel,
  lockedEmail,
  referralFromAddress,
  onRegistered,
}: CreateAccountFormProps) {
  const register = useRegister();
  const [name, setName] = useState('');
  const [email, setEmail] = useState(lockedEmail ?? '');
  const [passwords, setPasswords] = useState(EMPTY_PASSWORD_PAIR);
  const [invalid, setInvalid] = useState<FormProblems<RegistrationField>>(NO_PROBLEMS);

  function submit() {
    const check = registrationProblems({
      name,
      email,
      password: passwords.password,
      confirmPassword: passwords.confirm,
    });
    setInvalid(check);
    if (check.message) return;
    const input = {
      name: name.trim(),
      email: email.trim(),
      password: passwords.password,
      referral_session_id: currentReferral(referralFromAddress),
    };
    register.mutate(input, { onSuccess: (answer) => onRegistered(answer, input.email) });
  }

  const problems = formProblems(invalid, register.error, REGISTRATION_FAILED, REGISTRATION_LABELS);
  return (
    <Form onSubmit={submit} busy={register.isPending} error={problems.message} submitLabel={submitLabel}>
      <DisplayNameField label={REGISTRATION_LABELS.name} value={name} onValue={setName} error={problems.fields.name} />
      <EmailField
        label={REGISTRATION_LABELS.email}
        value={email}
        onValue={setEmail}
        readOnly={Boolean(lockedEmail)}
        hint={lockedEmail ? 'This is the address your invitation was sent to.' : undefined}
        error={problems.fields.email}
      />
      <PasswordFields
        value={passwords}
        onChange={setPasswords}
        label={REGISTRATION_LABELS.password}
        confirmLabel={REGISTRATION_LABELS.confirm}
        hint="At least 6 characters."
        names={{ password: 'new-password', confirm: 'confirm-password' }}
        errors={{ password: problems.fields.password, confirm: problems.fields.confirm }}
      />
    </Form>
  );
}
