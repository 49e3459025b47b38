import { messageResponseSchema, playerSchema } from '@holeout/shared/accounts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { useAuth } from '../../auth/auth-context.ts';

/** The answer of the settings writes: a message and the player as now stored. */
export const updatedPlayerSchema = messageResponseSchema.extend({ player: playerSchema });
export type UpdatedPlayer = z.infer<typeof updatedPlayerSchema>;

/**
 * The mutation of a settings write that answers the player as now stored: the answer replaces the
 * signed-in player (header, forms and the cached record follow it). With `refetchViews`, every
 * cached query is marked stale too, for changes that other pages show (the name, the time zone).
 */
export function usePlayerWrite<Input>(
  playerId: number,
  write: (playerId: number, input: Input) => Promise<UpdatedPlayer>,
  { refetchViews = false }: { refetchViews?: boolean } = {},
) {
  const { setPlayer } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input) => write(playerId, input),
    onSuccess: (answer) => {
      setPlayer(answer.player);
      if (refetchViews) void queryClient.invalidateQueries();
    },
  });
}
