import { type AuthResponse, authResponseSchema } from '@holeout/shared/accounts';
import { useMutation } from '@tanstack/react-query';
import { apiWrite } from '../../../lib/api-client.ts';
import { clearCredentials } from '../auth-storage.ts';

export interface LoginInput {
  email: string;
  password: string;
}

/** POST /login. Resolves only to a response holding success, a token and a player (spec 01 §5). */
export async function login({ email, password }: LoginInput): Promise<AuthResponse> {
  return apiWrite('/login', authResponseSchema, { method: 'POST', body: { email, password } });
}

/**
 * Signing in with e-mail and password. A refused attempt also forgets any stored credentials.
 * Nothing to invalidate: the caller's `signIn` starts the query cache afresh.
 */
export function useLogin() {
  return useMutation({ mutationFn: login, onError: () => clearCredentials() });
}
