import { apiWrite, unchecked } from '../../../lib/api-client.ts';

/**
 * POST /auth/ticket: a single-use 60-second ticket that opens one live stream. The bearer token
 * never goes in the stream's address (DESIGN §1). Typed, not validated: the live connection is in
 * the main bundle, which stays without zod (decision 023).
 */
export async function getStreamTicket(): Promise<string> {
  return (await apiWrite('/auth/ticket', unchecked<{ ticket: string; expires_in: number }>(), { method: 'POST' }))
    .ticket;
}
