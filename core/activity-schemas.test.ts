import { describe, expect, it } from 'vitest';
import { activityStatus, ActivitySaveSchema, localized, rulesFromLines } from './activity-schemas.ts';

const valid = {
  type: 'flash_sale',
  titles: { en: 'Sale' },
  descriptions: { en: 'Cheap.' },
  rules: {},
  startAt: '2030-01-01T00:00:00Z',
  endAt: '2030-01-02T00:00:00Z',
  minDiscountPct: 10,
  capacity: 100,
};
const messages = (input: unknown) => {
  const result = ActivitySaveSchema.safeParse(input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('activityStatus (product §4): from the times at one instant', () => {
  const start = new Date('2030-01-01T00:00:00Z');
  const end = new Date('2030-01-02T00:00:00Z');
  it('upcoming before the start, ongoing from the start, ended from the end', () => {
    expect(activityStatus(start, end, new Date(start.getTime() - 1))).toBe('upcoming');
    expect(activityStatus(start, end, start)).toBe('ongoing');
    expect(activityStatus(start, end, new Date(end.getTime() - 1))).toBe('ongoing');
    expect(activityStatus(start, end, end)).toBe('ended');
  });
});

describe('ActivitySaveSchema', () => {
  it('accepts a complete flash sale', () => expect(messages(valid)).toEqual({}));
  it('requires the English title and description', () => {
    expect(messages({ ...valid, titles: { de: 'Angebot' }, descriptions: { en: '  ' } })).toEqual({ 'titles.en': 'activityTitleRequired', 'descriptions.en': 'activityDescriptionRequired' });
  });
  it('refuses an end not after the start, a discount above 70 %, a capacity below 1, an unknown type', () => {
    expect(messages({ ...valid, endAt: valid.startAt })).toEqual({ endAt: 'activityEndBeforeStart' });
    expect(messages({ ...valid, minDiscountPct: 70.5 })).toEqual({ minDiscountPct: 'activityDiscountInvalid' });
    expect(messages({ ...valid, minDiscountPct: 70 })).toEqual({});
    expect(messages({ ...valid, capacity: 0 })).toEqual({ capacity: 'activityCapacityInvalid' });
    expect(messages({ ...valid, type: 'lottery' })).toEqual({ type: 'activityTypeInvalid' });
    expect(messages({ ...valid, startAt: '' })).toEqual({ startAt: 'activityTimeInvalid' });
  });
  it('a group buy needs its fields, and people needed within the capacity', () => {
    expect(messages({ ...valid, type: 'group_buy' })).toEqual({ groupBuy: 'activityGroupBuyRequired' });
    const groupBuy = { channel: 'taobao', offerId: '123', groupPriceCny: 10, requirement: 5 };
    expect(messages({ ...valid, type: 'group_buy', groupBuy })).toEqual({});
    expect(messages({ ...valid, type: 'group_buy', capacity: 4, groupBuy })).toEqual({ capacity: 'activityCapacityBelowRequirement' });
    expect(messages({ ...valid, type: 'group_buy', groupBuy: { ...groupBuy, offerId: 'abc', requirement: 1 } })).toEqual({ 'groupBuy.offerId': 'activityProductInvalid', 'groupBuy.requirement': 'activityRequirementInvalid' });
  });
});

describe('texts', () => {
  it('fall back to English when the locale has none or an empty one', () => {
    const texts = { en: 'Sale', de: 'Angebot', it: '' };
    expect(localized(texts, 'de', (s) => !s)).toBe('Angebot');
    expect(localized(texts, 'it', (s) => !s)).toBe('Sale');
    expect(localized(texts, 'zh', (s) => !s)).toBe('Sale');
  });
  it('rules are typed one per line, blank lines dropped', () => expect(rulesFromLines(' One \n\n Two\r\n')).toEqual(['One', 'Two']));
});
