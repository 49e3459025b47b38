import type { CoachDigest } from './coach-digest.ts';
import { MISS_WORDS, missCategoryInWords } from './golfer-words.ts';

/**
 * The built-in analyst: writes the daily analysis and answers common questions from the digest
 * alone, in markdown, citing only the digest's figures. Pure and deterministic; used when no
 * model is configured, and when a model's reply cites a number the digest does not hold.
 */

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 'Mon 24 Nov: 3 sessions' for a day (YYYY-MM-DD) and a session count. */
export function analysisTitle(day: string, sessions: number): string {
  const d = new Date(`${day}T12:00:00Z`);
  const label = `${WEEKDAYS[d.getUTCDay()]} ${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]}`;
  return `${label}: ${sessions} ${sessions === 1 ? 'session' : 'sessions'}`;
}

const fmt = (n: number) => String(n);
const signed = (n: number) => (n > 0 ? `+${fmt(n)}` : n < 0 ? `−${fmt(Math.abs(n))}` : '±0');
const pctText = (n: number | null) => (n === null ? 'no attempts' : `${fmt(n)}%`);

function streakLine(d: CoachDigest): string {
  const t = d.recent_totals;
  if (t.sessions === 0) return `- **Best streak:** ${fmt(d.career.best_streak)} in a row over your career.`;
  const at = t.best_streak_session === null ? '' : ` (session #${fmt(t.best_streak_session)})`;
  const record = t.best_streak >= d.career.best_streak && t.best_streak > 0 ? ' — equal to your career best' : '';
  return `- **Best streak:** ${fmt(t.best_streak)} in a row${at}${record}; career best ${fmt(d.career.best_streak)}.`;
}

function trendLine(d: CoachDigest): string {
  if (!d.trend) return `- **Trend:** these are your first sessions, so there is nothing earlier to compare with yet.`;
  const { recent_accuracy_pct: r, earlier_accuracy_pct: e, change_pts: c } = d.trend;
  const word = c > 0 ? 'up' : c < 0 ? 'down' : 'level';
  return `- **Trend:** ${word} — ${fmt(r)}% made in these sessions against ${fmt(e)}% before (${signed(c)} points).`;
}

/** Said where the figures asked for are the paid career tables (a free player's digest). */
const CAREER_TABLES_NOTE =
  'where your putts miss, by zone and by kind, is in the career tables, which come with a Regular or Premium membership';

function missLine(d: CoachDigest): string {
  if (d.misses_by_kind === null || d.top_misses === null) return `- **Misses:** ${CAREER_TABLES_NOTE}.`;
  const top = d.top_misses[0];
  const kinds = Object.entries(d.misses_by_kind)
    .filter(([, n]) => n > 0)
    .sort((a, b) => b[1] - a[1]);
  if (!top && kinds.length === 0) return '- **Misses:** none recorded by location yet.';
  const parts: string[] = [];
  if (top) parts.push(`most misses at ${labelInWords(top)}`);
  if (kinds.length > 0) parts.push(`by kind: ${kinds.map(([k, n]) => `${kindWord(k)} ${fmt(n)}`).join(', ')}`);
  return `- **Misses:** ${parts.join('; ')}.`;
}

/** A miss kind in golfer words with the stored kind: 'Short (RETURN)'. */
const kindWord = (kind: string) => {
  const word = kind in MISS_WORDS ? MISS_WORDS[kind as keyof typeof MISS_WORDS].word : kind;
  return word.toUpperCase() === kind ? word : `${word} (${kind})`;
};

/** A detailed miss in golfer words, its stored label and count: '**Short, left to right** (RETURN: LEFT - RIGHT, 9)'. */
const labelInWords = (m: { label: string; misses: number }) => {
  const words = missCategoryInWords(m.label);
  return words.toUpperCase() === m.label.replaceAll('_', ' ')
    ? `**${words}** (${fmt(m.misses)})`
    : `**${words}** (${m.label}, ${fmt(m.misses)})`;
};

function tourLine(d: CoachDigest): string | null {
  const t = d.tour;
  if (!t) return null;
  const side = t.makes_vs_tour >= 0 ? 'above' : 'below';
  return `- **Tour baseline:** at ${fmt(t.distance_ft)} ft tour players hole ${fmt(t.tour_make_pct)}%; you holed ${fmt(t.your_make_pct)}% — ${signed(t.makes_vs_tour)} makes per ${fmt(t.per_putts)} putts, ${side} the tour.`;
}

