import { type SessionUploadResponse, sessionUploadResponseSchema } from '@holeout/shared/sessions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiWrite } from '../../../lib/api-client.ts';
import { useAuth } from '../../auth/auth-context.ts';
import { type PendingUpload, type RecorderSource, type SendOutcome, uploadQueue } from '../upload-queue.ts';
import { requestBody, sendKept, uploadSource } from '../upload-sender.ts';

/**
 * POST /sessions/phone (tapped by hand) or /sessions/camera: stores a session for the token's
 * player; the route says how it was captured. 201 when stored now, 200 with `created: false` when
 * the same `session_id` was stored before; both are the stored session.
 */
export async function uploadSession(entry: PendingUpload): Promise<SessionUploadResponse> {
  return apiWrite(`/sessions/${uploadSource(entry)}`, sessionUploadResponseSchema, {
    method: 'POST',
    body: requestBody(entry),
  });
}

/** What Finish knows about a session besides its body. */
export interface FinishedMeta {
  source: RecorderSource;
  /** The competition in words, for a competition session. */
  competition?: string;
}

/**
 * What to do once sessions were stored: every cached view may show them (dashboard, history,
 * career), so all queries are marked stale, and the player's all-time figures are fetched again.
 */
export function useSessionsStored(): () => void {
  const queryClient = useQueryClient();
  const { refreshPlayer } = useAuth();
  return useCallback(() => {
    void queryClient.invalidateQueries();
    void refreshPlayer();
  }, [queryClient, refreshPlayer]);
}

/**
 * Finishing a recorded session. `finish(body)` keeps the session on the device first (before
 * anything can fail), then uploads it through {@link uploadSession} as the mutation; the mutation
 * resolves with the attempt's outcome, and a session that could not be sent stays in the queue for
 * the next connection.
 */
export function useUploadSession(playerId: number) {
  const stored = useSessionsStored();
  const mutation = useMutation({
    mutationFn: (body: PendingUpload['body']): Promise<SendOutcome> =>
      sendKept(uploadQueue, body.session_id, uploadSession),
    // Offline is an outcome here (the session waits in the queue), not a reason to pause the mutation.
    networkMode: 'always',
    onSuccess: (outcome) => {
      if (outcome.kind === 'uploaded') stored();
    },
  });
  const { mutate } = mutation;
  const finish = useCallback(
    (body: PendingUpload['body'], meta: FinishedMeta) => {
      uploadQueue.keep({
        player_id: playerId,
        body,
        source: meta.source,
        ...(meta.competition && { competition: meta.competition }),
        saved_at: new Date().toISOString(),
      });
      mutate(body);
    },
    [mutate, playerId],
  );
  return { ...mutation, finish };
}
