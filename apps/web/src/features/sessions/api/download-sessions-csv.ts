import { useMutation } from '@tanstack/react-query';
import { fetchDownload, saveBlob } from '../../../lib/download-file.ts';

/** GET /player/{id}/sessions.csv — the player's own sessions as a spreadsheet. */
export function fetchSessionsCsv(playerId: number): Promise<{ blob: Blob; filename: string }> {
  return fetchDownload(
    `/player/${playerId}/sessions.csv`,
    `holeout-sessions-${new Date().toISOString().slice(0, 10)}.csv`,
  );
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
