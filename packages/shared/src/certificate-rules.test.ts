import { describe, expect, it } from 'vitest';
import {
  ACCURACY_MIN_PUTTS,
  achievementLabels,
  type CareerTotals,
  careerAwards,
  firstDuelVictoryAward,
  formatAchievementValue,
  leagueChampionshipAward,
  sessionAwards,
} from './certificate-rules.ts';

const keys = (awards: { type: string; subtype: string; value: number }[]) =>
  awards.map((a) => `${a.type}/${a.subtype}/${a.value}`);
const career = (over: Partial<CareerTotals> = {}): CareerTotals => ({ sessions: 1, makes: 0, putts: 0, ...over });

describe('sessionAwards', () => {
  it('awards each make-run milestone at its threshold, not below, and every lower one above', () => {
    expect(sessionAwards({ best_streak: 20, makes: 20, putts: 30 })).toEqual([]);
    expect(sessionAwards({ best_streak: 21, makes: 21, putts: 30 })).toEqual([
      { type: 'consecutive_makes', subtype: '', value: 21, rarity: 'rare' },
    ]);
    expect(keys(sessionAwards({ best_streak: 22, makes: 22, putts: 30 }))).toEqual(['consecutive_makes//21']);
    for (const [below, at] of [
      [41, 42],
      [49, 50],
      [76, 77],
      [99, 100],
    ]) {
      expect(keys(sessionAwards({ best_streak: below, makes: below, putts: 200 }))).not.toContain(
        `consecutive_makes//${at}`,
      );
      expect(keys(sessionAwards({ best_streak: at, makes: at, putts: 200 }))).toContain(`consecutive_makes//${at}`);
      expect(keys(sessionAwards({ best_streak: at + 1, makes: at, putts: 200 }))).toContain(`consecutive_makes//${at}`);
    }
    expect(sessionAwards({ best_streak: 100, makes: 100, putts: 200 }).map((a) => a.rarity)).toEqual([
      'rare',
      'epic',
      'epic',
      'epic',
      'legendary',
    ]);
  });

  it('awards a perfect session of 10 putts or more, valued at its putts', () => {
    expect(sessionAwards({ best_streak: 9, makes: 9, putts: 9 })).toEqual([]);
    expect(sessionAwards({ best_streak: 10, makes: 10, putts: 10 })).toEqual([
      { type: 'perfect_session', subtype: '', value: 10, rarity: 'legendary' },
    ]);
    expect(keys(sessionAwards({ best_streak: 11, makes: 11, putts: 11 }))).toEqual(['perfect_session//11']);
    // One miss is no perfect session.
    expect(sessionAwards({ best_streak: 11, makes: 11, putts: 12 })).toEqual([]);
    expect(keys(sessionAwards({ best_streak: 25, makes: 25, putts: 25 }))).toEqual([
      'consecutive_makes//21',
      'perfect_session//25',
    ]);
  });
});

