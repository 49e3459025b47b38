import { randomUUID } from 'node:crypto';
import {
  CERTIFICATE_MESSAGES,
  certificateDataHash,
  type PlayerCertificates,
  type PublicCertificate,
} from '@holeout/shared/certificates';
import type { Putt } from '@holeout/shared/putt-log';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { certificates } from '../../db/schema/certificates.ts';
import { sessions } from '../../db/schema/sessions.ts';
import { PLAYER_NOT_FOUND } from '../../plugins/errors.ts';
import { activeDuel, submit } from '../../test/duel-test-kit.ts';
import { buildPlayer, type TestPlayer } from '../../test/factories.ts';
import { call, createModuleTestApp, notificationsOf } from '../../test/module-test-app.ts';
import { itOnPostgres } from '../../test/postgres-only.ts';
import { makesRun, mixedLog, sessionBody, upload } from '../../test/session-fixtures.ts';
import { CertificateHistory } from './certificate-history.ts';

const { app, ctx, modules } = await createModuleTestApp();
const db = ctx.db;

const subscriber = (name?: string) => buildPlayer(app, { tier: 'regular', db, name });
const keysOf = async (playerId: number) =>
  (await db.select().from(certificates).where(eq(certificates.playerId, playerId)))
    .map((c) => `${c.achievementType}/${c.achievementSubtype}/${c.achievementValue}`)
    .sort();
/** `makes` makes then one miss: a session whose best streak is `makes`. */
const streak = (makes: number): Putt[] => [...makesRun(makes), { t: makes * 2 + 1, result: 'MISS', miss: 'RETURN' }];

async function listOf(viewer: TestPlayer, playerId: number) {
  return call<PlayerCertificates>(app, viewer, 'GET', `/api/certificates/${playerId}`);
}

describe('certificates earned by uploads', () => {
  it('awards a 21-make run once, notifies the player, and hashes content anyone can rebuild', async () => {
    const p = await subscriber('Ann Example');
    const body = sessionBody(streak(23));
    expect((await upload(app, p, body)).statusCode).toBe(201);
    // A retried upload awards nothing twice.
    expect((await upload(app, p, body)).statusCode).toBe(200);

    const list = await listOf(p, p.id);
    expect(list.status).toBe(200);
    expect(list.body.locked).toBe(false);
    expect(list.body.certificates).toHaveLength(1);
    const cert = list.body.certificates[0];
    expect(cert).toMatchObject({
      achievement_type: 'consecutive_makes',
      achievement_subtype: '',
      achievement_value: 21,
      rarity_tier: 'rare',
      is_verified: false,
      bitcoin_block_height: null,
      achieved_at: '2026-03-01T08:30:00.000Z',
      achievement_data: { player_name: 'Ann Example', session_date: '2026-03-01T08:30:00.000Z', best_streak: 23 },
    });

    const [stored] = await db
      .select()
      .from(sessions)
      .where(eq(sessions.sessionId, body.session_id as string));
    expect(cert?.achievement_data.putt_log_sha256).toEqual([stored?.puttLogSha256]);

    const notices = await notificationsOf(db, p.id);
    expect(notices.filter((n) => n.title === 'New certificate')).toEqual([
      expect.objectContaining({
        message: 'Consecutive Excellence: 21 in a row. It is being recorded on the Bitcoin blockchain.',
        link: `/certificates/${cert?.certificate_id}`,
      }),
    ]);

    // The public answer: no sign-in, the hashed content, the display name as the only player field.
    const pub = await call<PublicCertificate>(app, null, 'GET', `/api/certificates/${cert?.certificate_id}/public`);
    expect(pub.status).toBe(200);
    expect(pub.body.data_hash).toBe(cert?.data_hash);
    expect(certificateDataHash(pub.body.content)).toBe(cert?.data_hash);
    expect(pub.body).toMatchObject({ is_verified: false, has_proof: false, explorer_url: ctx.config.otsExplorerUrl });
    const text = JSON.stringify(pub.body);
    expect(text).not.toContain(p.email);
    expect(text).not.toContain('player_id');
  });

  it('awards every run milestone a session holds, a perfect session, and session milestones when crossed', async () => {
    const p = await subscriber();
    expect((await upload(app, p, sessionBody(makesRun(50)))).statusCode).toBe(201);
    expect(await keysOf(p.id)).toEqual([
      'consecutive_makes//21',
      'consecutive_makes//42',
      'consecutive_makes//50',
      'perfect_session//50',
    ]);
    for (let i = 0; i < 8; i++) await upload(app, p, sessionBody(mixedLog(5, i)));
    expect(await keysOf(p.id)).not.toContain('session_milestone//10');
    await upload(app, p, sessionBody(mixedLog(5, 99)));
    expect(await keysOf(p.id)).toContain('session_milestone//10');
    const [milestone] = await db
      .select()
      .from(certificates)
      .where(eq(certificates.achievementType, 'session_milestone'));
    // A milestone rests on every log counted, in session order.
    const logs = await db.select().from(sessions).where(eq(sessions.playerId, p.id)).orderBy(sessions.sessionNumber);
    expect(milestone?.achievementData.putt_log_sha256).toEqual(logs.map((s) => s.puttLogSha256));
  });

  it('concurrent uploads that cross the same milestone make one certificate', async () => {
    const p = await subscriber();
    const results = await Promise.all(Array.from({ length: 4 }, () => upload(app, p, sessionBody(streak(21)))));
    expect(results.map((r) => r.statusCode)).toEqual([201, 201, 201, 201]);
    expect(await keysOf(p.id)).toEqual(['consecutive_makes//21']);
    const notices = await notificationsOf(db, p.id);
    expect(notices.filter((n) => n.title === 'New certificate')).toHaveLength(1);
  });
});

