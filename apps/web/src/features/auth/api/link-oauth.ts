import { messageResponseSchema } from '@holeout/shared/accounts';
import type { SignInProvider } from '@holeout/shared/sign-in-providers';
import { apiWrite } from '../../../lib/api-client.ts';

/** POST /api/auth/link-oauth with the bearer token of the account just signed in with its password. */
export async function linkOAuth(linkToken: string, provider: SignInProvider) {
  return apiWrite('/auth/link-oauth', messageResponseSchema, { method: 'POST', body: { linkToken, provider } });
}
