import { useMutation } from '@tanstack/react-query';
import { API_BASE, ApiError, NetworkError, readStoredToken, UNKNOWN_SERVER_ERROR } from '../../../lib/api-client.ts';

/** Fallback text when the standings cannot be downloaded. */
export const STANDINGS_CSV_FAILED = 'Failed to download the standings.';

/**
 * GET /leagues/{id}/standings.csv — the standings as a spreadsheet. It needs the bearer token,
 * which a plain link cannot send (DESIGN §1 keeps tokens out of addresses), so it is fetched as a
 * blob and saved through a temporary object URL.
 */
export async function fetchStandingsCsv(leagueId: number): Promise<{ blob: Blob; filename: string }> {
  const token = readStoredToken();
  let response: Response;
  try {
    response = await fetch(`${API_BASE}/leagues/${leagueId}/standings.csv`, {
      headers: token ? { authorization: `Bearer ${token}`, accept: 'text/csv' } : { accept: 'text/csv' },
    });
  } catch {
    throw new NetworkError();
  }
  if (!response.ok) {
    let message = `HTTP error! status: ${response.status}`;
    if ((response.headers.get('content-type') ?? '').includes('json')) {
      const body = (await response.json().catch(() => null)) as { message?: string; error?: string } | null;
      message = body?.message || body?.error || UNKNOWN_SERVER_ERROR;
    }
    throw new ApiError(message, response.status);
  }
  const disposition = response.headers.get('content-disposition');
  const match = disposition ? /filename="?([^";]+)"?/i.exec(disposition) : null;
  return { blob: await response.blob(), filename: match?.[1] ?? `league-${leagueId}-standings.csv` };
}

function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoking at once can cancel the download in some browsers; a tick later is safe.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Downloading the standings: fetched, then saved; it changes nothing cached. */
export function useDownloadStandingsCsv() {
  return useMutation({
    mutationFn: async (leagueId: number) => {
      const { blob, filename } = await fetchStandingsCsv(leagueId);
      saveBlob(blob, filename);
    },
  });
}
