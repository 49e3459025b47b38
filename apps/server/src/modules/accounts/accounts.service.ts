import { randomBytes } from 'node:crypto';
import type { PlayerStats } from '@holeout/shared/accounts';
import { hash, verify } from '@node-rs/argon2';
import type { AppContext } from '../../app-context.ts';
import { HttpError } from '../../plugins/errors.ts';
import { sha256 } from '../auth/token.service.ts';
import * as repo from './accounts.repo.ts';
import { AttemptLimiter } from './attempt-limiter.ts';
import { presentPlayer, presentPublicPlayer } from './player.presenter.ts';
import { loadPlayerStats } from './player-stats.ts';

const RESET_LIFETIME_MS = 60 * 60 * 1000;
export const INVALID_CREDENTIALS = 'Invalid email or password';
export const RESET_REQUESTED =
  'If an account exists for that e-mail address, password reset instructions have been sent to it.';
const TOO_MANY = 'Too many attempts. Please wait a few minutes and try again.';

// A real hash to verify against when the e-mail is unknown, so both paths take the same time.
const dummyHash = hash('holeout-timing-equaliser');

export class AccountsService {
  private readonly loginAttempts: AttemptLimiter;
  private readonly resetRequests: AttemptLimiter;
  private readonly passwordChecks: AttemptLimiter;

  constructor(private readonly ctx: AppContext) {
    const on = ctx.config.RATE_LIMITS === 'on';
    this.loginAttempts = new AttemptLimiter(10, 15 * 60_000, on);
    this.resetRequests = new AttemptLimiter(3, 15 * 60_000, on);
    // A stolen bearer token must not become a way to guess the account's password.
    this.passwordChecks = new AttemptLimiter(10, 15 * 60_000, on);
  }

  private async withStats(row: repo.PlayerRow) {
    const stats: PlayerStats = await loadPlayerStats(this.ctx.db, row.id);
    return presentPlayer(row, stats);
  }

  async register(input: {
    name: string;
    email: string;
    password: string;
    referral_session_id?: string | null;
    consent_contact_info: boolean;
  }) {
    const referrerId = await this.referrer(input.referral_session_id);
    const row = await repo.insertPlayer(this.ctx.db, {
      name: input.name,
      // The schema lower-cases too; the unique index is only case-insensitive if every writer does.
      email: input.email.trim().toLowerCase(),
      passwordHash: await hash(input.password),
      consentContactInfo: input.consent_contact_info,
      referredBy: referrerId,
    });
    if (!row) throw new HttpError(409, 'An account with this email already exists. Please sign in instead.');
    const token = await this.ctx.tokens.issue(row.id);
    return {
      success: true as const,
      token,
      player: await this.withStats(row),
      message: 'Account created successfully.',
      ...(referrerId ? { referral: { referred_by: referrerId } } : {}),
    };
  }

  /** A referral code is the referrer's player id; anything else is ignored rather than refused. */
  private async referrer(code: string | null | undefined): Promise<number | null> {
    if (!code || !/^\d{1,9}$/.test(code)) return null;
    const row = await repo.findPlayerById(this.ctx.db, Number(code));
    return row?.id ?? null;
  }

  async login(email: string, password: string) {
    if (this.loginAttempts.hit(email)) throw new HttpError(429, TOO_MANY);
    const row = await repo.findPlayerByEmail(this.ctx.db, email);
    const ok = await verifyPassword(row?.passwordHash ?? null, password);
    if (!row || !ok) throw new HttpError(401, INVALID_CREDENTIALS);
    this.loginAttempts.reset(email);
    const token = await this.ctx.tokens.issue(row.id);
    return { success: true as const, token, player: await this.withStats(row), message: 'Login successful' };
  }

  async logout(jti: string) {
    await this.ctx.tokens.revoke(jti);
    return { success: true, message: 'You have been logged out.' };
  }

