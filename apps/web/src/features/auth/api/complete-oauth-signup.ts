import { authResponseSchema } from '@holeout/shared/accounts';
import type { SignInProvider } from '@holeout/shared/sign-in-providers';
import { useMutation } from '@tanstack/react-query';
import { apiWrite } from '../../../lib/api-client.ts';

export interface CompleteSignupInput {
  setupToken: string;
  displayName: string;
  provider: SignInProvider;
}

/** POST /api/auth/complete-oauth-signup: creates the account of a setup token. */
export async function completeOAuthSignup(input: CompleteSignupInput) {
  return apiWrite('/auth/complete-oauth-signup', authResponseSchema, { method: 'POST', body: input, anonymous: true });
}

/** Finishing an outside sign-up; the caller's `signIn` starts the query cache afresh. */
export function useCompleteOAuthSignup() {
  return useMutation({ mutationFn: completeOAuthSignup });
}
