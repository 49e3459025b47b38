import {
  REFERRAL_INVITES_LISTED,
  type ReferralStatsResponse,
  type ReferralViewRequest,
} from '@holeout/shared/referrals';
import type { AppContext } from '../../app-context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { HttpError, PLAYER_NOT_FOUND } from '../../plugins/errors.ts';
import type { AccountsService } from '../accounts/accounts.service.ts';
import * as repo from './referrals.repo.ts';

/** Where an invitation came from, with its id: the key that makes it count once. */
export type InvitationSource = `duel:${number}` | `league-invite:${number}`;

/**
 * What the duel, league and billing modules tell the referral figures, inside their own
 * transactions, so a figure exists exactly when the thing it counts was committed.
 */
export interface ReferralRecorder {
  invitationSent(tx: DbOrTx, referrerId: number, source: InvitationSource, recipient: string): Promise<void>;
  invitationDeclined(tx: DbOrTx, referrerId: number, source: InvitationSource): Promise<void>;
  paidPlanGranted(tx: DbOrTx, playerId: number): Promise<void>;
}

/** What the modules that invite people (duels, leagues) tell the referral figures. */
export type InvitationReferrals = Pick<ReferralRecorder, 'invitationSent' | 'invitationDeclined'>;

/**
 * Referral figures (spec 01 §3, §7; decision 035): one `referral_events` row per thing that
 * happened, each counted once by its cause, and the stats count the referrer's rows.
 */
export class ReferralsService implements ReferralRecorder {
  constructor(
    private readonly ctx: Pick<AppContext, 'db' | 'clock' | 'config'>,
    private readonly accounts: Pick<AccountsService, 'findById'>,
  ) {}

  async invitationSent(tx: DbOrTx, referrerId: number, source: InvitationSource, recipient: string): Promise<void> {
    await repo.insertEvent(tx, { referrerId, kind: 'invite', sourceKey: source, recipient: recipientKey(recipient) });
  }

  async invitationDeclined(tx: DbOrTx, referrerId: number, source: InvitationSource): Promise<void> {
    await repo.insertEvent(tx, { referrerId, kind: 'rejected', sourceKey: source });
  }

  /** A referred account's first paid plan counts once for its referrer; later renewals do not. */
  async paidPlanGranted(tx: DbOrTx, playerId: number): Promise<void> {
    const player = await this.accounts.findById(playerId, tx);
    if (!player?.referredBy) return;
    await repo.insertEvent(tx, {
      referrerId: player.referredBy,
      kind: 'upgraded',
      sourceKey: `player:${playerId}`,
      recipient: player.email,
      referredPlayerId: playerId,
    });
  }

  /** On `player.registered`: an account that came through someone's link or invitation. */
  async accountRegistered(playerId: number): Promise<void> {
    const player = await this.accounts.findById(playerId);
    if (!player?.referredBy) return;
    await repo.insertEvent(this.ctx.db, {
      referrerId: player.referredBy,
      kind: 'account',
      sourceKey: `player:${playerId}`,
      recipient: player.email,
      referredPlayerId: playerId,
    });
  }

  /**
   * The catch-up job: counts the referred accounts of the last two days whose `player.registered`
   * listener never ran (a crash right after sign-up), so no account created goes uncounted.
   */
  async countMissedAccounts(): Promise<number> {
    return repo.insertMissingAccountEvents(this.ctx.db, new Date(this.ctx.clock.now().getTime() - 2 * 86_400_000));
  }

  /** POST /referrals/share: the player copied or shared their link; one count a day (UTC). */
  async shared(playerId: number): Promise<{ success: true }> {
    const day = this.ctx.clock.now().toISOString().slice(0, 10);
    await repo.insertEvent(this.ctx.db, { referrerId: playerId, kind: 'share', sourceKey: `share:${day}` });
    return { success: true };
  }

  /** POST /referrals/view: an invitation or referral page opened; once per visit id and referrer. */
  async viewed(body: ReferralViewRequest): Promise<{ success: true }> {
    if (!(await this.accounts.findById(body.referrer_id))) throw new HttpError(404, PLAYER_NOT_FOUND);
    await repo.insertEvent(this.ctx.db, {
      referrerId: body.referrer_id,
      kind: 'view',
      sourceKey: `visit:${body.visit_id}`,
      recipient: body.recipient ? recipientKey(body.recipient) : null,
    });
    return { success: true };
  }

  /** GET /referrals/stats: the player's own figures, their newest invitations and their link. */
  async stats(playerId: number): Promise<ReferralStatsResponse> {
    const [counts, invites] = await Promise.all([
      repo.countsByKind(this.ctx.db, playerId),
      repo.listInvites(this.ctx.db, playerId, REFERRAL_INVITES_LISTED),
    ]);
    const n = (kind: Parameters<typeof counts.get>[0]) => counts.get(kind) ?? 0;
    return {
      success: true,
      stats: {
        totalInvites: n('invite') + n('share'),
        viewed: n('view'),
        rejected: n('rejected'),
        accountsCreated: n('account'),
        upgraded: n('upgraded'),
        invites: invites.map((i) => ({
          id: i.id,
          recipient: i.recipient ?? '',
          sent_at: i.createdAt.toISOString(),
          status: i.declined ? 'declined' : i.accountCreated ? 'joined' : 'sent',
          viewed: i.viewed,
          account_created: i.accountCreated,
          is_subscriber: i.upgraded,
        })),
      },
      referral_link: `${this.ctx.config.publicUrl}/register?ref=${playerId}`,
    };
  }
}

/** Addresses are compared lower-cased, as accounts store them; numbers and names as given. */
function recipientKey(recipient: string): string {
  const trimmed = recipient.trim();
  return trimmed.includes('@') ? trimmed.toLowerCase() : trimmed;
}
