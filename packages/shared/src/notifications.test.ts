import { describe, expect, it } from 'vitest';
import { NOTIFICATION_FLAGS } from './accounts.ts';
import { emailFlagForKind, isAppLinkPath, NOTIFICATION_KINDS, notificationStreamQuerySchema } from './notifications.ts';

describe('emailFlagForKind', () => {
  it('maps a duel challenge to duel_requests and every other duel kind to duel_updates', () => {
    expect(emailFlagForKind('duel_challenge')).toBe('duel_requests');
    expect(emailFlagForKind('duel_invite')).toBe('duel_requests');
    expect(emailFlagForKind('duel_invitation')).toBe('duel_requests');
    for (const kind of ['duel_update', 'duel_result', 'duel_reminder', 'duel_accepted', 'duel_expired', 'duel_forfeit'])
      expect(emailFlagForKind(kind)).toBe('duel_updates');
  });

  it('maps league invitations to league_invites and other league kinds to league_updates', () => {
    expect(emailFlagForKind('league_invite')).toBe('league_invites');
    expect(emailFlagForKind('league_invitation')).toBe('league_invites');
    expect(emailFlagForKind('league_update')).toBe('league_updates');
    expect(emailFlagForKind('league_round_result')).toBe('league_updates');
  });

  it('maps friend requests and acceptances to duel_requests', () => {
    expect(emailFlagForKind(NOTIFICATION_KINDS.friendRequest)).toBe('duel_requests');
    expect(emailFlagForKind(NOTIFICATION_KINDS.friendAccepted)).toBe('duel_requests');
  });

  it('maps fundraiser and product kinds to their flags', () => {
    expect(emailFlagForKind('fundraiser_goal')).toBe('fundraiser_updates');
    expect(emailFlagForKind('product_news')).toBe('product_updates');
  });

  it('has no flag (no e-mail) for achievements, social and unknown kinds', () => {
    for (const kind of ['achievement', 'social', 'duel', 'league', 'duelchallenge', 'Duel_challenge', ''])
      expect(emailFlagForKind(kind)).toBeNull();
  });

  it('gives every named kind a known flag or none', () => {
    for (const kind of Object.values(NOTIFICATION_KINDS)) {
      const flag = emailFlagForKind(kind);
      if (flag !== null) expect(NOTIFICATION_FLAGS).toContain(flag);
    }
  });
});

describe('isAppLinkPath', () => {
  it("accepts the web app's own paths", () => {
    for (const path of ['/', '/duels/12', '/leagues/3?tab=rounds', '/notifications#top'])
      expect(isAppLinkPath(path)).toBe(true);
  });

  it('refuses other sites and odd spellings', () => {
    for (const path of [
      '//evil.example',
      '/\\evil.example',
      'https://evil.example',
      'duels/1',
      '',
      '/a b',
      `/${'a'.repeat(500)}`,
    ])
      expect(isAppLinkPath(path)).toBe(false);
  });
});

describe('notificationStreamQuerySchema', () => {
  it('reads last_event_id as an id and refuses other spellings', () => {
    expect(notificationStreamQuerySchema.parse({ ticket: 't', last_event_id: '42' })).toEqual({
      ticket: 't',
      last_event_id: 42,
    });
    for (const bad of ['0', '-1', '1e3', 'abc', '99999999999'])
      expect(notificationStreamQuerySchema.safeParse({ last_event_id: bad }).success).toBe(false);
  });
});
