import type { Server } from 'node:http';
import { MEMBERSHIP_TIERS, type MembershipTier } from '@holeout/shared/membership';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../apps/server/src/db/client.ts';
import { players } from '../../apps/server/src/db/schema/accounts.ts';
import type { CertificatesStampingService } from '../../apps/server/src/modules/certificates/certificates-stamping.service.ts';
import type { LeagueSweep } from '../../apps/server/src/modules/leagues/league-sweep.ts';
import type { OtsCalendarStandIn } from '../../apps/server/src/test/ots-calendar-stand-in.ts';
import { type Hook, startJsonHookServer } from './json-hook-server.ts';

/**
 * The harness's test-only hooks (clients in test-hooks.ts). They exist in the e2e harness
 * process only, on their own loopback port, never in the product app:
 *
 * - `POST /players/tier {playerId, tier}` sets a membership tier (paid plans are out of the
 *   journeys that need a subscriber).
 * - `POST /leagues/advance {leagueId, minutes}` moves every instant one league holds `minutes`
 *   into the past — its start and end, its rounds, memberships, submissions and invitations —
 *   which is exactly what the clock moving forward looks like to that league, without moving the
 *   clock under the other journeys sharing the server; then runs the league sweep once, as its
 *   every-minute job would, and answers `{steps}` (leagues advanced).
 * - `POST /certificates/confirm {}` runs the stamp job (every unstamped certificate goes to the
 *   local calendar), mines a block in the calendar stand-in, makes every stamped certificate's
 *   check due and runs the upgrade job; answers `{stamped, height, verified}`.
 */
export async function startTestHooks(
  port: number,
  db: Db,
  modules: { leagueSweep: LeagueSweep; certificatesStamping: CertificatesStampingService },
  otsCalendar: OtsCalendarStandIn,
): Promise<Server> {
  const routes: Record<string, Hook> = {
    '/players/tier': async ({ playerId, tier }) => {
      if (!Number.isInteger(playerId) || !MEMBERSHIP_TIERS.includes(tier as MembershipTier)) {
        throw new Error('playerId and tier (free, regular, premium) are required');
      }
      const rows = await db
        .update(players)
        .set({ membershipTier: tier as MembershipTier })
        .where(eq(players.id, playerId as number))
        .returning({ id: players.id });
      if (rows.length !== 1) throw new Error(`no player ${playerId}`);
      return { playerId, tier };
    },
    '/leagues/advance': async ({ leagueId, minutes }) => {
      if (!Number.isInteger(leagueId) || typeof minutes !== 'number' || minutes <= 0) {
        throw new Error('leagueId and a positive number of minutes are required');
      }
      const by = sql`make_interval(mins => ${minutes})`;
      await db.transaction(async (tx) => {
        await tx.execute(sql`update leagues set start_time = start_time - ${by}, end_time = end_time - ${by},
          created_at = created_at - ${by}, completed_at = completed_at - ${by} where id = ${leagueId}`);
        await tx.execute(sql`update league_rounds set start_time = start_time - ${by}, end_time = end_time - ${by},
          reminded_at = reminded_at - ${by}, closed_at = closed_at - ${by} where league_id = ${leagueId}`);
        await tx.execute(sql`update league_members set joined_at = joined_at - ${by}, left_at = left_at - ${by}
          where league_id = ${leagueId}`);
        await tx.execute(sql`update league_submissions set submitted_at = submitted_at - ${by}
          where league_id = ${leagueId}`);
        await tx.execute(sql`update league_invites set created_at = created_at - ${by},
          responded_at = responded_at - ${by}, mailed_at = mailed_at - ${by} where league_id = ${leagueId}`);
      });
      const report = await modules.leagueSweep.run();
      return { steps: report.advanced };
    },
    '/certificates/confirm': async () => {
      const stamped = await modules.certificatesStamping.stamp();
      const { height } = otsCalendar.confirm();
      // Every stamped certificate's check falls due now (a null check time counts as due), so the
      // ordinary upgrade job asks the calendar about all of them at once.
      await db.execute(sql`update certificates set next_stamp_check_at = null
        where not is_verified and ots_proof is not null`);
      const verified = await modules.certificatesStamping.upgrade();
      return { stamped, height, verified };
    },
  };

  return startJsonHookServer(port, routes);
}
