/**
 * Which achievements earn a certificate, how rare each one is, and how the page names them
 * (DESIGN §7, spec 01 §3 and §9). Pure: the upload and duel transactions, the retroactive
 * command and the web all read these rules, so none of them repeats a threshold.
 */

export const ACHIEVEMENT_TYPES = [
  'consecutive_makes',
  'perfect_session',
  'career_milestone',
  'accuracy_milestone',
  'session_milestone',
  'competition_win',
] as const;
export type AchievementType = (typeof ACHIEVEMENT_TYPES)[number];

export const RARITY_TIERS = ['rare', 'epic', 'legendary'] as const;
export type RarityTier = (typeof RARITY_TIERS)[number];

/** Makes in a row within one session. */
export const CONSECUTIVE_MAKES_MILESTONES = [21, 42, 50, 77, 100] as const;
/** A perfect session: every putt made, at least this many putts. */
export const PERFECT_SESSION_MIN_PUTTS = 10;
/** Career makes. */
export const CAREER_MAKES_MILESTONES = [1_000, 5_000, 10_000, 25_000, 50_000] as const;
/** Career accuracy in percent, counted once the career holds {@link ACCURACY_MIN_PUTTS} putts. */
export const ACCURACY_MILESTONES = [80, 90, 95] as const;
export const ACCURACY_MIN_PUTTS = 500;
/** Sessions uploaded (IRL sessions are not the player's own and do not count). */
export const SESSION_MILESTONES = [10, 21, 50, 100, 210, 420, 1000, 2100] as const;

/** `competition_win` subtypes. */
export const FIRST_DUEL_VICTORY = 'first_duel_victory';
export const LEAGUE_CHAMPIONSHIP_SUBTYPES = {
  1: 'league_championship_1st',
  2: 'league_championship_2nd',
  3: 'league_championship_3rd',
} as const;
export type LeaguePlace = keyof typeof LEAGUE_CHAMPIONSHIP_SUBTYPES;
/** The value of the first-duel-victory certificate: there is one first victory, so one certificate. */
export const FIRST_DUEL_VICTORY_VALUE = 1;

/** One certificate to award: the key it is unique by (with the player) and its rarity. */
export interface Award {
  type: AchievementType;
  /** '' for types without subtypes. */
  subtype: string;
  value: number;
  rarity: RarityTier;
}

/** What a session contributes, from its figures. */
export interface SessionAwardFigures {
  best_streak: number;
  makes: number;
  putts: number;
}

/** The career totals milestones are counted in. */
export interface CareerTotals {
  sessions: number;
  makes: number;
  putts: number;
}

/**
 * Rarity by tier (DESIGN §7): the highest threshold of a type is legendary, the lowest rare, the
 * ones between epic. A type with a single tier (perfect session) has only its highest: legendary.
 * League 1st legendary, 2nd epic, 3rd rare; the first duel victory rare.
 */
function tierRarity(tiers: readonly number[], value: number): RarityTier {
  const i = tiers.indexOf(value);
  if (i === tiers.length - 1) return 'legendary';
  return i <= 0 ? 'rare' : 'epic';
}

const LEAGUE_RARITY: Record<LeaguePlace, RarityTier> = { 1: 'legendary', 2: 'epic', 3: 'rare' };

/** Certificates one session earns on its own: each make-run milestone it holds, and a perfect session. */
export function sessionAwards(figures: SessionAwardFigures): Award[] {
  const awards: Award[] = CONSECUTIVE_MAKES_MILESTONES.filter((m) => figures.best_streak >= m).map((m) => ({
    type: 'consecutive_makes',
    subtype: '',
    value: m,
    rarity: tierRarity(CONSECUTIVE_MAKES_MILESTONES, m),
  }));
  if (figures.putts >= PERFECT_SESSION_MIN_PUTTS && figures.makes === figures.putts) {
    awards.push({ type: 'perfect_session', subtype: '', value: figures.putts, rarity: 'legendary' });
  }
  return awards;
}

/** Whether a career's accuracy (makes ÷ putts) reaches `percent`, with enough putts to count. */
function accuracyReached(t: CareerTotals, percent: number): boolean {
  // Integers only: 100·makes ≥ percent·putts, so no rounding decides a milestone.
  return t.putts >= ACCURACY_MIN_PUTTS && t.makes * 100 >= percent * t.putts;
}