describe('careerAwards', () => {
  it('awards a career-makes milestone when an upload crosses it, once', () => {
    for (const [m, rarity] of [
      [1000, 'rare'],
      [5000, 'epic'],
      [10000, 'epic'],
      [25000, 'epic'],
      [50000, 'legendary'],
    ] as const) {
      expect(careerAwards(career({ makes: m - 2 }), career({ makes: m - 1 }))).toEqual([]);
      expect(careerAwards(career({ makes: m - 1 }), career({ makes: m }))).toEqual([
        { type: 'career_milestone', subtype: '', value: m, rarity },
      ]);
      expect(keys(careerAwards(career({ makes: m - 1 }), career({ makes: m + 1 })))).toEqual([
        `career_milestone//${m}`,
      ]);
      // Already past it before the upload: nothing new.
      expect(careerAwards(career({ makes: m }), career({ makes: m + 1 }))).toEqual([]);
    }
    expect(keys(careerAwards(career({ makes: 0 }), career({ makes: 5000 })))).toEqual([
      'career_milestone//1000',
      'career_milestone//5000',
    ]);
  });

  it('awards a session milestone at its count', () => {
    for (const m of [10, 21, 50, 100, 210, 420, 1000, 2100]) {
      expect(careerAwards(career({ sessions: m - 2 }), career({ sessions: m - 1 }))).toEqual([]);
      expect(keys(careerAwards(career({ sessions: m - 1 }), career({ sessions: m })))).toEqual([
        `session_milestone//${m}`,
      ]);
      expect(careerAwards(career({ sessions: m }), career({ sessions: m + 1 }))).toEqual([]);
    }
    expect(careerAwards(career({ sessions: 9 }), career({ sessions: 10 }))[0]?.rarity).toBe('rare');
    expect(careerAwards(career({ sessions: 20 }), career({ sessions: 21 }))[0]?.rarity).toBe('epic');
    expect(careerAwards(career({ sessions: 2099 }), career({ sessions: 2100 }))[0]?.rarity).toBe('legendary');
  });

  it('awards accuracy milestones only over 500 putts, at the exact percentage', () => {
    const at = (makes: number, putts: number) => career({ makes, putts });
    // 80 % of 500 putts is 400 makes.
    expect(careerAwards(at(0, 0), at(399, 500))).toEqual([]);
    expect(careerAwards(at(0, 0), at(400, 500))).toEqual([
      { type: 'accuracy_milestone', subtype: '', value: 80, rarity: 'rare' },
    ]);
    expect(keys(careerAwards(at(0, 0), at(401, 500)))).toEqual(['accuracy_milestone//80']);
    // 100 % over 499 putts is not enough putts; the 500th crosses all three.
    expect(careerAwards(at(0, 0), at(499, ACCURACY_MIN_PUTTS - 1))).toEqual([]);
    expect(careerAwards(at(499, 499), at(500, 500)).map((a) => [a.value, a.rarity])).toEqual([
      [80, 'rare'],
      [90, 'epic'],
      [95, 'legendary'],
    ]);
    expect(keys(careerAwards(at(0, 0), at(449, 500)))).toEqual(['accuracy_milestone//80']);
    expect(keys(careerAwards(at(0, 0), at(450, 500)))).toEqual(['accuracy_milestone//80', 'accuracy_milestone//90']);
    expect(keys(careerAwards(at(0, 0), at(474, 500)))).toEqual(['accuracy_milestone//80', 'accuracy_milestone//90']);
    expect(keys(careerAwards(at(0, 0), at(475, 500)))).toHaveLength(3);
    // Falling below and climbing back crosses again (the unique key then keeps one certificate).
    expect(keys(careerAwards(at(399, 500), at(481, 600)))).toEqual(['accuracy_milestone//80']);
  });
});

describe('competition awards', () => {
  it('gives the first duel victory one key whatever the duel', () => {
    expect(firstDuelVictoryAward()).toEqual({
      type: 'competition_win',
      subtype: 'first_duel_victory',
      value: 1,
      rarity: 'rare',
    });
  });

  it('values a league place at the league id, rarer for a higher place', () => {
    expect(leagueChampionshipAward(1, 7)).toEqual({
      type: 'competition_win',
      subtype: 'league_championship_1st',
      value: 7,
      rarity: 'legendary',
    });
    expect(leagueChampionshipAward(2, 7).rarity).toBe('epic');
    expect(leagueChampionshipAward(3, 7)).toMatchObject({ subtype: 'league_championship_3rd', rarity: 'rare' });
  });
});

describe('what the page shows', () => {
  it('names each type and category as spec 01 §3', () => {
    expect(achievementLabels('consecutive_makes')).toMatchObject({
      title: 'Consecutive Excellence',
      category: 'Skill',
    });
    expect(achievementLabels('perfect_session')).toMatchObject({ title: 'Perfect Precision', category: 'Mastery' });
    expect(achievementLabels('career_milestone')).toMatchObject({
      title: 'Career Achievement',
      category: 'Dedication',
    });
    expect(achievementLabels('accuracy_milestone')).toMatchObject({ title: 'Accuracy Mastery' });
    expect(achievementLabels('session_milestone')).toMatchObject({ category: 'Commitment' });
    expect(achievementLabels('competition_win')).toMatchObject({ title: 'Victory Champion', category: 'Competition' });
    expect(achievementLabels('something_new')).toEqual({ title: 'Achievement', category: 'Achievement' });
  });

  it('formats values: n/n, thousands separators, places', () => {
    expect(formatAchievementValue('consecutive_makes', '', 21)).toBe('21 in a row');
    expect(formatAchievementValue('perfect_session', '', 12)).toBe('12/12');
    expect(formatAchievementValue('career_milestone', '', 10000)).toBe('10,000 career makes');
    expect(formatAchievementValue('session_milestone', '', 2100)).toBe('2,100 sessions');
    expect(formatAchievementValue('accuracy_milestone', '', 95)).toBe('95% accuracy');
    expect(formatAchievementValue('competition_win', 'first_duel_victory', 1)).toBe('First Duel Victory');
    expect(formatAchievementValue('competition_win', 'league_championship_1st', 12)).toBe('1st Place');
    expect(formatAchievementValue('competition_win', 'league_championship_2nd', 12)).toBe('2nd Place');
    expect(formatAchievementValue('competition_win', 'league_championship_3rd', 12)).toBe('3rd Place');
    expect(formatAchievementValue('competition_win', 'other', 1234)).toBe('1,234');
    expect(formatAchievementValue('unknown', '', 1234)).toBe('1,234');
  });
});
