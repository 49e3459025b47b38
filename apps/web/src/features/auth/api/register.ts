import { type AuthResponse, authResponseSchema, type RegisterRequest } from '@holeout/shared/accounts';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /register; the answer carries a token, the new player and, when referred, the referrer. */
export async function register(input: RegisterRequest): Promise<AuthResponse | null> {
  return apiRequest('/register', authResponseSchema, {
    method: 'POST',
    body: { consent_contact_info: true, ...input },
  });
}
