import type { PlayerStats } from '@holeout/shared/accounts';

/*
 * The landing page's sample golfer: made-up figures shown through the real components, so a
 * visitor sees the product as it is rather than a picture of it.
 */

export const SAMPLE_STATS: PlayerStats = {
  total_sessions: 42,
  total_makes: 1873,
  total_misses: 611,
  best_streak: 37,
  fastest_21_makes_seconds: 58.4,
  fastest_21_makes: 58.4,
  max_makes_per_minute: 19.5,
  max_putts_per_minute: 24,
  most_in_60_seconds: 19,
  max_session_duration: 1260,
  make_percentage: 75.4,
  last_session_at: null,
};

/** One practice session, as a row of the history table shows it. */
export const SAMPLE_SESSION = {
  type: 'Practice',
  durationSeconds: 412,
  makes: 61,
  misses: 18,
  topStreak: 14,
  fastest21: 71.2,
};

export const SAMPLE_DUEL = {
  you: { name: 'You', makes: 34, misses: 9 },
  opponent: { name: 'Pat Fairway', makes: 29, misses: 12 },
  rules: '5 minutes at 6 ft',
  result: 'Won',
};

export const SAMPLE_LEAGUE = {
  name: 'Thursday Club Ladder',
  round: 'Round 3 of 6',
  rows: [
    { place: 1, name: 'Sam Birdie', points: 27, makes: 162 },
    { place: 2, name: 'You', points: 24, makes: 155 },
    { place: 3, name: 'Pat Fairway', points: 19, makes: 141 },
    { place: 4, name: 'Kim Eagle', points: 12, makes: 120 },
  ],
};
