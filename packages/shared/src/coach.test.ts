import { describe, expect, it } from 'vitest';
import { analysisTitle, answerQuestion, writeAnalysis } from './coach-analyst.ts';
import {
  buildCoachDigest,
  type CoachDigest,
  type DigestInput,
  type LeagueResultInput,
  ungroundedNumbers,
} from './coach-digest.ts';
import { missSideOf, missSides } from './coach-miss-sides.ts';
import {
  formatVsTour,
  makesVsTourPer21,
  TOUR_BASELINE_SOURCE,
  tourMakeRate,
  vsTourByDistance,
} from './coach-tour-baseline.ts';
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
      capture_source: 'desktop',
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

function digestOf(extra: Partial<DigestInput> = {}): CoachDigest {
  const { career, summaries } = playerWith([earlier, recent1, recent2]);
  return buildCoachDigest({
    name: 'Ada',
    day: '2026-11-24',
    career,
    recent: summaries.slice(0, 2),
    tier: 'regular',
    ...extra,
  });
}

/** Ada's league: 2nd of 4 on 7 points; round 1 first (4 points, score 12), round 2 third (2 points, score 9). */
const autumnLeague: LeagueResultInput = {
  name: 'Autumn Ladder',
  status: 'active',
  standing: { rank: 2, points: 6, rounds_submitted: 2 },
  players: 4,
  rounds: [
    { round: { round_number: 1 }, submission: { round_rank: 1, points_awarded: 4, score: 12 } },
    { round: { round_number: 2 }, submission: { round_rank: 3, points_awarded: 2, score: 9 } },
  ],
};

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

  it('compares each distance over all its putts, shortest first, leaving out distances without a baseline', () => {
    const at = (feet: number, makes: number, misses: number) => ({ putting_distance_feet: feet, makes, misses });
    // 7 ft: 15 + 5 of 21 + 21 = 20 of 42 → (0.476 − 0.58) × 21 = −2.2; 3 ft: 21 of 21 → +0.8.
    expect(vsTourByDistance([at(7, 15, 6), at(12, 9, 1), at(3, 21, 0), at(7, 5, 16), at(7, 0, 0)])).toEqual([
      { feet: 3, sessions: 1, putts: 21, makes: 21, text: '+0.8 makes per 21 vs tour at 3 ft' },
      { feet: 7, sessions: 3, putts: 42, makes: 20, text: '−2.2 makes per 21 vs tour at 7 ft' },
    ]);
    expect(vsTourByDistance([])).toEqual([]);
  });
});

describe('digest', () => {
  it('holds the recent figures, the trend against earlier sessions and the top miss', () => {
    const d = digestOf();
    expect(d.recent_totals).toMatchObject({ sessions: 2, putts: 22, makes: 18, misses: 4, best_streak: 8 });
    expect(d.recent_totals.best_streak_session).toBe(3);
    expect(d.trend).toEqual({ recent_accuracy_pct: 81.8, earlier_accuracy_pct: 40, change_pts: 41.8 });
    expect(d.top_misses?.[0]?.misses).toBe(9);
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
    // The most-missed label in golfer words, with the stored label and its count (decision 056).
    expect(text).toContain(`**Short, left to right** (${d.top_misses?.[0]?.label}, ${d.top_misses?.[0]?.misses})`);
    expect(text).toContain(
      `up — ${d.trend?.recent_accuracy_pct}% made in these sessions against ${d.trend?.earlier_accuracy_pct}%`,
    );
    expect(text).toContain(`+${d.tour?.makes_vs_tour} makes per 21 putts`);
    expect(text.startsWith('**Tue 24 Nov: 2 sessions**')).toBe(true);
    expect(ungroundedNumbers(text, d)).toEqual([]);
  });

  it('says the trend is down when the recent sessions are worse', () => {
    const { career, summaries } = playerWith([recent2, earlier]);
    const d = buildCoachDigest({ name: 'Ada', day: '2026-11-24', career, recent: summaries.slice(0, 1), tier: 'free' });
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
    const d = buildCoachDigest({ name: 'Bo', day: '2026-11-24', career, recent: summaries, tier: 'premium' });
    const text = writeAnalysis(d);
    expect(text).toContain('first sessions');
    expect(d.tour).toBeNull();
    expect(ungroundedNumbers(text, d)).toEqual([]);
  });
});

