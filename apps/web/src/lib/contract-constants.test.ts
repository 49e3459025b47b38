import * as accounts from '@holeout/shared/accounts';
import * as puttLog from '@holeout/shared/putt-log';
import { describe, expect, it } from 'vitest';
import { CONSECUTIVE_THRESHOLDS, EMPTY_PLAYER_STATS, NOTIFICATION_FLAGS } from './contract-constants.ts';

describe('the web copies of shared constants', () => {
  it('equal their shared originals', () => {
    expect(NOTIFICATION_FLAGS).toEqual(accounts.NOTIFICATION_FLAGS);
    expect(EMPTY_PLAYER_STATS).toEqual(accounts.EMPTY_PLAYER_STATS);
    expect(CONSECUTIVE_THRESHOLDS).toEqual(puttLog.CONSECUTIVE_THRESHOLDS);
  });
});
