import type { AuthResponse } from '@holeout/shared/accounts';
import { apiRequest, unchecked } from '../../../lib/api-client.ts';

/**
 * POST /auth/exchange: trades the single-use `auth_token` ticket of a link for a bearer token.
 * Part of the start-up, so typed rather than re-validated (docs/decisions/023).
 */
export async function exchangeTicket(ticket: string): Promise<AuthResponse | null> {
  return apiRequest('/auth/exchange', unchecked<AuthResponse>(), { method: 'POST', body: { ticket }, anonymous: true });
}
