import { type AuthResponse, authResponseSchema, type RegisterRequest } from '@holeout/shared/accounts';
import { useMutation } from '@tanstack/react-query';
import { apiWrite } from '../../../lib/api-client.ts';
import { clearReferral } from '../referral-storage.ts';

/** POST /register; the answer carries a token, the new player and, when referred, the referrer. */
export async function register(input: RegisterRequest): Promise<AuthResponse> {
  return apiWrite('/register', authResponseSchema, { method: 'POST', body: { consent_contact_info: true, ...input } });
}

/** Creating an account; a saved referral is used up by it. Nothing cached belongs to a new account. */
export function useRegister() {
  return useMutation({ mutationFn: register, onSuccess: () => clearReferral() });
}
