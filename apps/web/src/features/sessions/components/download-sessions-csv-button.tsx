import { useToast } from '../../../components/toast-provider.tsx';
import { errorText } from '../../../lib/api-client.ts';
import { useDownloadSessionsCsv } from '../api/download-sessions-csv.ts';

const CSV_FAILED = 'Failed to download your sessions. Please try again.';

/** Saves the player's own sessions as CSV (fetched with the bearer token, then handed to the browser). */
export function DownloadSessionsCsvButton({ playerId }: { playerId: number }) {
  const toast = useToast();
  const download = useDownloadSessionsCsv();
  const busy = download.isPending;
  return (
    <button
      type="button"
      className="button button-secondary"
      onClick={() =>
        download.mutate(playerId, { onError: (err) => toast(errorText(err, CSV_FAILED), { error: true }) })
      }
      disabled={busy}
      aria-busy={busy}
    >
      {busy ? 'Preparing CSV…' : 'Download CSV'}
    </button>
  );
}
