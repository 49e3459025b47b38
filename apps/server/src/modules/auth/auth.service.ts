import { randomBytes } from 'node:crypto';
import type { RegisterBody } from '@holeout/shared/accounts';
import { hash, verify } from '@node-rs/argon2';
import type { AppContext } from '../../app-context.ts';
import { AttemptLimiter } from '../../lib/attempt-limiter.ts';
import { sha256 } from '../../lib/sha256.ts';
import { HttpError, PLAYER_NOT_FOUND } from '../../plugins/errors.ts';
import type { AccountsService } from '../accounts/accounts.service.ts';
import * as repo from './auth.repo.ts';
import { passwordResetMail } from './password-reset.mail.ts';
import type { TokenService } from './token.service.ts';

const RESET_LIFETIME_MS = 60 * 60 * 1000;
export const INVALID_CREDENTIALS = 'Invalid email or password';
export const RESET_REQUESTED =
  'If an account exists for that e-mail address, password reset instructions have been sent to it.';
const TOO_MANY = 'Too many attempts. Please wait a few minutes and try again.';
const WRONG_PASSWORD = 'Current password is incorrect';
const BAD_TICKET = 'This sign-in link is invalid or has expired.';
/** A ticket whose minting token was revoked (logout, password change or reset) before it was used. */
export const REVOKED_TICKET =
  'This sign-in link was made by a session that has since been signed out. Please sign in again.';

// A real hash to verify against when the e-mail is unknown, so both paths take the same time.
const dummyHash = hash('holeout-timing-equaliser');

/** Signing up, signing in and out, passwords (reset and change) and URL tickets. */
export class AuthService {
  private readonly loginAttempts: AttemptLimiter;
  private readonly accountFailures: AttemptLimiter;
  private readonly resetRequests: AttemptLimiter;
  private readonly passwordChecks: AttemptLimiter;

  constructor(
    private readonly ctx: Pick<AppContext, 'db' | 'config' | 'clock' | 'mailer' | 'events'>,
    private readonly tokens: TokenService,
    private readonly accounts: AccountsService,
  ) {
    const on = ctx.config.RATE_LIMITS === 'on';
    // Per account and client: ten wrong passwords lock that client out of that account only, so
    // nobody can refuse the owner's correct password by failing on purpose from elsewhere.
    this.loginAttempts = new AttemptLimiter(10, 15 * 60_000, on);
    // Per account, whatever the client: failures beyond ten are answered ever more slowly.
    this.accountFailures = new AttemptLimiter(Number.POSITIVE_INFINITY, 15 * 60_000, on);
    this.resetRequests = new AttemptLimiter(3, 15 * 60_000, on);
    // A stolen bearer token must not become a way to guess the account's password.
    this.passwordChecks = new AttemptLimiter(10, 15 * 60_000, on);
  }

  async register(input: RegisterBody) {
    const referrerId = await this.accounts.referrerOf(input.referral_session_id);
    const row = await this.accounts.create({
      name: input.name,
      email: input.email,
      passwordHash: await hash(input.password),
      consentContactInfo: input.consent_contact_info,
      referredBy: referrerId,
    });
    if (!row) throw new HttpError(409, 'An account with this email already exists. Please sign in instead.');
    const token = await this.tokens.issue(row.id);
    this.ctx.events.emit('player.registered', { playerId: row.id, email: row.email });
    return {
      success: true as const,
      token,
      player: await this.accounts.present(row),
      message: 'Account created successfully.',
      ...(referrerId ? { referral: { referred_by: referrerId } } : {}),
    };
  }

  /**
   * Signs in. Attempts are limited per account and client (429 after ten), and an account's
   * failures from all clients together slow its wrong answers down progressively
   * ({@link failureDelayMs}); a correct password is never slowed or refused from a client that
   * has not failed (decision 016).
   */
  async login(email: string, password: string, client: string) {
    const clientKey = `${email}\n${client}`;
    if (this.loginAttempts.hit(clientKey)) throw new HttpError(429, TOO_MANY);
    const row = await this.accounts.findByEmail(email);
    const ok = await verifyPassword(row?.passwordHash ?? null, password);
    if (!row || !ok) {
      await sleep(failureDelayMs(this.accountFailures.record(email)));
      throw new HttpError(401, INVALID_CREDENTIALS);
    }
    this.loginAttempts.reset(clientKey);
    this.accountFailures.reset(email);
    const token = await this.tokens.issue(row.id);
    return { success: true as const, token, player: await this.accounts.present(row), message: 'Login successful' };
  }

