/**
 * How one session row reads in the Session History table (spec 01 §2 Dashboard): the Type column
 * and its detail line. Figures use the app-wide formatters in lib/format.ts.
 */
import type { SessionSummary } from '@holeout/shared/sessions';
import { accuracyFromMisses } from '@holeout/shared/stats/figures';

/** The Type column: sessions without a competition are practice. */
export function sessionTypeLabel(competition: SessionSummary['competition']): 'Practice' | 'Duel' | 'League' {
  if (!competition) return 'Practice';
  return competition.type === 'duel' ? 'Duel' : 'League';
}

/** The small line under the type: who the duel was against, or which league round. */
export function sessionTypeDetail(competition: SessionSummary['competition']): string | null {
  if (!competition) return null;
  if (competition.type === 'duel') return competition.opponent_name ? `vs ${competition.opponent_name}` : null;
  const parts = [
    competition.league_name,
    competition.round_number != null ? `Round ${competition.round_number}` : null,
  ];
  const text = parts.filter(Boolean).join(' · ');
  return text || null;
}

/** Makes ÷ putts as a percentage; null without putts. */
export function sessionAccuracy(makes: number, misses: number): number | null {
  return accuracyFromMisses(makes, misses);
}
