import { API_BASE, ApiError, NetworkError, readStoredToken, UNKNOWN_SERVER_ERROR } from './api-client.ts';

/**
 * Fetches a file the API serves behind the bearer token (a CSV export), as a blob with the name
 * the server suggests, else `fallbackName`. A plain link cannot send the token (DESIGN §1 keeps
 * tokens out of addresses), hence the fetch. Errors read like every other call's.
 */
export async function fetchDownload(path: string, fallbackName: string): Promise<{ blob: Blob; filename: string }> {
  const token = readStoredToken();
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, {
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
  return { blob: await response.blob(), filename: match?.[1] ?? fallbackName };
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
