import { describe, expect, it } from 'vitest';
import { analysisTitle, answerQuestion, writeAnalysis } from './coach-analyst.ts';
import { buildCoachDigest, type CoachDigest, ungroundedNumbers } from './coach-digest.ts';
import { formatVsTour, makesVsTourPer21, TOUR_BASELINE_SOURCE, tourMakeRate } from './coach-tour-baseline.ts';
import type { Putt } from './putt-log.ts';
import type { SessionSummary } from './sessions.ts';
import { addSessionToCareer, emptyCareer } from './stats/career-record.ts';
import { computeSessionFigures } from './stats/session-figures.ts';

const make = (t: number, zone: 'TOP' | 'LEFT' = 'TOP'): Putt => ({ t, result: 'MAKE', zone });
const miss = (t: number, kind: 'RETURN' | 'CATCH' = 'RETURN'): Putt => ({
  t,
  result: 'MISS',
  miss: kind,
  entry: 'LEFT',
  exit: 'RIGHT',
});

/** Fixed logs: `makes` makes, then one miss, repeated; a final run of `streak` makes. */
function log(pattern: ('m' | 'x' | 'c')[]): Putt[] {
  return pattern.map((p, i) => (p === 'm' ? make(i + 1) : p === 'x' ? miss(i + 1) : miss(i + 1, 'CATCH')));
}

function playerWith(logs: Putt[][], distance = 7) {
  let career = emptyCareer();
  const summaries: SessionSummary[] = [];
  logs.forEach((putts, i) => {
    const f = computeSessionFigures(putts);
    const start = `2026-11-${String(10 + i).padStart(2, '0')}T10:00:00.000Z`;
    career = addSessionToCareer(career, f, start);
    summaries.unshift({
      session_id: `00000000-0000-4000-8000-00000000000${i}`,
      session_number: i + 1,
      start_time: start,
      created_at: start,
      session_duration: f.session_duration,
      putting_distance_feet: distance,
      putts: f.putts,
      makes: f.makes,
      misses: f.misses,
      best_streak: f.best_streak,
      fastest_21_makes: f.fastest_21_makes,
      putts_per_minute: f.putts_per_minute,
      makes_per_minute: f.makes_per_minute,
      most_makes_in_60_seconds: f.most_makes_in_60_seconds,
      competition: null,
      details_locked: false,
      makes_overview: f.makes_overview,
      misses_overview: f.misses_overview,
      makes_by_category: f.makes_by_category,
      misses_by_category: f.misses_by_category,
      consecutive_by_category: null,
    });
  });
  return { career, summaries };
}

const earlier = log(['m', 'x', 'x', 'm', 'x', 'x', 'm', 'x', 'x', 'm']); // 4 of 10
const recent1 = log(['m', 'm', 'm', 'm', 'm', 'm', 'x', 'm', 'm', 'c']); // 8 of 10, streak 6
const recent2 = log(['m', 'm', 'x', 'm', 'm', 'm', 'm', 'm', 'm', 'm', 'm', 'x']); // 10 of 12, streak 8

function digestOf(): CoachDigest {
  const { career, summaries } = playerWith([earlier, recent1, recent2]);
  return buildCoachDigest({ name: 'Ada', day: '2026-11-24', career, recent: summaries.slice(0, 2) });
}

describe('tour baseline', () => {
  it('is Broadie’s table, interpolated, and absent outside 3–10 ft', () => {
    expect(TOUR_BASELINE_SOURCE).toMatch(/Broadie/);
    expect(tourMakeRate(3)).toBe(0.96);
    expect(tourMakeRate(7)).toBe(0.58);
    expect(tourMakeRate(7.5)).toBeCloseTo(0.54);
    expect(tourMakeRate(2)).toBeNull();
    expect(tourMakeRate(12)).toBeNull();
  });

  it('counts makes above or below the tour per 21 putts', () => {
    // 15 of 21 at 7 ft: 0.714 − 0.58 = 0.134 × 21 = 2.8
    expect(makesVsTourPer21(15, 21, 7)).toBe(2.8);
    expect(formatVsTour(15, 21, 7)).toBe('+2.8 makes per 21 vs tour at 7 ft');
    expect(formatVsTour(10, 21, 7)).toBe('−2.2 makes per 21 vs tour at 7 ft');
    expect(makesVsTourPer21(1, 0, 7)).toBeNull();
  });
});

