import { useUploadSync } from '../use-upload-sync.ts';

/** Runs {@link useUploadSync} for one player; loaded by {@link PendingUploadsSync} only when needed. */
export function UploadSyncRunner({ playerId }: { playerId: number }) {
  useUploadSync(playerId);
  return null;
}
