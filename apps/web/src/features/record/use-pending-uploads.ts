import { useMemo, useSyncExternalStore } from 'react';
import { type PendingUpload, type UploadNotice, uploadQueue } from './upload-queue.ts';

/*
 * Light on purpose: the app shell reads these on every page, so nothing here may pull in the
 * upload's zod contract (that is in ./use-upload-sync.ts, loaded only when something waits).
 */

/** The player's sessions waiting on this device, kept up to date (also across tabs). */
export function usePendingUploads(playerId: number): PendingUpload[] {
  const all = useSyncExternalStore(uploadQueue.subscribe, uploadQueue.all);
  return useMemo(() => all.filter((entry) => entry.player_id === playerId), [all, playerId]);
}

/** The player's competition sessions that were stored as practice, until dismissed. */
export function useUploadNotices(playerId: number): UploadNotice[] {
  const all = useSyncExternalStore(uploadQueue.subscribe, uploadQueue.notices);
  return useMemo(() => all.filter((n) => n.player_id === playerId), [all, playerId]);
}

function subscribeOnline(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/** Whether the browser believes it has a connection (`navigator.onLine`), kept up to date. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine !== false,
    () => true,
  );
}
