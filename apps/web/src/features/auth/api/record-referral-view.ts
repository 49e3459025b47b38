import { referralAnswerSchema } from '@holeout/shared/referrals';
import { useEffect } from 'react';
import { apiWrite } from '../../../lib/api-client.ts';

/** localStorage key of this browser's visit id for one referrer: a reload reuses it, so it counts once. */
const visitKey = (referrerId: number) => `referral_visit:${referrerId}`;

function visitId(referrerId: number): string {
  try {
    const stored = localStorage.getItem(visitKey(referrerId));
    if (stored) return stored;
    const fresh = crypto.randomUUID();
    localStorage.setItem(visitKey(referrerId), fresh);
    return fresh;
  } catch {
    // No storage (private mode): each opening is its own visit.
    return crypto.randomUUID();
  }
}

/**
 * POST /referrals/view once when an invitation or referral page opens, for the referrer's
 * "viewed" figure; the invited address (or number) from the link says which invitation was seen.
 * A failure is of no concern to the visitor and is not shown.
 */
export function useRecordReferralView(referrerId: number | null, recipient: string | null) {
  useEffect(() => {
    if (referrerId === null) return;
    const body = { referrer_id: referrerId, visit_id: visitId(referrerId), ...(recipient ? { recipient } : {}) };
    apiWrite('/referrals/view', referralAnswerSchema, { method: 'POST', body, anonymous: true }).catch(() => {});
  }, [referrerId, recipient]);
}
