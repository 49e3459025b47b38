import { type AuthResponse, authResponseSchema } from '@holeout/shared/accounts';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /login. Resolves only to a response holding success, a token and a player (spec 01 §5). */
export async function login(email: string, password: string): Promise<AuthResponse | null> {
  return apiRequest('/login', authResponseSchema, { method: 'POST', body: { email, password } });
}
