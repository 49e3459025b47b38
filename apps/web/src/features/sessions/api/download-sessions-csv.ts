import { useMutation } from '@tanstack/react-query';
import { API_BASE, ApiError, NetworkError, readStoredToken, UNKNOWN_SERVER_ERROR } from '../../../lib/api-client.ts';

/**
 * GET /player/{id}/sessions.csv — the player's own sessions as a spreadsheet. The answer needs the
 * bearer token, which a plain link cannot send (and DESIGN §1 keeps tokens out of addresses), so it
 * is fetched as a blob and saved through a temporary object URL.
 */
export async function fetchSessionsCsv(playerId: number): Promise<{ blob: Blob; filename: string }> {
  const token = readStoredToken();
  let response: Response;
  try {
    response = await fetch(`${API_BASE}/player/${playerId}/sessions.csv`, {
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
  return { blob: await response.blob(), filename: filenameFrom(response.headers.get('content-disposition')) };
}

/** The server's suggested file name, else a dated default. */
function filenameFrom(disposition: string | null): string {
  const match = disposition ? /filename="?([^";]+)"?/i.exec(disposition) : null;
  return match?.[1] ?? `holeout-sessions-${new Date().toISOString().slice(0, 10)}.csv`;
}

/** Hands a blob to the browser's download manager. */
export function saveBlob(blob: Blob, filename: string): void {
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

/** Downloading the player's sessions as CSV: fetched, then saved; it changes nothing cached. */
export function useDownloadSessionsCsv() {
  return useMutation({
    mutationFn: async (playerId: number) => {
      const { blob, filename } = await fetchSessionsCsv(playerId);
      saveBlob(blob, filename);
    },
  });
}