describe('league results in the digest', () => {
  it('holds the standing and the latest completed rounds, newest first', () => {
    const d = digestOf({ leagues: [autumnLeague] });
    expect(d.leagues).toEqual([
      {
        league: 'Autumn Ladder',
        status: 'active',
        place: 2,
        players: 4,
        points: 6,
        rounds_played: 2,
        latest_rounds: [
          { round: 2, place: 3, points: 2, score: 9 },
          { round: 1, place: 1, points: 4, score: 12 },
        ],
      },
    ]);
    expect(digestOf().leagues).toBeNull();
  });

  it('is cited by the built-in analyst: the place, the points and the last round', () => {
    const d = digestOf({ leagues: [autumnLeague], duels: { played: 3, rating: 1512 } });
    const line =
      '- **League:** place 2 of 4 in **Autumn Ladder** with 6 points from 2 rounds; round 2: place 3, score 9, 2 points.';
    expect(writeAnalysis(d)).toContain(line);
    const answer = answerQuestion(d, 'How am I doing in my league?');
    expect(answer).toBe(`${line}\n- **Duels:** 3 played, rating 1512.`);
    expect(ungroundedNumbers(answer, d)).toEqual([]);
    expect(answerQuestion(digestOf(), 'Any duel results?')).toBe('- **Competitions:** no duel or league results yet.');
  });
});

describe('“How do I stop missing left?” (decision 057)', () => {
  it('counts the career’s misses by the side they left the cup', () => {
    expect(missSideOf('RETURN: LEFT - RIGHT')).toBe('RIGHT');
    expect(missSideOf('TIMEOUT: LEFT')).toBe('LEFT');
    expect(missSideOf('CATCH: CENTER - CENTER')).toBe('CENTER');
    expect(missSideOf('QUICK PUTT')).toBeNull();
    const sides = missSides({
      'RETURN: CENTER - LEFT': { sum: 5 },
      'CATCH: RIGHT - LEFT': { sum: 2 },
      'RETURN: LEFT - RIGHT': { sum: 3 },
      'CATCH: CENTER': { sum: 4 },
      'QUICK PUTT': { sum: 1 },
    });
    expect(sides).toEqual({
      left: 7,
      right: 3,
      middle: 4,
      no_side: 1,
      top_left: { label: 'RETURN: CENTER - LEFT', misses: 5 },
      top_right: { label: 'RETURN: LEFT - RIGHT', misses: 3 },
    });
  });

  it('answers from the player’s own sides: here their misses go right, not left', () => {
    const d = digestOf();
    const answer = answerQuestion(d, 'How do I stop missing left?');
    expect(answer).toContain('of your misses with a side recorded, 0 left the cup on the left, 10 on the right');
    expect(answer).toContain('Your figures do not show a left miss: more of your misses go right (10) than left (0).');
    expect(answer).toContain('starts right');
    expect(answer).not.toContain('Keep the routine');
    expect(ungroundedNumbers(answer, d)).toEqual([]);
    const right = answerQuestion(d, 'Why do I miss right?');
    expect(right).toContain('Right is your most common side; the miss you make most there is **Short, left to right**');
    expect(ungroundedNumbers(right, d)).toEqual([]);
  });

  it('says a quick putt once, and advises on it as what it is', () => {
    const d = { ...digestOf(), top_misses: [{ label: 'QUICK PUTT', misses: 5 }] };
    const text = writeAnalysis(d);
    expect(text).toContain('most misses at **Quick putt** (5)');
    expect(text).toContain('let each ball come back and settle before the next putt');
    expect(ungroundedNumbers(text, d)).toEqual([]);
  });

  it('says plainly what it cannot see: no sides recorded, or a free membership', () => {
    const phoneOnly = {
      ...digestOf(),
      miss_sides: { left: 0, right: 0, middle: 0, no_side: 10, top_left: null, top_right: null },
    };
    const answer = answerQuestion(phoneOnly, 'How do I stop missing left?');
    expect(answer).toContain('I cannot see which side your putts miss on: none of your sessions recorded it.');
    expect(ungroundedNumbers(answer, phoneOnly)).toEqual([]);
    const free = answerQuestion(digestOf({ tier: 'free' }), 'How do I stop missing left?');
    expect(free).toContain('I cannot see which side your putts miss on: where your putts miss');
    expect(free).toContain('starts left');
  });
});

describe('a free player’s coach (the membership policy)', () => {
  it('holds no zones, miss kinds, miss labels or makes in 60 s: they are the paid career tables', () => {
    const d = digestOf({ tier: 'free' });
    expect(d).toMatchObject({ makes_by_zone: null, misses_by_kind: null, top_misses: null });
    expect(d.career.most_makes_in_60_s).toBeNull();
    // The headline figures and the sessions stay.
    expect(d.career).toMatchObject({ makes: 22, best_streak: 8 });
    expect(d.recent_totals.makes).toBe(18);
    expect(digestOf({ tier: 'premium' }).top_misses?.[0]?.misses).toBe(9);
  });

  it('says where zones are instead of citing them, and stays grounded', () => {
    const d = digestOf({ tier: 'free' });
    const answer = answerQuestion(d, 'Where do I miss?');
    expect(answer).toContain('career tables, which come with a Regular or Premium membership');
    expect(answer).not.toMatch(/RETURN|CATCH|LEFT/);
    expect(writeAnalysis(d)).not.toMatch(/RETURN|CATCH/);
    expect(answerQuestion(d, 'How fast am I?')).not.toContain('60 seconds');
    expect(ungroundedNumbers(writeAnalysis(d), d)).toEqual([]);
  });
});
