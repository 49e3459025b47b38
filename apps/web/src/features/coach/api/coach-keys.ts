/** The cache keys of the signed-in player's coach conversations. */
export const coachKeys = {
  all: ['coach'] as const,
  list: () => ['coach', 'conversations'] as const,
  conversation: (id: number) => ['coach', 'conversation', id] as const,
};

/** How often a conversation whose analysis is still being written is asked for again. */
export const PENDING_POLL_MS = 2000;