describe('awards under real concurrency', () => {
  itOnPostgres('the retroactive command racing uploads still leaves one certificate per award', async () => {
    const p = await subscriber();
    const history = new CertificateHistory(db, modules.certificates);
    await Promise.all([
      ...Array.from({ length: 3 }, () => upload(app, p, sessionBody(streak(21)))),
      history.award(p.id),
      history.award(p.id),
    ]);
    await history.award(p.id);
    expect(await keysOf(p.id)).toEqual(['consecutive_makes//21']);
  });
});

describe('first duel victory', () => {
  it("awards the winner's first victory once, resting on both logs", async () => {
    const ann = await subscriber();
    const bob = await subscriber();
    for (let round = 0; round < 2; round++) {
      const duel = await activeDuel(app, ann, bob);
      expect((await submit(app, ann, duel.duel_id, makesRun(5))).statusCode).toBe(201);
      expect((await submit(app, bob, duel.duel_id, makesRun(3))).statusCode).toBe(201);
    }
    expect(await keysOf(ann.id)).toEqual(['competition_win/first_duel_victory/1']);
    expect(await keysOf(bob.id)).toEqual([]);
    const [cert] = await db.select().from(certificates).where(eq(certificates.playerId, ann.id));
    expect(cert?.rarityTier).toBe('rare');
    expect(cert?.achievementData).toMatchObject({ score: 5, opponent_score: 3, forfeit: false });
    expect(cert?.achievementData.putt_log_sha256).toHaveLength(2);
  });
});

describe('retroactive awards', () => {
  it('award from stored data exactly what the uploads awarded', async () => {
    const p = await subscriber();
    const rival = await subscriber();
    await upload(app, p, sessionBody(streak(42)));
    for (let i = 0; i < 10; i++) await upload(app, p, sessionBody(mixedLog(60, i)));
    await upload(app, p, sessionBody(makesRun(12)));
    const duel = await activeDuel(app, rival, p);
    await submit(app, p, duel.duel_id, makesRun(4));
    await submit(app, rival, duel.duel_id, makesRun(2));
    const incremental = await keysOf(p.id);
    expect(incremental).toEqual(
      expect.arrayContaining([
        'competition_win/first_duel_victory/1',
        'consecutive_makes//42',
        'perfect_session//12',
        'session_milestone//10',
      ]),
    );

    await db.delete(certificates).where(eq(certificates.playerId, p.id));
    const history = new CertificateHistory(db, modules.certificates);
    const report = await history.award(p.id);
    expect(report.awarded).toBe(incremental.length);
    expect(await keysOf(p.id)).toEqual(incremental);
    // Run again: nothing new, and the whole database walk agrees.
    expect((await history.award()).awarded).toBe(0);
  });
});

describe('GET /api/certificates/{playerId}', () => {
  it('gives a viewer without a subscription the upgrade prompt, not the certificates', async () => {
    const owner = await subscriber();
    await upload(app, owner, sessionBody(streak(21)));
    const free = await buildPlayer(app);
    const res = await listOf(free, owner.id);
    expect(res.status).toBe(200);
    expect(res.body.locked).toBe(true);
    expect(res.body.certificates).toEqual([]);
    expect(res.body.certificate_types.map((t) => t.title)).toEqual([
      'Consecutive Excellence',
      'Perfect Precision',
      'Career Achievement',
      'Accuracy Mastery',
      'Session Dedication',
      'Victory Champion',
    ]);
    // A subscriber sees another player's certificates (the rule is about the viewer).
    const other = await subscriber();
    expect((await listOf(other, owner.id)).body.certificates).toHaveLength(1);
  });

  it('needs a sign-in and a valid id', async () => {
    expect((await call(app, null, 'GET', '/api/certificates/1')).status).toBe(401);
    const p = await subscriber();
    expect((await listOf(p, 0)).status).toBe(400);
    expect(await listOf(p, 999_999)).toMatchObject({ status: 404, body: { message: PLAYER_NOT_FOUND } });
  });
});

describe('GET /api/certificates/{id}/public', () => {
  it('answers 404 for an unknown certificate and 400 for a malformed id', async () => {
    const unknown = await call(app, null, 'GET', `/api/certificates/${randomUUID()}/public`);
    expect(unknown).toMatchObject({ status: 404, body: { message: CERTIFICATE_MESSAGES.notFound } });
    expect((await call(app, null, 'GET', '/api/certificates/not-a-uuid/public')).status).toBe(400);
  });

  it('lives beside the proof route: an id with .ots is the proof, digits are a player', async () => {
    const proof = await call(app, null, 'GET', `/api/certificates/${randomUUID()}.ots`);
    expect(proof.status).toBe(404);
    expect((await call(app, null, 'GET', '/api/certificates/12')).status).toBe(401);
  });

  it('still proves the content after the player renames themself', async () => {
    const p = await subscriber('Before Rename');
    await upload(app, p, sessionBody(streak(21)));
    const [row] = await db.select().from(certificates).where(eq(certificates.playerId, p.id));
    await call(app, p, 'PUT', `/api/player/${p.id}`, { name: 'After Rename' });
    const pub = await call<PublicCertificate>(app, null, 'GET', `/api/certificates/${row?.id}/public`);
    expect(pub.body.content.achievement_data.player_name).toBe('Before Rename');
    expect(certificateDataHash(pub.body.content)).toBe(row?.dataHash);
  });
});