/**
 * Career milestones an upload crosses: reached by the career after it and not before. Folding
 * a player's sessions in order through this gives every milestone they ever reached, which is
 * how the retroactive command agrees with the uploads.
 */
export function careerAwards(before: CareerTotals, after: CareerTotals): Award[] {
  const crossed = (
    type: AchievementType,
    tiers: readonly number[],
    reached: (t: CareerTotals, tier: number) => boolean,
  ): Award[] =>
    tiers
      .filter((tier) => reached(after, tier) && !reached(before, tier))
      .map((tier) => ({ type, subtype: '', value: tier, rarity: tierRarity(tiers, tier) }));
  return [
    ...crossed('career_milestone', CAREER_MAKES_MILESTONES, (t, tier) => t.makes >= tier),
    ...crossed('accuracy_milestone', ACCURACY_MILESTONES, accuracyReached),
    ...crossed('session_milestone', SESSION_MILESTONES, (t, tier) => t.sessions >= tier),
  ];
}

export function firstDuelVictoryAward(): Award {
  return { type: 'competition_win', subtype: FIRST_DUEL_VICTORY, value: FIRST_DUEL_VICTORY_VALUE, rarity: 'rare' };
}

/** A league podium place; the value is the league's id, so each league awards its own. */
export function leagueChampionshipAward(place: LeaguePlace, leagueId: number): Award {
  return {
    type: 'competition_win',
    subtype: LEAGUE_CHAMPIONSHIP_SUBTYPES[place],
    value: leagueId,
    rarity: LEAGUE_RARITY[place],
  };
}

/** Spec 01 §3: each type's title and category, and what the upgrade prompt lists. */
export const ACHIEVEMENT_LABELS: Record<AchievementType, { title: string; category: string; earnedBy: string }> = {
  consecutive_makes: {
    title: 'Consecutive Excellence',
    category: 'Skill',
    earnedBy: 'make 21, 42, 50, 77 or 100 putts in a row',
  },
  perfect_session: {
    title: 'Perfect Precision',
    category: 'Mastery',
    earnedBy: `make every putt of a session of ${PERFECT_SESSION_MIN_PUTTS} or more`,
  },
  career_milestone: {
    title: 'Career Achievement',
    category: 'Dedication',
    earnedBy: 'reach 1,000 to 50,000 career makes',
  },
  accuracy_milestone: {
    title: 'Accuracy Mastery',
    category: 'Consistency',
    earnedBy: `hold 80, 90 or 95 % career accuracy over ${ACCURACY_MIN_PUTTS} putts or more`,
  },
  session_milestone: {
    title: 'Session Dedication',
    category: 'Commitment',
    earnedBy: 'complete 10 to 2,100 sessions',
  },
  competition_win: {
    title: 'Victory Champion',
    category: 'Competition',
    earnedBy: 'win your first duel, or finish on a league podium',
  },
};

/** A known type's labels; an unknown one (a newer server) reads as a generic certificate. */
export function achievementLabels(type: string): { title: string; category: string } {
  return (
    (ACHIEVEMENT_LABELS as Record<string, { title: string; category: string }>)[type] ?? {
      title: 'Achievement',
      category: 'Achievement',
    }
  );
}

const thousands = (n: number) => n.toLocaleString('en-US');

/**
 * How the page shows a certificate's value (spec 01 §3): a perfect session as n/n, milestones
 * with thousands separators, league places as '1st Place'.
 */
export function formatAchievementValue(type: string, subtype: string, value: number): string {
  switch (type) {
    case 'consecutive_makes':
      return `${value} in a row`;
    case 'perfect_session':
      return `${value}/${value}`;
    case 'career_milestone':
      return `${thousands(value)} career makes`;
    case 'accuracy_milestone':
      return `${value}% accuracy`;
    case 'session_milestone':
      return `${thousands(value)} sessions`;
    case 'competition_win': {
      if (subtype === FIRST_DUEL_VICTORY) return 'First Duel Victory';
      const place = Object.entries(LEAGUE_CHAMPIONSHIP_SUBTYPES).find(([, s]) => s === subtype)?.[0];
      return place ? `${place}${['st', 'nd', 'rd'][Number(place) - 1]} Place` : thousands(value);
    }
    default:
      return thousands(value);
  }
}