function speedLine(d: CoachDigest): string {
  const f = d.career.fastest_21_s;
  const fast = f === null ? 'no run of 21 makes yet' : `fastest 21 makes in ${fmt(f)} s`;
  const sixty = d.career.most_makes_in_60_s;
  return `- **Pace:** ${fast}${sixty === null ? '' : `; most makes in 60 seconds: ${fmt(sixty)}`}.`;
}

/** The league lines: standing, then the latest completed round; null outside leagues (or in an older digest). */
function leagueLines(d: CoachDigest): string | null {
  if (!d.leagues) return null;
  return d.leagues
    .map((l) => {
      const standing = `place ${fmt(l.place)} of ${fmt(l.players)} in **${l.league}** with ${fmt(l.points)} points from ${fmt(l.rounds_played)} ${l.rounds_played === 1 ? 'round' : 'rounds'}`;
      const last = l.latest_rounds[0];
      const round =
        last && last.place !== null && last.points !== null
          ? `; round ${fmt(last.round)}: place ${fmt(last.place)}, score ${fmt(last.score)}, ${fmt(last.points)} points`
          : '';
      return `- **League${l.status === 'completed' ? ' (final)' : ''}:** ${standing}${round}.`;
    })
    .join('\n');
}

function duelLine(d: CoachDigest): string | null {
  return d.duels ? `- **Duels:** ${fmt(d.duels.played)} played, rating ${fmt(d.duels.rating)}.` : null;
}

function competitionLines(d: CoachDigest): string {
  const lines = [leagueLines(d), duelLine(d)].filter((l): l is string => l !== null);
  return lines.length > 0 ? lines.join('\n') : '- **Competitions:** no duel or league results yet.';
}

function advice(d: CoachDigest): string {
  const top = d.top_misses?.[0];
  if (d.trend && d.trend.change_pts < 0) {
    return 'Your make rate dipped: slow down, pick a start line and hole short putts to rebuild rhythm before going for pace.';
  }
  if (top && /^QUICK[ _]PUTT/.test(top.label))
    return 'Most of your misses are **quick putts**: let each ball come back and settle before the next putt, since a quick putt counts as a miss whatever it does.';
  if (top)
    return `Work on **${missCategoryInWords(top.label)}**: it is where most putts leave the hole. Set up a gate on that line before your next session.`;
  return 'Keep the routine: the same distance and the same pre-putt routine make progress easy to see.';
}

const DIRECTION_WORDS = /\b(left|right|pull(s|ed|ing)?|push(es|ed|ing)?|direction|side|start line)\b/i;

const LEFT_ADVICE =
  'A putt that leaves the cup on the left usually starts left: a face closed at impact, or a stroke that cuts across the ball (for a right-handed golfer; the other way round if you putt left-handed). Put two tees a little wider than the ball just ahead of it on your start line and roll putts through that gate; check your aim with the line on the ball pointed at the back of the cup; let the shoulders rock and keep the wrists quiet so the face stays square.';
const RIGHT_ADVICE =
  'A putt that leaves the cup on the right usually starts right: a face open at impact, or a stroke that pushes out (for a right-handed golfer; the other way round if you putt left-handed). Roll putts through a gate of two tees on your start line, check your aim with the line on the ball, and let the putter swing through to a finish that points at the hole.';
const PACE_ADVICE =
  'Your line is sound: most misses go through the middle, so pace is what to work on. Putt to stop the ball a putter-length past the cup, and count how many in a row you can hole at one pace.';

/**
 * "How do I stop missing left?": the player's misses by the side they left the cup, what that
 * says about the side asked for, and a drill for the side they really miss on — or, plainly, what
 * the coach cannot see (a free membership's digest, or sessions that recorded no side).
 */
