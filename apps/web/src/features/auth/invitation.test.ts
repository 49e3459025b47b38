import { describe, expect, it } from 'vitest';
import { readInvitation } from './invitation.ts';

describe('readInvitation', () => {
  it('reads a duel invitation', () => {
    const params = new URLSearchParams('invite=duel&email=new%40example.com&referrer_id=12&phone=%2B4712345678');
    expect(readInvitation(params)).toEqual({
      kind: 'duel',
      email: 'new@example.com',
      phone: '+4712345678',
      referrerId: 12,
      league: null,
    });
  });

  it('reads a league invitation with its name', () => {
    const params = new URLSearchParams('invite=league&league=Sunday+Putters&referrer_id=3');
    expect(readInvitation(params)).toMatchObject({ kind: 'league', league: 'Sunday Putters', referrerId: 3 });
  });

  it('ignores unknown kinds, blank values and malformed ids', () => {
    const params = new URLSearchParams('invite=party&email=%20&referrer_id=abc');
    expect(readInvitation(params)).toEqual({ kind: null, email: null, phone: null, referrerId: null, league: null });
    expect(readInvitation(new URLSearchParams('referrer_id=-4')).referrerId).toBeNull();
  });
});
