import type { NotificationFlag, Player } from '@holeout/shared/accounts';
import type { DebugStatsResponse } from '@holeout/shared/dashboard-stats';
import { type MembershipTier, playerStatsFor } from '@holeout/shared/membership';
import { type PlayerProfileBody, type PlayerProfileResponse, profileChanges } from '@holeout/shared/player-profile';
import type { AppContext } from '../../app-context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { HttpError, PLAYER_NOT_FOUND } from '../../plugins/errors.ts';
import type { CareerService } from '../career/career.service.ts';
import * as repo from './accounts.repo.ts';
import { presentPlayer, presentPublicPlayer } from './player.presenter.ts';

export type { PlayerRow } from './accounts.repo.ts';

/** The player's account: the record, the profile, social links and notification switches. */
export class AccountsService {
  constructor(
    private readonly ctx: Pick<AppContext, 'db'>,
    private readonly career: CareerService,
    /** Told before a membership tier is written (the token service keeps tiers in memory, decision 050). */
    private readonly identityChanging: (playerId: number) => void = () => {},
    /** Told once a change to the player's row has committed (their name is kept in memory, decision 062). */
    private readonly playerChanged: (playerId: number) => void = () => {},
  ) {}

  /**
   * The owner's view of the account, with the dashboard figures as the owner's membership lets
   * them see (the membership policy's `playerStatsFor`).
   */
  async present(row: repo.PlayerRow, db: DbOrTx = this.ctx.db): Promise<Player> {
    return presentPlayer(row, playerStatsFor(row.membershipTier, await this.career.playerStats(row.id, db)));
  }

  /** Creates an account; null when the e-mail address is already taken. */
  async create(values: repo.NewPlayer, db: DbOrTx = this.ctx.db): Promise<repo.PlayerRow | null> {
    // The schema lower-cases too; the unique index is only case-insensitive if every writer does.
    return repo.insertPlayer(db, { ...values, email: values.email.trim().toLowerCase() });
  }

  async findById(playerId: number, db: DbOrTx = this.ctx.db): Promise<repo.PlayerRow | null> {
    return repo.findPlayerById(db, playerId);
  }

  async findByEmail(email: string): Promise<repo.PlayerRow | null> {
    return repo.findPlayerByEmail(this.ctx.db, email);
  }

  async setPasswordHash(tx: DbOrTx, playerId: number, passwordHash: string): Promise<void> {
    await repo.updatePlayer(tx, playerId, { passwordHash });
  }

  /** Writes `newHash` only if the stored hash is still `expectedHash`; false when it changed meanwhile. */
  async replacePasswordHash(tx: DbOrTx, playerId: number, expectedHash: string, newHash: string): Promise<boolean> {
    return repo.replacePasswordHash(tx, playerId, expectedHash, newHash);
  }

  /** Locks the player's row for a membership change and answers the current tier (null: unknown player). */
  async lockMembershipTier(tx: DbOrTx, playerId: number): Promise<MembershipTier | null> {
    return repo.lockMembershipTier(tx, playerId);
  }

  /**
   * Sets the membership tier. The token check reads it with the token (auth.repo `findLiveToken`)
   * and keeps it in memory only until a change is heard; this instance stops using what it kept
   * before writing, every other one when the commit's `auth_identity` announcement arrives, so
   * the change applies on the player's next request.
   */
  async setMembershipTier(tx: DbOrTx, playerId: number, tier: MembershipTier): Promise<void> {
    this.identityChanging(playerId);
    await repo.updatePlayer(tx, playerId, { membershipTier: tier });
  }

  /** A referral code is the referrer's player id; anything else is ignored rather than refused. */
  async referrerOf(code: string | null | undefined): Promise<number | null> {
    if (!code || !/^\d{1,9}$/.test(code)) return null;
    const row = await repo.findPlayerById(this.ctx.db, Number(code));
    return row?.id ?? null;
  }

  /** The owner gets the whole record; anyone else only the public part. */
  async getPlayer(viewerId: number | null, playerId: number) {
    if (viewerId !== playerId) return presentPublicPlayer(await this.existing(playerId));
    // The owner's record and dashboard figures in one read.
    const found = await this.career.playerWithCareer(playerId);
    if (!found) throw new HttpError(404, PLAYER_NOT_FOUND);
    return presentPlayer(found.player, playerStatsFor(found.player.membershipTier, found.stats));
  }

  async update(playerId: number, values: repo.PlayerChanges, message: string) {
    const row = await repo.updatePlayer(this.ctx.db, playerId, values);
    this.playerChanged(playerId);
    if (!row) throw new HttpError(404, PLAYER_NOT_FOUND);
    return { success: true, message, player: await this.present(row) };
  }

  /**
   * PUT /player/{id}: the player's own profile fields (name from name, display_name or
   * first/last name, decision 044); every other key is ignored and named in the answer.
   */
  async updateProfile(playerId: number, body: PlayerProfileBody): Promise<PlayerProfileResponse> {
    const { changes: c, ignored } = profileChanges(body);
    const values: repo.PlayerChanges = {
      name: c.name,
      phone: c.phone,
      timezone: c.timezone,
      xUrl: c.x_url,
      tiktokUrl: c.tiktok_url,
      websiteUrl: c.website_url,
      telegramUrl: c.telegram_url,
    };
    if (c.notification_preferences) {
      values.notificationPreferences = mergeFlags(
        (await this.existing(playerId)).notificationPreferences,
        c.notification_preferences,
      );
    }
    return { ...(await this.update(playerId, values, 'Profile updated successfully')), ignored_fields: ignored };
  }

  /** GET /debug-stats: exactly the figures the player's dashboard shows (their membership applied). */
  async dashboardStats(playerId: number): Promise<DebugStatsResponse> {
    const player = await this.present(await this.existing(playerId));
    return { dashboard_data: { stats: player.stats } };
  }

  async updateNotificationPreferences(playerId: number, flags: Partial<Record<NotificationFlag, boolean>>) {
    const row = await this.existing(playerId);
    const merged = mergeFlags(row.notificationPreferences, flags);
    return this.update(playerId, { notificationPreferences: merged }, 'Notification preferences saved');
  }

  private async existing(playerId: number): Promise<repo.PlayerRow> {
    const row = await repo.findPlayerById(this.ctx.db, playerId);
    if (!row) throw new HttpError(404, PLAYER_NOT_FOUND);
    return row;
  }
}

/** The stored switches with the flags sent laid over them (an absent flag keeps its value). */
function mergeFlags(stored: Record<string, boolean>, flags: Partial<Record<NotificationFlag, boolean>>) {
  const merged = { ...stored };
  for (const [k, v] of Object.entries(flags)) if (v !== undefined) merged[k] = v;
  return merged;
}
