/**
 * The one line said after a session is stored (issue 24, decision 057): a personal best, or how it
 * compares with the session before, or — the first time — what there is to beat next. Worked out
 * by the server in the upload transaction from the career record as it was before this session
 * and the previous session's row; the client only shows the text. Pure and zod-free.
 */
import type { CareerAccumulator } from './career-record.ts';
import type { SessionFigures } from './session-figures.ts';

export const SESSION_MOMENT_KINDS = ['first_session', 'personal_best', 'vs_last'] as const;
export type SessionMomentKind = (typeof SESSION_MOMENT_KINDS)[number];

export interface SessionMoment {
  kind: SessionMomentKind;
  text: string;
}

/** The career figures a moment compares with, as they were before the session. */
export type MomentCareer = Pick<
  CareerAccumulator,
  'total_sessions' | 'high_best_streak' | 'low_fastest_21' | 'high_most_in_60' | 'high_makes'
>;

/** What a moment reads of the session before. */
export interface MomentPrevious {
  makes: number;
  misses: number;
}

type MomentFigures = Pick<
  SessionFigures,
  'makes' | 'misses' | 'putts' | 'best_streak' | 'fastest_21_makes' | 'most_makes_in_60_seconds'
>;

const plural = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;
const percent = (makes: number, putts: number) => (makes / putts) * 100;
const seconds = (s: number) => `${s.toFixed(2)} s`;

/**
 * The moment of a session just stored, or null when it has no putts. Personal bests are checked
 * in the order a golfer values them (streak, fastest 21, makes in 60 s, makes), and only against
 * an earlier best above zero, so a first make is not a "record".
 */
export function sessionMoment(
  session: MomentFigures,
  before: MomentCareer,
  previous: MomentPrevious | null,
): SessionMoment | null {
  if (session.putts === 0) return null;
  if (before.total_sessions === 0) {
    return {
      kind: 'first_session',
      text: `Your first session: ${plural(session.makes, 'make')} from ${plural(session.putts, 'putt')}, best run ${session.best_streak}. Next time there is something to beat.`,
    };
  }
  const best = personalBest(session, before);
  if (best) return { kind: 'personal_best', text: `New personal best: ${best}.` };
  if (!previous || previous.makes + previous.misses === 0) return null;
  const now = percent(session.makes, session.putts);
  const then = percent(previous.makes, previous.makes + previous.misses);
  const nowText = `${now.toFixed(1)}%`;
  const thenText = `${then.toFixed(1)}%`;
  const text =
    nowText === thenText
      ? `Accuracy ${nowText}, the same as your last session.`
      : `Accuracy ${nowText}, ${now > then ? 'up' : 'down'} from ${thenText} in your last session.`;
  return { kind: 'vs_last', text };
}

function personalBest(session: MomentFigures, before: MomentCareer): string | null {
  if (before.high_best_streak > 0 && session.best_streak > before.high_best_streak) {
    return `${session.best_streak} makes in a row (your best was ${before.high_best_streak})`;
  }
  const f21 = session.fastest_21_makes;
  if (f21 !== null && before.low_fastest_21 !== null && f21 < before.low_fastest_21) {
    return `21 makes in ${seconds(f21)} (your best was ${seconds(before.low_fastest_21)})`;
  }
  if (f21 !== null && before.low_fastest_21 === null) return `your first run of 21 makes, in ${seconds(f21)}`;
  if (before.high_most_in_60 > 0 && session.most_makes_in_60_seconds > before.high_most_in_60) {
    return `${plural(session.most_makes_in_60_seconds, 'make')} in 60 seconds (your best was ${before.high_most_in_60})`;
  }
  if (before.high_makes > 0 && session.makes > before.high_makes) {
    return `${plural(session.makes, 'make')} in a session (your best was ${before.high_makes})`;
  }
  return null;
}
