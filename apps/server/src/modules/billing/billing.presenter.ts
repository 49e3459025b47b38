import type { GiftCode } from '@holeout/shared/billing';
import type { GiftCodeRow } from './billing.repo.ts';

export function presentGiftCode(row: GiftCodeRow): GiftCode {
  return {
    id: row.id,
    gift_code: row.code,
    is_redeemed: row.redeemedBy !== null,
    sent_to: row.sentTo,
    created_at: row.createdAt.toISOString(),
  };
}