  /** Answers the same whether or not the address has an account. */
  async forgotPassword(email: string) {
    if (this.resetRequests.hit(email)) throw new HttpError(429, TOO_MANY);
    const row = await repo.findPlayerByEmail(this.ctx.db, email);
    if (row) {
      const token = randomBytes(32).toString('base64url');
      await repo.insertPasswordReset(this.ctx.db, row.id, sha256(token), new Date(Date.now() + RESET_LIFETIME_MS));
      const link = `${this.ctx.config.publicUrl}/reset-password?token=${token}`;
      await this.ctx.mailer.send({
        to: row.email,
        subject: 'Reset your Holeout password',
        text: `Hi ${row.name},\n\nSomeone asked to reset the password of your Holeout account. To choose a new password, open this link within one hour:\n\n${link}\n\nIf it was not you, ignore this message: your password stays as it is.\n\nHoleout`,
        html: `<p>Hi ${escapeHtml(row.name)},</p><p>Someone asked to reset the password of your Holeout account. To choose a new password, open this link within one hour:</p><p><a href="${link}">Reset my password</a></p><p>If it was not you, ignore this message: your password stays as it is.</p><p>Holeout</p>`,
      });
    }
    return { success: true, message: RESET_REQUESTED };
  }

  async resetPassword(token: string, password: string) {
    const newHash = await hash(password);
    await this.ctx.db.transaction(async (tx) => {
      const playerId = await repo.consumePasswordReset(tx, sha256(token));
      if (!playerId)
        throw new HttpError(400, 'This password reset link is invalid or has expired. Please request a new one.');
      await repo.updatePlayer(tx, playerId, { passwordHash: newHash });
      await repo.expireOpenPasswordResets(tx, playerId);
      await this.ctx.tokens.revokeAll(playerId, undefined, tx);
    });
    return { success: true, message: 'Your password has been reset. You can now sign in with your new password.' };
  }

  /** Other sessions are signed out; the token that made the change keeps working. */
  async changePassword(playerId: number, jti: string, oldPassword: string, newPassword: string) {
    const key = String(playerId);
    if (this.passwordChecks.hit(key)) throw new HttpError(429, TOO_MANY);
    const row = await repo.findPlayerById(this.ctx.db, playerId);
    if (!row) throw new HttpError(404, 'Player not found');
    if (!row.passwordHash || !(await verify(row.passwordHash, oldPassword))) {
      throw new HttpError(400, 'Current password is incorrect');
    }
    this.passwordChecks.reset(key);
    const newHash = await hash(newPassword);
    await this.ctx.db.transaction(async (tx) => {
      await repo.updatePlayer(tx, playerId, { passwordHash: newHash });
      // A reset link mailed before the change would otherwise still undo it.
      await repo.expireOpenPasswordResets(tx, playerId);
      await this.ctx.tokens.revokeAll(playerId, jti, tx);
    });
    return { success: true, message: 'Password changed successfully' };
  }

  /** The owner gets the whole record; anyone else only the public part. */
  async getPlayer(viewerId: number | null, playerId: number) {
    const row = await repo.findPlayerById(this.ctx.db, playerId);
    if (!row) throw new HttpError(404, 'Player not found');
    return viewerId === playerId ? this.withStats(row) : presentPublicPlayer(row);
  }

  async me(playerId: number) {
    const row = await repo.findPlayerById(this.ctx.db, playerId);
    if (!row) throw new HttpError(404, 'Player not found');
    return this.withStats(row);
  }

  async update(playerId: number, values: Parameters<typeof repo.updatePlayer>[2], message: string) {
    const row = await repo.updatePlayer(this.ctx.db, playerId, values);
    if (!row) throw new HttpError(404, 'Player not found');
    return { success: true, message, player: await this.withStats(row) };
  }

  async updateNotificationPreferences(playerId: number, flags: Record<string, boolean | undefined>) {
    const row = await repo.findPlayerById(this.ctx.db, playerId);
    if (!row) throw new HttpError(404, 'Player not found');
    const merged = { ...row.notificationPreferences };
    for (const [k, v] of Object.entries(flags)) if (v !== undefined) merged[k] = v;
    return this.update(playerId, { notificationPreferences: merged }, 'Notification preferences saved');
  }

  /** Exchanges a single-use URL ticket (the `auth_token` hand-off) for a bearer token. */
  async exchangeTicket(ticket: string) {
    const playerId = await this.ctx.tokens.consumeTicket(ticket);
    if (!playerId) throw new HttpError(401, 'This sign-in link is invalid or has expired.');
    const row = await repo.findPlayerById(this.ctx.db, playerId);
    if (!row) throw new HttpError(401, 'This sign-in link is invalid or has expired.');
    const token = await this.ctx.tokens.issue(row.id);
    return { success: true as const, token, player: await this.withStats(row), message: 'Signed in' };
  }
}

/** Verifies against a dummy hash when there is none, so unknown e-mails take as long as known ones. */
async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  if (!stored) {
    await verify(await dummyHash, password);
    return false;
  }
  return verify(stored, password);
}

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
