/**
 * The leaderboard cards of the league, contacts and comparison pages (spec 01 §9, spec 02 §9):
 * each of the four metrics as a card of three slots, unclaimed slots showing a dash. Pure, so the
 * slot filling and the figures' format are tested once.
 */
import {
  LEADERBOARD_CARD_SLOTS,
  LEADERBOARD_METRIC_TITLES,
  type LeaderboardEntry,
  type LeaderboardMetric,
} from '@holeout/shared/leaderboards';
import { formatDecimal, formatStat } from '../lib/format.ts';
import type { CaptureSourceValue } from './capture-source-icon.tsx';

/** One claimed slot. */
export interface BoardSlot {
  /** Shared by ties (1, 1, 3), as the server ranks them. */
  rank: number;
  /** Null for an in-person (IRL) participant, who has no stats page to link to. */
  playerId: number | null;
  name: string;
  value: string;
  /** How the session holding the figure was captured; null for sums over sessions. */
  source: CaptureSourceValue | null;
}

export interface LeaderboardCardView {
  metric: LeaderboardMetric;
  title: string;
  /** Always {@link LEADERBOARD_CARD_SLOTS} long; null is an unclaimed slot. */
  slots: (BoardSlot | null)[];
}

/** A metric's figure as the cards show it: counts whole, rates with two decimals, seconds with 's'. */
export function formatMetricValue(metric: LeaderboardMetric, value: number): string {
  switch (metric) {
    case 'total_makes':
    case 'best_streak':
      return formatStat(Math.round(value));
    case 'makes_per_minute':
      return formatDecimal(value);
    case 'fastest_21_makes_seconds':
      return formatDecimal(value, 's');
  }
}

/** The first {@link LEADERBOARD_CARD_SLOTS} entries of a board (best first), the rest of the card dashes. */
export function leaderboardCard(
  metric: LeaderboardMetric,
  entries: readonly LeaderboardEntry[],
  slots = LEADERBOARD_CARD_SLOTS,
): LeaderboardCardView {
  const claimed: (BoardSlot | null)[] = entries.slice(0, slots).map((e) => ({
    rank: e.rank,
    playerId: e.player_id,
    name: e.irl_player ?? e.player_name,
    value: formatMetricValue(metric, e.value),
    source: (e as { capture_source?: CaptureSourceValue | null }).capture_source ?? null,
  }));
  while (claimed.length < slots) claimed.push(null);
  return { metric, title: LEADERBOARD_METRIC_TITLES[metric], slots: claimed };
}
