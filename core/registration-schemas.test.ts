import { describe, expect, it } from 'vitest';
import { priceItem, priceTotals, RegistrationReviewSchema } from './registration-schemas.ts';

const item = (over: Partial<Parameters<typeof priceItem>[0]> = {}) => priceItem({ originalPriceCny: 100, activityPriceCny: 70, stock: 5, goodsStock: 10, minDiscountPct: 20, ...over });

describe('priceItem (product §9: up to 70 % off)', () => {
  it('computes savings and discount in cents', () => {
    expect(item()).toEqual({ originalPriceCny: 100, activityPriceCny: 70, savingsCny: 30, discountPct: 30, ok: true });
    expect(priceItem({ originalPriceCny: 0.3, activityPriceCny: 0.2, stock: null, goodsStock: null, minDiscountPct: 0 })).toMatchObject({ savingsCny: 0.1, discountPct: 33.33, ok: true });
  });
  it('refuses each broken rule with its reason', () => {
    expect(item({ originalPriceCny: null }).reason).toBe('goods_unavailable');
    expect(item({ activityPriceCny: 0 }).reason).toBe('price_invalid');
    expect(item({ activityPriceCny: 100 }).reason).toBe('price_invalid');
    expect(item({ activityPriceCny: 120 }).reason).toBe('price_invalid');
    expect(item({ activityPriceCny: 29.99 }).reason).toBe('discount_too_large');
    expect(item({ activityPriceCny: 30 }).ok).toBe(true);
    expect(item({ activityPriceCny: 80.01 }).reason).toBe('discount_too_small');
    expect(item({ activityPriceCny: 80 }).ok).toBe(true);
    expect(item({ stock: 0 }).reason).toBe('stock_invalid');
    expect(item({ stock: 11 }).reason).toBe('stock_exceeds');
    expect(item({ stock: 11, goodsStock: null }).ok).toBe(true);
  });
  it('totals one unit of each item', () => {
    expect(priceTotals([{ originalPriceCny: 10.1, activityPriceCny: 7.05 }, { originalPriceCny: 0.2, activityPriceCny: 0.1 }])).toEqual({ originalCny: 10.3, activityCny: 7.15, savingsCny: 3.15 });
  });
});

describe('RegistrationReviewSchema', () => {
  it('a rejection needs a reason; an approval does not', () => {
    expect(RegistrationReviewSchema.safeParse({ id: 1, decision: 'approve' }).success).toBe(true);
    const refused = RegistrationReviewSchema.safeParse({ id: 1, decision: 'reject', reason: '  ' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]).toMatchObject({ path: ['reason'], message: 'registrationReasonRequired' });
  });
});
