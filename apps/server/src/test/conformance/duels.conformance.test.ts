/**
 * Conformance, spec 02 §7 "Duels": every call sent as a client written to the spec sends it (the
 * player search is in stats.conformance.test.ts). The table of calls is in README.md beside this file.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { buildPlayer, type TestPlayer } from '../factories.ts';
import { createTestApp } from '../test-app.ts';
import { type SpecClient, specClient } from './spec-client.ts';

const { app } = await createTestApp();

let creator: TestPlayer;
let invited: TestPlayer;
let asCreator: SpecClient;
let asInvited: SpecClient;

beforeAll(async () => {
  creator = await buildPlayer(app, { name: 'Duel Creator' });
  invited = await buildPlayer(app, { name: 'Duel Invited' });
  asCreator = specClient(app, creator.token);
  asInvited = specClient(app, invited.token);
});

/** The Create Duel modal's payload (spec 02 §3): the creator, the opponent and the rules. */
function challenge(rules: Record<string, unknown> = {}, opponent: TestPlayer = invited) {
  return {
    creator_id: creator.id,
    invited_player_id: opponent.id,
    competition_mode: 'time_limit',
    session_duration_limit_minutes: 5,
    putting_distance_feet: 7.0,
    invitation_expiry_minutes: 72 * 60,
    ...rules,
  };
}

/** Sends a challenge with `rules` to a new player (one pending challenge per pair, decision 042). */
async function challengeNewPlayer(rules: Record<string, unknown>) {
  return asCreator.post('/duels', challenge(rules, await buildPlayer(app)));
}

describe('spec 02 §7 duels', () => {
  it('POST /duels with the spec payload creates the duel (time limit, and shoot-out with max_attempts)', async () => {
    // One pending challenge per pair (decision 042): each new challenge here goes to a new opponent.
    const opponent = await buildPlayer(app);
    const timed = await asCreator.post('/duels', challenge({}, opponent));
    expect(timed.status).toBe(201);
    expect(timed.data.duel).toMatchObject({
      duel_id: expect.any(Number),
      creator_id: creator.id,
      invited_player_id: opponent.id,
      status: 'pending',
      time_limit_minutes: 5,
    });

    const shootOut = await challengeNewPlayer({
      competition_mode: 'shoot_out',
      session_duration_limit_minutes: undefined,
      max_attempts: 21,
    });
    expect(shootOut.status).toBe(201);
    expect(shootOut.data.duel).toMatchObject({ competition_mode: 'shoot_out', max_attempts: 21 });
  });

  it('POST /duels with invite_new_player and new_player_contact {type, value} makes a pending_new_player duel', async () => {
    const res = await asCreator.post('/duels', {
      creator_id: creator.id,
      invite_new_player: true,
      new_player_contact: { type: 'email', value: `newcomer-${Date.now()}@example.com` },
      competition_mode: 'time_limit',
      session_duration_limit_minutes: 5,
      putting_distance_feet: 7.0,
      invitation_expiry_minutes: 24 * 60,
    });
    expect(res.status).toBe(201);
    expect(res.data.duel.status).toBe('pending_new_player');
  });

  it('POST /duels from a modal that sends the alternatives it does not use as null', async () => {
    const opponent = await buildPlayer(app);
    const timed = await asCreator.post(
      '/duels',
      challenge({ invite_new_player: false, new_player_contact: null, max_attempts: null }, opponent),
    );
    expect(timed.status).toBe(201);
    expect(timed.data.duel).toMatchObject({
      invited_player_id: opponent.id,
      time_limit_minutes: 5,
      max_attempts: null,
    });

    const shootOut = await challengeNewPlayer({
      competition_mode: 'shoot_out',
      session_duration_limit_minutes: null,
      max_attempts: 50,
    });
    expect(shootOut.status).toBe(201);
    expect(shootOut.data.duel).toMatchObject({ time_limit_minutes: null, max_attempts: 50 });

    const byContact = await asCreator.post(
      '/duels',
      challenge({
        invited_player_id: null,
        invite_new_player: true,
        new_player_contact: { type: 'email', value: `nulls-${Date.now()}@example.com` },
      }),
    );
    expect(byContact.status).toBe(201);
    expect(byContact.data.duel.status).toBe('pending_new_player');
    // Null is "not sent", never a way around the rules: still an opponent or a contact.
    const neither = await asCreator.post('/duels', challenge({ invited_player_id: null }));
    expect(neither.status).toBe(400);
    expect(neither.error).toBe('invited_player_id: Choose an opponent');
  });

  it('GET /duels?player_id= answers the duels list with the fields the duels page reads', async () => {
    const res = await asCreator.get('/duels', { player_id: creator.id });
    expect(res.status).toBe(200);
    expect(res.data.duels.length).toBeGreaterThanOrEqual(3);
    expect(res.data.duels[0]).toMatchObject({
      duel_id: expect.any(Number),
      creator_id: creator.id,
      creator_name: 'Duel Creator',
      status: expect.any(String),
      created_at: expect.any(String),
      expires_at: expect.any(String),
      winner_id: null,
    });
  });

  it('POST /duels/{id}/respond {player_id, response} accepts or declines, answering a message', async () => {
    const first = (await asCreator.post('/duels', challenge())).data.duel.duel_id;
    const accepted = await asInvited.post(`/duels/${first}/respond`, { player_id: invited.id, response: 'accepted' });
    expect(accepted.status).toBe(200);
    expect(accepted.data).toMatchObject({ message: expect.any(String), duel: { status: 'active' } });

    const second = (await asCreator.post('/duels', challenge())).data.duel.duel_id;
    const declined = await asInvited.post(`/duels/${second}/respond`, { player_id: invited.id, response: 'declined' });
    expect(declined.status).toBe(200);
    expect(declined.data.duel.status).toBe('declined');
  });

  it('POST /duels/{id}/cancel, bodyless with the JSON content type, answers a message (issue 21 #1)', async () => {
    const id = (await asCreator.post('/duels', challenge())).data.duel.duel_id;
    const res = await asCreator.post(`/duels/${id}/cancel`);
    expect(res.status).toBe(200);
    expect(typeof res.data.message).toBe('string');
  });

  it('a creator_id or player_id that is not the token’s player is refused with 403 (DESIGN §1, decision 025)', async () => {
    const forged = await asInvited.post('/duels', challenge({ invited_player_id: creator.id }));
    expect(forged.status).toBe(403);
    const id = (await asCreator.post('/duels', challenge())).data.duel.duel_id;
    const outsider = await buildPlayer(app);
    const answer = await specClient(app, outsider.token).post(`/duels/${id}/respond`, {
      player_id: invited.id,
      response: 'accepted',
    });
    expect(answer.status).toBe(403);
  });
});
