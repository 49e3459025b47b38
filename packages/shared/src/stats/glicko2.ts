/**
 * Glicko-2 ratings (Mark Glickman, "Example of the Glicko-2 system", 2013): a rating, a rating
 * deviation (how sure we are of the rating) and a volatility (how erratic the player is). Used for
 * the duel rating: every completed duel is one rating period with one game for each player.
 */

/** A player's Glicko-2 rating on the familiar Glicko scale. */
export interface GlickoRating {
  rating: number;
  /** Rating deviation (RD): about 95 % of the time the true strength lies within ±2 RD. */
  deviation: number;
  volatility: number;
}

/** One game of a rating period: the opponent's rating before it and the result (1 win, 0.5 draw, 0 loss). */
export interface GlickoGame {
  opponent: GlickoRating;
  score: 0 | 0.5 | 1;
}

/** An unrated player (Glickman's suggested starting values). */
export const INITIAL_RATING: GlickoRating = { rating: 1500, deviation: 350, volatility: 0.06 };
/** The system constant τ: how much the volatility may change; Glickman suggests 0.3–1.2. */
export const DEFAULT_TAU = 0.5;

const SCALE = 173.7178;
const CONVERGENCE = 0.000001;

const g = (phi: number) => 1 / Math.sqrt(1 + (3 * phi * phi) / (Math.PI * Math.PI));
const expected = (mu: number, muJ: number, phiJ: number) => 1 / (1 + Math.exp(-g(phiJ) * (mu - muJ)));

/**
 * The player's rating after one rating period (steps 1–8 of Glickman's paper). With no games the
 * rating and volatility stay and only the deviation grows (step 6).
 */
export function glicko2Update(player: GlickoRating, games: readonly GlickoGame[], tau = DEFAULT_TAU): GlickoRating {
  // Step 2: to the Glicko-2 scale.
  const mu = (player.rating - 1500) / SCALE;
  const phi = player.deviation / SCALE;
  const sigma = player.volatility;
  if (games.length === 0) {
    return { ...player, deviation: Math.sqrt(phi * phi + sigma * sigma) * SCALE };
  }
  // Steps 3 and 4: estimated variance v and improvement Δ.
  let vInverse = 0;
  let deltaSum = 0;
  for (const { opponent, score } of games) {
    const muJ = (opponent.rating - 1500) / SCALE;
    const phiJ = opponent.deviation / SCALE;
    const e = expected(mu, muJ, phiJ);
    const gJ = g(phiJ);
    vInverse += gJ * gJ * e * (1 - e);
    deltaSum += gJ * (score - e);
  }
  const v = 1 / vInverse;
  const delta = v * deltaSum;
  // Step 5: the new volatility by the Illinois algorithm.
  const sigmaNew = newVolatility(phi, sigma, v, delta, tau);
  // Steps 6 and 7: new deviation and rating.
  const phiStar = Math.sqrt(phi * phi + sigmaNew * sigmaNew);
  const phiNew = 1 / Math.sqrt(1 / (phiStar * phiStar) + 1 / v);
  const muNew = mu + phiNew * phiNew * deltaSum;
  // Step 8: back to the Glicko scale.
  return { rating: muNew * SCALE + 1500, deviation: phiNew * SCALE, volatility: sigmaNew };
}

function newVolatility(phi: number, sigma: number, v: number, delta: number, tau: number): number {
  const a = Math.log(sigma * sigma);
  const f = (x: number) => {
    const ex = Math.exp(x);
    const d = phi * phi + v + ex;
    return (ex * (delta * delta - d)) / (2 * d * d) - (x - a) / (tau * tau);
  };
  let A = a;
  let B: number;
  if (delta * delta > phi * phi + v) {
    B = Math.log(delta * delta - phi * phi - v);
  } else {
    let k = 1;
    while (f(a - k * tau) < 0) k++;
    B = a - k * tau;
  }
  let fA = f(A);
  let fB = f(B);
  while (Math.abs(B - A) > CONVERGENCE) {
    const C = A + ((A - B) * fA) / (fB - fA);
    const fC = f(C);
    if (fC * fB <= 0) {
      A = B;
      fA = fB;
    } else {
      fA /= 2;
    }
    B = C;
    fB = fC;
  }
  return Math.exp(A / 2);
}

/**
 * Both players' ratings after a game between them, each computed from the other's rating
 * before it (a rating period of one game). `score` is the first player's result.
 */
export function rateGame(
  first: GlickoRating,
  second: GlickoRating,
  score: 0 | 0.5 | 1,
  tau = DEFAULT_TAU,
): [GlickoRating, GlickoRating] {
  const other = (1 - score) as 0 | 0.5 | 1;
  return [
    glicko2Update(first, [{ opponent: second, score }], tau),
    glicko2Update(second, [{ opponent: first, score: other }], tau),
  ];
}
