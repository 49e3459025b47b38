import { type PublicCertificate, publicCertificateSchema } from '@holeout/shared/certificates';
import { useQuery } from '@tanstack/react-query';
import { API_BASE, apiRequest } from '../../../lib/api-client.ts';

/** GET /api/certificates/{id}/public, without the bearer token — null for an unknown certificate. */
export async function getPublicCertificate(id: string, signal?: AbortSignal): Promise<PublicCertificate | null> {
  return apiRequest(`/certificates/${encodeURIComponent(id)}/public`, publicCertificateSchema, {
    anonymous: true,
    signal,
  });
}

/** Query hook for {@link getPublicCertificate}. */
export function usePublicCertificate(id: string) {
  return useQuery({
    queryKey: ['certificates', 'public', id],
    queryFn: ({ signal }) => getPublicCertificate(id, signal),
    enabled: id !== '',
  });
}

/** Where anyone downloads the certificate's OpenTimestamps proof. */
export function proofUrl(id: string): string {
  return `${API_BASE}/certificates/${encodeURIComponent(id)}.ots`;
}
