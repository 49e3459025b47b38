import type { AssociationInquiry, GiftList } from '@holeout/shared/billing';
import { BILLING_MESSAGES, GIFT_EMAILS_PER_DAY } from '@holeout/shared/billing';
import { canUseGifts, type MembershipTier } from '@holeout/shared/membership';
import type { AppContext } from '../../app-context.ts';
import { HttpError } from '../../plugins/errors.ts';
import type { AccountsService } from '../accounts/accounts.service.ts';
import { presentGiftCode } from './billing.presenter.ts';
import * as repo from './billing.repo.ts';
import { associationInquiryEmail, giftEmail } from './gift.mail.ts';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[0-9][0-9\s().-]{5,19}$/;

/**
 * What a full subscriber does with the gift codes their membership gave them (list, send), and the
 * association-pricing request; redeeming a code is the billing service's (it extends a membership).
 */
export class GiftsService {
  constructor(
    private readonly ctx: Pick<AppContext, 'db' | 'config' | 'clock' | 'log' | 'mailer'>,
    private readonly accounts: Pick<AccountsService, 'findById'>,
  ) {}

  async gifts(playerId: number, tier: MembershipTier): Promise<GiftList> {
    if (!canUseGifts(tier)) throw new HttpError(403, BILLING_MESSAGES.fullSubscribersOnly);
    const codes = (await repo.listGiftCodes(this.ctx.db, playerId)).map(presentGiftCode);
    return { success: true, giftCodes: codes, giftSubscriptions: codes };
  }

  /**
   * Sends a gift: an e-mail address gets the code and a redeem link (an outbox row); a phone
   * number gets nothing sent — the answer carries the link to share.
   */
  async sendGift(playerId: number, tier: MembershipTier, giftCodeId: number, recipient: string) {
    if (!canUseGifts(tier)) throw new HttpError(403, BILLING_MESSAGES.fullSubscribersOnly);
    const gift = await repo.findOwnGiftCode(this.ctx.db, playerId, giftCodeId);
    if (!gift) throw new HttpError(404, 'Gift code not found');
    if (gift.redeemedBy !== null) throw new HttpError(409, BILLING_MESSAGES.giftRedeemed);
    const link = `${this.ctx.config.publicUrl}/settings?coupon=${gift.code}`;
    const now = this.ctx.clock.now();
    const to = recipient.trim();
    if (EMAIL.test(to)) {
      // Counted before it is sent: a code cannot be mailed to any number of addresses.
      if (!(await repo.countGiftEmail(this.ctx.db, gift.id, now, GIFT_EMAILS_PER_DAY))) {
        throw new HttpError(429, BILLING_MESSAGES.giftEmailLimit);
      }
      const sender = await this.accounts.findById(playerId);
      await this.ctx.mailer.send(giftEmail(to.toLowerCase(), sender?.name ?? 'A friend', gift.code, link));
      await repo.markGiftSent(this.ctx.db, gift.id, to.toLowerCase(), now);
      return { success: true as const, message: `Gift sent to ${to.toLowerCase()}.` };
    }
    if (PHONE.test(to)) {
      await repo.markGiftSent(this.ctx.db, gift.id, to, now);
      return { success: true as const, message: 'Share this link with the recipient.', shareUrl: link };
    }
    throw new HttpError(400, 'Please enter a valid phone number or email.');
  }

  /**
   * An association-pricing request: stored, then e-mailed to the operator (an outbox row) when
   * `OPERATOR_EMAIL` is set; logged either way (never its text).
   */
  async associationInquiry(input: AssociationInquiry): Promise<{ success: true; message: string }> {
    const id = await repo.insertAssociationInquiry(this.ctx.db, {
      name: input.name,
      email: input.email,
      phone: input.phone || null,
      comments: input.comments,
      clubName: input.club_name || null,
      officeAddress: input.office_address || null,
      numberOfUsers: input.number_of_users,
      onboardingSupport: input.onboarding_support,
      implementationSupport: input.implementation_support,
      eventManagement: input.event_management,
    });
    const operator = this.ctx.config.OPERATOR_EMAIL;
    if (operator) await this.ctx.mailer.send(associationInquiryEmail(operator, id, input));
    this.ctx.log.info({ inquiryId: id, mailed: Boolean(operator) }, 'association pricing inquiry');
    return { success: true, message: 'Thank you! We will contact you about association pricing soon.' };
  }
}
