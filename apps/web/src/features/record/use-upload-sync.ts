import { useCallback, useEffect } from 'react';
import { uploadSession, useSessionsStored } from './api/upload-session.ts';
import { uploadQueue } from './upload-queue.ts';
import { flushKept, retryKept } from './upload-sender.ts';

/** How often sessions still waiting are tried again while the app is open. */
export const RETRY_INTERVAL_MS = 30_000;

/** Uploads the player's waiting sessions now; the views are refreshed when any was stored. */
export function useFlushPendingUploads(playerId: number): () => Promise<void> {
  const stored = useSessionsStored();
  return useCallback(async () => {
    const uploaded = await flushKept(uploadQueue, playerId, uploadSession);
    if (uploaded.length > 0) stored();
  }, [playerId, stored]);
}

/** Clears a refusal and sends that session again (the golfer's Try again). */
export function useRetryUpload(): (sessionId: string) => Promise<void> {
  const stored = useSessionsStored();
  return useCallback(
    async (sessionId: string) => {
      const outcome = await retryKept(uploadQueue, sessionId, uploadSession);
      if (outcome.kind === 'uploaded') stored();
    },
    [stored],
  );
}

/**
 * Uploads the player's waiting sessions at once, when the connection returns, when the page is
 * shown again, and every {@link RETRY_INTERVAL_MS} while any wait.
 */
export function useUploadSync(playerId: number): void {
  const flush = useFlushPendingUploads(playerId);
  useEffect(() => {
    const run = () => void flush();
    const onVisible = () => {
      if (document.visibilityState === 'visible') run();
    };
    run();
    window.addEventListener('online', run);
    document.addEventListener('visibilitychange', onVisible);
    const timer = setInterval(() => {
      if (navigator.onLine !== false && uploadQueue.forPlayer(playerId).length > 0) run();
    }, RETRY_INTERVAL_MS);
    return () => {
      window.removeEventListener('online', run);
      document.removeEventListener('visibilitychange', onVisible);
      clearInterval(timer);
    };
  }, [flush, playerId]);
}
