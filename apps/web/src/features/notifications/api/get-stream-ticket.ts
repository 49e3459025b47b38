import { z } from 'zod';
import { apiWrite } from '../../../lib/api-client.ts';

const ticketSchema = z.object({ ticket: z.string(), expires_in: z.number() });

/**
 * POST /auth/ticket: a single-use 60-second ticket that opens one live stream. The bearer token
 * never goes in the stream's address (DESIGN §1).
 */
export async function getStreamTicket(): Promise<string> {
  return (await apiWrite('/auth/ticket', ticketSchema, { method: 'POST' })).ticket;
}
