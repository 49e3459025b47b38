import { providersResponseSchema } from '@holeout/shared/sign-in-providers';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /auth/providers: the outside sign-in providers this server is configured for. */
export async function getProviders() {
  return (await apiRequest('/auth/providers', providersResponseSchema, { anonymous: true }))?.providers ?? [];
}

/** The configured providers; none while loading or when the call fails (the buttons just stay hidden). */
export function useProviders() {
  return useQuery({ queryKey: ['auth', 'providers'], queryFn: getProviders, staleTime: 5 * 60_000 });
}
