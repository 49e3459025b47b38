import { apiRequest, unchecked } from '../../../lib/api-client.ts';

/** POST /logout: revokes the stored token on the server; its answer is not used. */
export async function logout(): Promise<void> {
  await apiRequest('/logout', unchecked<{ success: boolean; message: string }>(), { method: 'POST' });
}