function directionAnswer(d: CoachDigest, question: string): string {
  const asked = /\bleft\b|pull/i.test(question) ? 'left' : /\bright\b|push/i.test(question) ? 'right' : null;
  if (d.misses_by_kind === null) {
    return `- **Direction:** I cannot see which side your putts miss on: ${CAREER_TABLES_NOTE}.\n\n**Meanwhile:** ${asked === 'right' ? RIGHT_ADVICE : LEFT_ADVICE}`;
  }
  const s = d.miss_sides;
  if (!s || s.left + s.right + s.middle === 0) {
    return [
      '- **Direction:** I cannot see which side your putts miss on: none of your sessions recorded it. The desktop app’s sensor records the side a ball leaves the cup; on the phone, tap Left, On line or Right before Miss and I will see it.',
      missLine(d),
      '',
      `**Meanwhile:** ${asked === 'right' ? RIGHT_ADVICE : LEFT_ADVICE}`,
    ].join('\n');
  }
  const recorded = `- **Direction:** of your misses with a side recorded, ${fmt(s.left)} left the cup on the left, ${fmt(s.right)} on the right and ${fmt(s.middle)} through the middle${s.no_side > 0 ? `; ${fmt(s.no_side)} had no side recorded` : ''}.`;
  const main = s.left > s.right ? 'left' : s.right > s.left ? 'right' : null;
  const lines = [recorded];
  if (s.middle > s.left + s.right) lines.push(`- Most of your misses are on line.`);
  else if (asked !== null && main === asked) {
    const top = asked === 'left' ? s.top_left : s.top_right;
    lines.push(
      `- ${asked === 'left' ? 'Left' : 'Right'} is your most common side${top ? `; the miss you make most there is ${labelInWords(top)}` : ''}.`,
    );
  } else if (asked !== null && main !== null) {
    lines.push(
      `- Your figures do not show a ${asked} miss: more of your misses go ${main} (${fmt(s[main])}) than ${asked} (${fmt(s[asked])}).`,
    );
  } else if (main === null)
    lines.push('- Left and right are even: your start line is not the problem so much as pace.');
  const focus =
    s.middle > s.left + s.right || main === null ? PACE_ADVICE : main === 'left' ? LEFT_ADVICE : RIGHT_ADVICE;
  return [...lines, '', `**Next:** ${focus}`].join('\n');
}

/** The daily analysis, in markdown. */
export function writeAnalysis(d: CoachDigest): string {
  const t = d.recent_totals;
  const lines = [
    `**${analysisTitle(d.day, t.sessions)}**`,
    '',
    t.sessions > 0
      ? `Since your last analysis you putted ${fmt(t.putts)} times and holed ${fmt(t.makes)} (${pctText(t.accuracy_pct)}) over ${fmt(t.sessions)} ${t.sessions === 1 ? 'session' : 'sessions'}.`
      : `Over your career you holed ${fmt(d.career.makes)} of ${fmt(d.career.putts)} putts (${pctText(d.career.accuracy_pct)}).`,
    '',
    streakLine(d),
    trendLine(d),
    missLine(d),
    tourLine(d),
    leagueLines(d),
    '',
    `**Next:** ${advice(d)}`,
  ];
  return lines.filter((l): l is string => l !== null).join('\n');
}

const TOPICS: { words: RegExp; answer: (d: CoachDigest, question: string) => string }[] = [
  { words: /streak|in a row|consecutive/i, answer: (d) => streakLine(d) },
  // A side asked about: the player's misses by side, or what the coach cannot see (decision 057).
  { words: DIRECTION_WORDS, answer: (d, q) => directionAnswer(d, q) },
  { words: /miss|zone|short|long|lip|return|catch/i, answer: (d) => `${missLine(d)}\n\n${advice(d)}` },
  { words: /trend|progress|improv|better|worse|getting/i, answer: (d) => trendLine(d) },
  {
    words: /tour|pro\b|pros\b|professional|baseline|broadie/i,
    answer: (d) => tourLine(d) ?? '- **Tour baseline:** the tour baseline covers putts from three to ten feet only.',
  },
  { words: /fast|speed|pace|quick|minute|21/i, answer: (d) => speedLine(d) },
  { words: /league|round|standing|rank|place|duel|opponent|rating|compet/i, answer: (d) => competitionLines(d) },
  {
    words: /career|overall|total|accuracy|average/i,
    answer: (d) =>
      `- **Career:** ${fmt(d.career.makes)} makes and ${fmt(d.career.misses)} misses over ${fmt(d.career.sessions)} sessions (${pctText(d.career.accuracy_pct)}).`,
  },
];

/** An answer to a follow-up question: the topics it asks about, else an overview and what to ask. */
export function answerQuestion(d: CoachDigest, question: string): string {
  let hits = TOPICS.filter((t) => t.words.test(question));
  // A question about a side is answered by side; the general miss summary would repeat it.
  if (DIRECTION_WORDS.test(question)) hits = hits.filter((t) => t.words === DIRECTION_WORDS || !t.words.test('miss'));
  if (hits.length > 0) return hits.map((t) => t.answer(d, question)).join('\n');
  return [
    `Here is where you stand, ${d.player}:`,
    '',
    streakLine(d),
    trendLine(d),
    missLine(d),
    '',
    'Ask me about your streaks, misses, trend, pace, leagues and duels, or the tour baseline.',
  ].join('\n');
}
