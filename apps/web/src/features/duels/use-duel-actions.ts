import type { Duel } from '@holeout/shared/duels';
import { useState } from 'react';
import { useToast } from '../../components/toast-provider.tsx';
import { refusalText } from '../../lib/api-client.ts';
import { CANCEL_DUEL_FAILED, useCancelDuel } from './api/cancel-duel.ts';
import { RESPOND_DUEL_FAILED, useRespondToDuel } from './api/respond-to-duel.ts';

/** Toasts after each answer. */
export const ACCEPTED_MESSAGE = 'Challenge accepted. Putt your session before the deadline. Good luck!';
export const DECLINED_MESSAGE = 'Challenge declined.';
export const CANCELLED_MESSAGE = 'Duel invitation cancelled.';

/**
 * Accept, Decline and Cancel with their toasts: the spec's fallback texts on failure (or the
 * server's message when it gives one). `busyId` is the duel whose request is running, so its
 * buttons can say so.
 */
export function useDuelActions(viewerId: number) {
  const toast = useToast();
  const respond = useRespondToDuel();
  const cancel = useCancelDuel();
  const [busyId, setBusyId] = useState<number | null>(null);

  const answer = (duel: Duel, response: 'accepted' | 'declined') => {
    setBusyId(duel.duel_id);
    respond.mutate(
      { duelId: duel.duel_id, playerId: viewerId, response },
      {
        onSuccess: () => toast(response === 'accepted' ? ACCEPTED_MESSAGE : DECLINED_MESSAGE),
        onError: (err) => toast(refusalText(err, RESPOND_DUEL_FAILED), { error: true }),
        onSettled: () => setBusyId(null),
      },
    );
  };

  return {
    busyId,
    accept: (duel: Duel) => answer(duel, 'accepted'),
    decline: (duel: Duel) => answer(duel, 'declined'),
    cancel: (duel: Duel) => {
      setBusyId(duel.duel_id);
      cancel.mutate(duel.duel_id, {
        onSuccess: () => toast(CANCELLED_MESSAGE),
        onError: (err) => toast(refusalText(err, CANCEL_DUEL_FAILED), { error: true }),
        onSettled: () => setBusyId(null),
      });
    },
  };
}
