import { type AuthResponse, authResponseSchema } from '@holeout/shared/accounts';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /auth/exchange: trades the single-use `auth_token` ticket of a link for a bearer token. */
export async function exchangeTicket(ticket: string): Promise<AuthResponse | null> {
  return apiRequest('/auth/exchange', authResponseSchema, { method: 'POST', body: { ticket }, anonymous: true });
}
