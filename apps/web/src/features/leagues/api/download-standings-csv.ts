import { useMutation } from '@tanstack/react-query';
import { fetchDownload, saveBlob } from '../../../lib/download-file.ts';

/** Fallback text when the standings cannot be downloaded. */
export const STANDINGS_CSV_FAILED = 'Failed to download the standings.';

/** GET /leagues/{id}/standings.csv — the standings as a spreadsheet. */
export function fetchStandingsCsv(leagueId: number): Promise<{ blob: Blob; filename: string }> {
  return fetchDownload(`/leagues/${leagueId}/standings.csv`, `league-${leagueId}-standings.csv`);
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
