import { randomBytes } from 'node:crypto';
import type { SessionSummary } from '@holeout/shared/sessions';
import { type APIRequestContext, expect } from '@playwright/test';
import {
  generateSession,
  randomProfile,
  toUploadBody,
} from '../../apps/server/src/scripts/simulation/putt-generator.ts';
import { SeededRandom } from '../../apps/server/src/scripts/simulation/seeded-random.ts';
import type { RegisteredPlayer } from './players.ts';

export /**
 * Uploads sessions the way the desktop app does (POST /api/sessions with a generated putt log)
 * and returns what the server derived from them, newest last. A fresh seed per run keeps session
 * ids unique when the harness server is reused.
 */
async function uploadSessions(request: APIRequestContext, player: RegisteredPlayer, count: number) {
  const rng = new SeededRandom(randomBytes(4).readUInt32BE());
  const profile = randomProfile(rng);
  const stored: SessionSummary[] = [];
  for (let i = 0; i < count; i++) {
    const startedAt = new Date(Date.now() - (count - i) * 86_400_000);
    const body = toUploadBody(generateSession(rng, profile, { startedAt, puttCount: 40 + 10 * i }));
    const res = await request.post('/api/sessions', {
      headers: { authorization: `Bearer ${player.token}` },
      data: body,
    });
    expect(res.status(), await res.text()).toBe(201);
    stored.push(((await res.json()) as { session: SessionSummary }).session);
  }
  return stored;
}
