import { describe, expect, it } from 'vitest';
import { glicko2Update, INITIAL_RATING, rateGame } from './glicko2.ts';

describe('glicko2Update', () => {
  it("reproduces the worked example of Glickman's Glicko-2 paper", () => {
    // Player 1500/200/0.06 against 1400/30 (won), 1550/100 (lost), 1700/300 (lost), τ = 0.5.
    const after = glicko2Update({ rating: 1500, deviation: 200, volatility: 0.06 }, [
      { opponent: { rating: 1400, deviation: 30, volatility: 0.06 }, score: 1 },
      { opponent: { rating: 1550, deviation: 100, volatility: 0.06 }, score: 0 },
      { opponent: { rating: 1700, deviation: 300, volatility: 0.06 }, score: 0 },
    ]);
    // The paper: r' = 1464.06, RD' = 151.52, σ' = 0.05999. It rounds its intermediate values
    // (μ' = −0.2069); computed without rounding the rating is 1464.0507.
    expect(Math.abs(after.rating - 1464.06)).toBeLessThan(0.01);
    expect(after.rating).toBeCloseTo(1464.0507, 4);
    expect(Math.abs(after.deviation - 151.52)).toBeLessThan(0.01);
    expect(after.volatility).toBeCloseTo(0.059996, 6);
  });

  it('only widens the deviation in a period without games (step 6)', () => {
    const before = { rating: 1600, deviation: 100, volatility: 0.06 };
    const after = glicko2Update(before, []);
    expect(after.rating).toBe(1600);
    expect(after.volatility).toBe(0.06);
    // φ* = √(φ² + σ²) on the Glicko-2 scale: √((100/173.7178)² + 0.06²) × 173.7178 ≈ 100.5417
    expect(after.deviation).toBeCloseTo(100.5417, 3);
  });

  it('takes the branch where Δ² exceeds φ² + v (a large surprise)', () => {
    // A sure player (RD 30) beating a much stronger, equally sure one: Δ² > φ² + v.
    const after = glicko2Update({ rating: 1200, deviation: 30, volatility: 0.06 }, [
      { opponent: { rating: 2200, deviation: 30, volatility: 0.06 }, score: 1 },
    ]);
    expect(after.rating).toBeGreaterThan(1200);
    expect(after.volatility).toBeGreaterThan(0.06);
    expect(Number.isFinite(after.deviation)).toBe(true);
  });
});

describe('rateGame', () => {
  it('moves two new players symmetrically after a win', () => {
    const [winner, loser] = rateGame(INITIAL_RATING, INITIAL_RATING, 1);
    expect(winner.rating - 1500).toBeCloseTo(1500 - loser.rating, 9);
    // Two unrated players (RD 350): the winner gains about 162.3 points.
    expect(winner.rating).toBeCloseTo(1662.31, 1);
    expect(winner.deviation).toBeCloseTo(loser.deviation, 9);
    expect(winner.deviation).toBeLessThan(350);
  });

  it('leaves equal players where they were after a draw, only surer', () => {
    const [a, b] = rateGame(INITIAL_RATING, INITIAL_RATING, 0.5);
    expect(a.rating).toBeCloseTo(1500, 9);
    expect(b.rating).toBeCloseTo(1500, 9);
    expect(a.deviation).toBeLessThan(350);
  });

  it('gives the weaker player points for a draw against a stronger one', () => {
    const weak = { rating: 1400, deviation: 80, volatility: 0.06 };
    const strong = { rating: 1700, deviation: 80, volatility: 0.06 };
    const [w, s] = rateGame(weak, strong, 0.5);
    expect(w.rating).toBeGreaterThan(1400);
    expect(s.rating).toBeLessThan(1700);
  });

  it("rates the second player with the first player's rating from before the game", () => {
    const first = { rating: 1550, deviation: 120, volatility: 0.06 };
    const second = { rating: 1480, deviation: 200, volatility: 0.06 };
    const [, secondAfter] = rateGame(first, second, 0);
    expect(secondAfter).toEqual(glicko2Update(second, [{ opponent: first, score: 1 }]));
  });
});
