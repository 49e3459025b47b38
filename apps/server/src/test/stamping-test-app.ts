import { createHash, randomUUID } from 'node:crypto';
import type { BitcoinChain } from '@holeout/shared/ots/index';
import { afterAll } from 'vitest';
import { ManualClock } from '../lib/clock.ts';
import { insertCertificate } from '../modules/certificates/certificates.repo.ts';
import type { BlockExplorerStandIn } from './block-explorer-stand-in.ts';
import { buildPlayer } from './factories.ts';
import type { OtsCalendarStandIn } from './ots-calendar-stand-in.ts';
import { createTestApp } from './test-app.ts';

/**
 * An app that stamps on the given stand-in calendars and reads block headers from the stand-in
 * explorer (all started here and stopped after the file), with a hand-moved clock and one player.
 */
export async function stampingTestApp(
  calendars: OtsCalendarStandIn[],
  explorer: BlockExplorerStandIn,
  bitcoinChain?: BitcoinChain,
) {
  await Promise.all([...calendars.map((c) => c.start()), explorer.start()]);
  afterAll(() => Promise.all([...calendars.map((c) => c.stop()), explorer.stop()]));
  const clock = new ManualClock('2026-11-23T10:00:00Z');
  const { app, ctx } = await createTestApp(
    {
      OTS_STAMPING: 'on',
      OTS_CALENDAR_URLS: calendars.map((c) => c.url).join(','),
      OTS_EXPLORER_URL: explorer.url,
      OTS_TIMEOUT_MS: '500',
    },
    { clock, bitcoinChain },
  );
  const player = await buildPlayer(app);

  /** A certificate row as the awards write it (through the repo); a random content hash unless given. */
  async function award(
    owner: { id: number } = player,
    proofOf: (dataHash: string) => Uint8Array | null = () => null,
    given?: { dataHash: string; achievementValue: number },
  ): Promise<{ id: string; dataHash: string }> {
    const id = randomUUID();
    const dataHash = given?.dataHash ?? createHash('sha256').update(id).digest('hex');
    await insertCertificate(ctx.db, {
      id,
      playerId: owner.id,
      achievementType: 'consecutive_makes',
      // One certificate per (player, type, value): a value of its own.
      achievementValue: given?.achievementValue ?? Number.parseInt(dataHash.slice(0, 6), 16),
      achievedAt: clock.now(),
      issuedAt: clock.now(),
      rarityTier: 'rare',
      achievementData: {},
      dataHash,
      otsProof: proofOf(dataHash),
    });
    return { id, dataHash };
  }

  async function run(job: string): Promise<void> {
    await ctx.jobs.send(job, {});
    await ctx.jobs.drain();
  }

  return { app, ctx, clock, player, award, run };
}
