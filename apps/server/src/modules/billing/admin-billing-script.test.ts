import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { buildPlayer, type TestPlayer } from '../../test/factories.ts';
import { scriptDatabase } from '../../test/script-database.ts';
import { listGiftCodes, markGiftSent } from './billing.repo.ts';
import { issueGiftCodes } from './gift-codes.ts';

let p: TestPlayer;
let giftId = 0;
const { run } = await scriptDatabase(
  fileURLToPath(new URL('../../scripts/admin.ts', import.meta.url)),
  async (app, db) => {
    p = await buildPlayer(app, { name: 'Coupon Carla' });
    await issueGiftCodes(db, p.id, null, 1);
    const [gift] = await listGiftCodes(db, p.id);
    giftId = gift?.id ?? 0;
    await markGiftSent(db, giftId, 'friend@example.com', new Date());
  },
);

describe('npm run admin -- coupon / membership / orders', () => {
  it('creates and lists coupons, refusing a duplicate and bad options', () => {
    const made = run('coupon', 'create', '--code', 'spring-21', '--tier', 'premium', '--days', '30', '--uses', '5');
    expect(made.code).toBe(0);
    expect(made.out).toContain('Created coupon SPRING21: premium for 30 days, 5 uses.');
    expect(run('coupon', 'create', '--code', 'SPRING21', '--tier', 'premium', '--days', '30', '--uses', '5').code).toBe(
      1,
    );
    const bad = run('coupon', 'create', '--code', 'X1', '--tier', 'gold', '--days', '30', '--uses', '5');
    expect(bad.code).toBe(2);
    expect(bad.err).toContain('--tier must be regular or premium');
    expect(run('coupon', 'list').out).toContain('SPRING21  premium  30 days  used 0/5  no expiry');
  }, 120_000);

  it('grants and revokes a membership', () => {
    const granted = run('membership', 'grant', '--player', String(p.id), '--tier', 'regular', '--days', '30');
    expect(granted.code).toBe(0);
    expect(granted.out).toContain(`Player ${p.id} is regular until`);
    expect(run('membership', 'revoke', '--player', String(p.id)).out).toContain(`Player ${p.id} is now free.`);
  }, 120_000);

  it('lists orders and webhook nudges', () => {
    expect(run('orders').out).toContain('There are no orders.');
    expect(run('webhooks').out).toContain('No webhook was received.');
  }, 120_000);

  it('e-mails a sent gift again (an outbox row) and refuses an unknown one', () => {
    const resent = run('gift', 'resend', '--id', String(giftId));
    expect(resent.code).toBe(0);
    expect(resent.out).toContain(`Gift code #${giftId} e-mailed again to friend@example.com.`);
    expect(run('outbox', '--to', 'friend@example.com').out).toContain(
      'Subject: Coupon Carla sent you a year of Holeout',
    );
    expect(run('gift', 'resend', '--id', '99999').code).toBe(1);
  }, 120_000);
});
