import { describe, expect, it } from 'vitest';
import { captureSourceText } from '../../components/capture-source-icon.tsx';
import { sessionAccuracy, sessionTypeDetail, sessionTypeLabel } from './session-format.ts';

describe('sessionTypeLabel', () => {
  it('reads practice, duel and league from the competition', () => {
    expect(sessionTypeLabel(null)).toBe('Practice');
    expect(sessionTypeLabel({ type: 'duel', opponent_name: 'Ann' })).toBe('Duel');
    expect(sessionTypeLabel({ type: 'league', league_name: 'Tuesday Club', round_number: 2 })).toBe('League');
  });

  it('describes the opponent or the league round when known', () => {
    expect(sessionTypeDetail(null)).toBeNull();
    expect(sessionTypeDetail({ type: 'duel', opponent_name: 'Ann' })).toBe('vs Ann');
    expect(sessionTypeDetail({ type: 'duel', opponent_name: null })).toBeNull();
    expect(sessionTypeDetail({ type: 'league', league_name: 'Tuesday Club', round_number: 2 })).toBe(
      'Tuesday Club · Round 2',
    );
    expect(sessionTypeDetail({ type: 'league', round_number: 3 })).toBe('Round 3');
  });
});

describe('captureSourceText', () => {
  it('names how the session was captured; the earlier `manual` reads as the phone', () => {
    expect((['camera', 'phone', 'manual', 'desktop'] as const).map(captureSourceText)).toEqual([
      'Camera',
      'Phone, tapped by hand',
      'Phone, tapped by hand',
      'Desktop app',
    ]);
  });
});

describe('sessionAccuracy', () => {
  it('computes accuracy over putts, null without putts', () => {
    expect(sessionAccuracy(3, 1)).toBe(75);
    expect(sessionAccuracy(0, 0)).toBeNull();
  });
});
