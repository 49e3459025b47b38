import { useState } from 'react';
import { useToast } from '../../../components/toast-provider.tsx';
import { errorText } from '../../../lib/api-client.ts';
import { fetchSessionsCsv, saveBlob } from '../api/download-sessions-csv.ts';

const CSV_FAILED = 'Failed to download your sessions. Please try again.';

/** Saves the player's own sessions as CSV (fetched with the bearer token, then handed to the browser). */
export function DownloadSessionsCsvButton({ playerId }: { playerId: number }) {
  const [busy, setBusy] = useState(false);
  const toast = useToast();
  const download = async () => {
    setBusy(true);
    try {
      const { blob, filename } = await fetchSessionsCsv(playerId);
      saveBlob(blob, filename);
    } catch (err) {
      toast(errorText(err, CSV_FAILED), { error: true });
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" className="button button-secondary" onClick={download} disabled={busy} aria-busy={busy}>
      {busy ? 'Preparing CSV…' : 'Download CSV'}
    </button>
  );
}
