import { useState } from 'react';
import { type LeagueFormErrors, type LeagueFormValues, validateLeagueForm } from './league-form.ts';

/** The summary above a league form whose own check found problems. */
export const FIX_FIELDS_MESSAGE = 'Please fix the highlighted fields.';

/**
 * The state of the Create and Edit League forms: the values, the fields' problems and the form's
 * message. `check` runs the form's own rules before sending; typing clears the message.
 */
export function useLeagueForm(initial: () => LeagueFormValues) {
  const [form, setForm] = useState(initial);
  const [errors, setErrors] = useState<LeagueFormErrors>({});
  const [error, setError] = useState<string | null>(null);

  const check = (options?: Parameters<typeof validateLeagueForm>[2]): boolean => {
    const problems = validateLeagueForm(form, new Date(), options);
    setErrors(problems);
    const ok = Object.keys(problems).length === 0;
    setError(ok ? null : FIX_FIELDS_MESSAGE);
    return ok;
  };

  const onForm = (next: LeagueFormValues) => {
    setForm(next);
    if (error) setError(null);
  };

  return { form, error, setError, check, fields: { form, onForm, errors } };
}
