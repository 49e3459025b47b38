import { describe, expect, it } from 'vitest';
import {
  ANNUAL_SAVING_CENTS,
  BUNDLES,
  bundleUnitCents,
  formatPrice,
  nestingDepth,
  normalizeCouponCode,
  PLANS,
  webhookBodySchema,
} from './billing.ts';

describe('plans and bundles (spec 01 §9)', () => {
  it('prices the plans and the annual saving', () => {
    expect(formatPrice(PLANS.monthly.amountCents)).toBe('$2.10');
    expect(formatPrice(PLANS.annual.amountCents)).toBe('$21.00');
    expect(formatPrice(ANNUAL_SAVING_CENTS)).toBe('$4.20');
    expect(PLANS.monthly.tier).toBe('regular');
    expect(PLANS.annual).toMatchObject({ tier: 'premium', giftCodes: 1 });
  });

  it('prices the bundles', () => {
    expect(Object.values(BUNDLES).map((b) => [b.count, formatPrice(b.amountCents)])).toEqual([
      [3, '$56.70'],
      [5, '$84.00'],
      [10, '$121.00'],
      [21, '$221.00'],
    ]);
    expect(bundleUnitCents(BUNDLES.pack3)).toBe(1890);
  });
});

describe('codes and webhook bodies', () => {
  it('reads coupon codes without case, spaces or hyphens', () => {
    expect(normalizeCouponCode(' spring-21 ')).toBe('SPRING21');
  });

  it('measures nesting without recursion and refuses deep webhook bodies', () => {
    let deep: unknown = 1;
    for (let i = 0; i < 5000; i++) deep = { a: deep };
    expect(nestingDepth(deep, 8)).toBe(9);
    expect(nestingDepth({ a: [1, { b: 2 }] }, 8)).toBe(3);
    expect(webhookBodySchema.safeParse({ id: 'x', extra: deep }).success).toBe(false);
    expect(webhookBodySchema.safeParse({ eventType: 'order.change', id: 'x', data: { id: 'x' } }).success).toBe(true);
  });
});
