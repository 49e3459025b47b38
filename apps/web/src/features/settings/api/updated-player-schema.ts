import { messageResponseSchema, playerSchema } from '@holeout/shared/accounts';

/** The answer of the settings writes: a message and the player as now stored. */
export const updatedPlayerSchema = messageResponseSchema.extend({ player: playerSchema });
