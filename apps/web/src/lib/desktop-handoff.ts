/**
 * Hand-off to the desktop app (DESIGN §3): the `holeout://start?…` link that opens the app with a
 * session's rules, the "Copy Parameters" strings the spec gives for when the app cannot be opened,
 * and the launch check (spec 01 §9: the app has 1 second to take focus).
 */

/** The scheme the desktop app registers. */
export const HANDOFF_SCHEME = 'holeout:';

/** Spec 01 §9: how long the page waits for the desktop app to take over. */
export const DESKTOP_APP_OPEN_WAIT_MS = 1000;

/** The spec's message when parameters cannot be built. */
export const PARAMETERS_FAILED_MESSAGE = 'Failed to generate parameters. Please try again.';

/** Shown when the page is still in front after the wait. */
export const DESKTOP_APP_NOT_FOUND_MESSAGE =
  'The desktop app was not found. Install the Holeout desktop app, or use Copy Parameters and paste them into it.';

/** What the desktop app should start: practice, a duel submission or a league-round submission. */
export type HandoffRequest =
  | { mode: 'practice'; distanceFeet: number }
  | {
      mode: 'duel';
      duelId: number;
      distanceFeet: number;
      timeLimitMinutes?: number | null;
      maxAttempts?: number | null;
    }
  | {
      mode: 'league';
      leagueRoundId: number;
      distanceFeet: number;
      timeLimitMinutes?: number | null;
      maxAttempts?: number | null;
    };

function assertId(value: number, name: string): void {
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive whole number`);
}

function assertPositive(value: number | null | undefined, name: string): void {
  if (value == null) return;
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number`);
}

/** Shown at the distance field when the distance is not a number from 3.0 to 10.0. */
export const PUTTING_DISTANCE_RANGE_MESSAGE = 'Putting distance must be between 3.0 and 10.0 feet.';

/**
 * What is wrong with a putting distance as typed, or null when it is a number of feet from 3.0 to
 * 10.0 (the range the desktop app and the upload accept, `@holeout/shared/putt-log`).
 */
export function puttingDistanceProblem(text: string): string | null {
  const value = Number(text);
  return text.trim() !== '' && Number.isFinite(value) && value >= 3 && value <= 10
    ? null
    : PUTTING_DISTANCE_RANGE_MESSAGE;
}

/** Feet in 0.1 steps (the duel/league rule), always with one decimal so the app parses one format. */
function feet(distance: number): string {
  if (!Number.isFinite(distance) || distance < 3 || distance > 10) {
    throw new Error('distance must be between 3.0 and 10.0 feet');
  }
  return distance.toFixed(1);
}

/**
 * Builds `holeout://start?mode=…` in the parameter order of DESIGN §3.
 * @throws Error when an id or figure is not usable (the caller shows {@link PARAMETERS_FAILED_MESSAGE}).
 */
export function buildHandoffUrl(request: HandoffRequest): string {
  const params = new URLSearchParams({ mode: request.mode });
  if (request.mode === 'duel') {
    assertId(request.duelId, 'duel id');
    params.set('duel_id', String(request.duelId));
  }
  if (request.mode === 'league') {
    assertId(request.leagueRoundId, 'league round id');
    params.set('league_round_id', String(request.leagueRoundId));
  }
  if (request.mode !== 'practice') {
    assertPositive(request.timeLimitMinutes, 'time limit');
    assertPositive(request.maxAttempts, 'max attempts');
    if (request.timeLimitMinutes != null) params.set('time_limit_minutes', String(request.timeLimitMinutes));
    if (request.maxAttempts != null) params.set('max_attempts', String(request.maxAttempts));
  }
  params.set('distance_feet', feet(request.distanceFeet));
  return `${HANDOFF_SCHEME}//start?${params.toString()}`;
}

/** "Copy Parameters" text for free practice: the same fields the link carries. */
export function practiceParameters(distanceFeet: number): string {
  return `mode=practice,distance_feet=${feet(distanceFeet)}`;
}

/** Spec string for a duel: `duel=ID,time_limit=MIN,scoring=total_makes`. */
export function duelParameters(duelId: number, timeLimitMinutes: number): string {
  assertId(duelId, 'duel id');
  assertPositive(timeLimitMinutes, 'time limit');
  return `duel=${duelId},time_limit=${timeLimitMinutes},scoring=total_makes`;
}

/** Spec string for a league round: `league_round=N,league_id=ID,time_limit=MIN`. */
export function leagueRoundParameters(roundNumber: number, leagueId: number, timeLimitMinutes: number): string {
  assertId(roundNumber, 'round number');
  assertId(leagueId, 'league id');
  assertPositive(timeLimitMinutes, 'time limit');
  return `league_round=${roundNumber},league_id=${leagueId},time_limit=${timeLimitMinutes}`;
}

/** The few browser facts the launch check needs; injected so it can be tested without a browser. */
export interface LaunchEnvironment {
  /** Navigates to the custom-scheme link (the browser hands it to the registered app). */
  navigate(url: string): void;
  /** True when the page is hidden (another app took the screen). */
  isHidden(): boolean;
  /** Subscribes to "the page lost focus"; returns the unsubscribe function. */
  onLeave(listener: () => void): () => void;
  setTimeout(fn: () => void, ms: number): unknown;
}

/**
 * Opens the link and resolves `opened` when the page lost focus or got hidden within the wait,
 * else `not-found`. A browser gives no direct signal that a scheme has no handler, so focus is the
 * best evidence there is.
 */
export function launchDesktopApp(
  url: string,
  env: LaunchEnvironment,
  waitMs = DESKTOP_APP_OPEN_WAIT_MS,
): Promise<'opened' | 'not-found'> {
  return new Promise((resolve) => {
    let left = false;
    const unsubscribe = env.onLeave(() => {
      left = true;
    });
    env.navigate(url);
    env.setTimeout(() => {
      unsubscribe();
      resolve(left || env.isHidden() ? 'opened' : 'not-found');
    }, waitMs);
  });
}

/** The real browser environment for {@link launchDesktopApp}. */
export function browserLaunchEnvironment(): LaunchEnvironment {
  return {
    navigate: (url) => {
      window.location.href = url;
    },
    isHidden: () => document.hidden,
    onLeave: (listener) => {
      const onVisibility = () => {
        if (document.hidden) listener();
      };
      window.addEventListener('blur', listener);
      document.addEventListener('visibilitychange', onVisibility);
      return () => {
        window.removeEventListener('blur', listener);
        document.removeEventListener('visibilitychange', onVisibility);
      };
    },
    setTimeout: (fn, ms) => window.setTimeout(fn, ms),
  };
}