describe('digest', () => {
  it('holds the recent figures, the trend against earlier sessions and the top miss', () => {
    const d = digestOf();
    expect(d.recent_totals).toMatchObject({ sessions: 2, putts: 22, makes: 18, misses: 4, best_streak: 8 });
    expect(d.recent_totals.best_streak_session).toBe(3);
    expect(d.trend).toEqual({ recent_accuracy_pct: 81.8, earlier_accuracy_pct: 40, change_pts: 41.8 });
    expect(d.top_misses[0]?.misses).toBe(9);
    expect(d.career.best_streak).toBe(8);
    expect(d.tour).toMatchObject({ distance_ft: 7, tour_make_pct: 58, your_make_pct: 81.8 });
  });

  it('finds numbers a reply invents', () => {
    const d = digestOf();
    expect(ungroundedNumbers('You holed 18 of 22 (81.8%), best streak 8.', d)).toEqual([]);
    expect(ungroundedNumbers('You holed 87.3% and 19 putts.', d)).toEqual(['87.3', '19']);
  });
});

describe('built-in analyst', () => {
  it('cites the best streak, the most-missed label and the trend from the figures', () => {
    const d = digestOf();
    const text = writeAnalysis(d);
    expect(text).toContain(`${d.recent_totals.best_streak} in a row (session #${d.recent_totals.best_streak_session})`);
    expect(text).toContain(`**${d.top_misses[0]?.label}** (${d.top_misses[0]?.misses})`);
    expect(text).toContain(
      `up — ${d.trend?.recent_accuracy_pct}% made in these sessions against ${d.trend?.earlier_accuracy_pct}%`,
    );
    expect(text).toContain(`+${d.tour?.makes_vs_tour} makes per 21 putts`);
    expect(text.startsWith('**Tue 24 Nov: 2 sessions**')).toBe(true);
    expect(ungroundedNumbers(text, d)).toEqual([]);
  });

  it('says the trend is down when the recent sessions are worse', () => {
    const { career, summaries } = playerWith([recent2, earlier]);
    const d = buildCoachDigest({ name: 'Ada', day: '2026-11-24', career, recent: summaries.slice(0, 1) });
    expect(writeAnalysis(d)).toContain(`down — 40% made in these sessions against ${d.trend?.earlier_accuracy_pct}%`);
  });

  it('answers questions by topic, grounded, and is deterministic', () => {
    const d = digestOf();
    for (const q of [
      'What is my best streak?',
      'Where do I miss?',
      'Am I improving?',
      'How do I compare to the pros?',
      'How fast am I?',
      'hello',
    ]) {
      const a = answerQuestion(d, q);
      expect(a.length).toBeGreaterThan(10);
      expect(ungroundedNumbers(a, d)).toEqual([]);
      expect(answerQuestion(d, q)).toBe(a);
    }
    expect(answerQuestion(d, 'best streak?')).toContain('8 in a row');
  });

  it('titles briefly', () => {
    expect(analysisTitle('2026-11-24', 3)).toBe('Tue 24 Nov: 3 sessions');
    expect(analysisTitle('2026-11-23', 1)).toBe('Mon 23 Nov: 1 session');
  });

  it('copes with a first-ever session and no misses', () => {
    const { career, summaries } = playerWith([log(['m', 'm', 'm'])], 12);
    const d = buildCoachDigest({ name: 'Bo', day: '2026-11-24', career, recent: summaries });
    const text = writeAnalysis(d);
    expect(text).toContain('first sessions');
    expect(d.tour).toBeNull();
    expect(ungroundedNumbers(text, d)).toEqual([]);
  });
});