  async logout(jti: string) {
    await this.tokens.revoke(jti);
    return { success: true, message: 'You have been logged out.' };
  }

  /** Answers the same whether or not the address has an account. */
  async forgotPassword(email: string) {
    if (this.resetRequests.hit(email)) throw new HttpError(429, TOO_MANY);
    const row = await this.accounts.findByEmail(email);
    if (row) {
      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(this.ctx.clock.now().getTime() + RESET_LIFETIME_MS);
      await repo.insertPasswordReset(this.ctx.db, row.id, sha256(token), expiresAt);
      const link = `${this.ctx.config.publicUrl}/reset-password?token=${token}`;
      await this.ctx.mailer.send(passwordResetMail(row.email, row.name, link));
    }
    return { success: true, message: RESET_REQUESTED };
  }

  async resetPassword(token: string, password: string) {
    const newHash = await hash(password);
    await this.ctx.db.transaction(async (tx) => {
      const now = this.ctx.clock.now();
      const playerId = await repo.consumePasswordReset(tx, sha256(token), now);
      if (!playerId)
        throw new HttpError(400, 'This password reset link is invalid or has expired. Please request a new one.');
      await this.accounts.setPasswordHash(tx, playerId, newHash);
      await repo.expireOpenPasswordResets(tx, playerId, now);
      await this.tokens.revokeAll(playerId, undefined, tx);
    });
    return { success: true, message: 'Your password has been reset. You can now sign in with your new password.' };
  }

  /**
   * Other sessions are signed out; the token that made the change keeps working. The new hash is
   * written only over the hash the old password was checked against (compare-and-set), so of
   * concurrent changes with the same old password exactly one wins; the others find the hash
   * changed and get the wrong-password answer. No lock is held while argon2 runs.
   */
  async changePassword(playerId: number, jti: string, oldPassword: string, newPassword: string) {
    const key = String(playerId);
    if (this.passwordChecks.hit(key)) throw new HttpError(429, TOO_MANY);
    const row = await this.accounts.findById(playerId);
    if (!row) throw new HttpError(404, PLAYER_NOT_FOUND);
    const checkedHash = row.passwordHash;
    if (!checkedHash || !(await verify(checkedHash, oldPassword))) throw new HttpError(400, WRONG_PASSWORD);
    const newHash = await hash(newPassword);
    await this.ctx.db.transaction(async (tx) => {
      if (!(await this.accounts.replacePasswordHash(tx, playerId, checkedHash, newHash))) {
        throw new HttpError(400, WRONG_PASSWORD);
      }
      // A reset link mailed before the change would otherwise still undo it.
      await repo.expireOpenPasswordResets(tx, playerId, this.ctx.clock.now());
      await this.tokens.revokeAll(playerId, jti, tx);
    });
    this.passwordChecks.reset(key);
    return { success: true, message: 'Password changed successfully' };
  }

  /** A single-use 60-second ticket for an `auth_token` sign-in link, bound to the token that asks. */
  async issueTicket(playerId: number, tokenJti: string) {
    return this.tokens.issueTicket(playerId, tokenJti);
  }

  /**
   * Exchanges a single-use URL ticket (the `auth_token` hand-off) for a bearer token, only while
   * the token that minted it is live: a stolen token cannot outlive a password change by minting
   * tickets (decision 037).
   */
  async exchangeTicket(ticket: string) {
    const spending = await this.tokens.consumeTicket(ticket);
    if (!spending.spent && spending.reason === 'revoked') throw new HttpError(401, REVOKED_TICKET);
    const row = spending.spent ? await this.accounts.findById(spending.playerId) : null;
    if (!row) throw new HttpError(401, BAD_TICKET);
    const token = await this.tokens.issue(row.id);
    return { success: true as const, token, player: await this.accounts.present(row), message: 'Signed in' };
  }
}

/**
 * How long to hold the answer to an account's `failures`-th failed sign-in within the window:
 * nothing for the first ten, then 0.25 s doubling up to 8 s.
 */
export function failureDelayMs(failures: number): number {
  return failures <= 10 ? 0 : Math.min(250 * 2 ** (failures - 11), 8000);
}

function sleep(ms: number): Promise<void> {
  return ms > 0 ? new Promise((resolve) => setTimeout(resolve, ms)) : Promise.resolve();
}

/** Verifies against a dummy hash when there is none, so unknown e-mails take as long as known ones. */
async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  if (!stored) {
    await verify(await dummyHash, password);
    return false;
  }
  return verify(stored, password);
}
