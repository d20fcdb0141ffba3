import { describe, expect, it } from 'vitest';
import { CHANNELS, type Channel } from '../api.ts';
import { buildAgentUrl, isValidOfferId, marketplaceUrl, parseProductLink, type AgentLinkTemplate } from './index.ts';

/**
 * The product-link templates and referral parameters of the agent registry seed (db/seed/agents.ts). core/ may not
 * import db/ (eslint boundary, tests included), so they are repeated here: the round trip below must hold for
 * every row the registry ships with.
 */
const wrap = (prefix: string): Record<Channel, string> => ({
  taobao: `${prefix}https%3A%2F%2Fitem.taobao.com%2Fitem.htm%3Fid%3D{offerId}`,
  weidian: `${prefix}https%3A%2F%2Fweidian.com%2Fitem.html%3FitemID%3D{offerId}`,
  '1688': `${prefix}https%3A%2F%2Fdetail.1688.com%2Foffer%2F{offerId}.html`,
});
const perChannel = (taobao: string, weidian: string, ali1688: string): Record<Channel, string> => ({ taobao, weidian, '1688': ali1688 });
const REGISTRY: Record<string, AgentLinkTemplate> = {
  cnfans: {
    productUrlTemplates: perChannel(
      'https://cnfans.com/product?id={offerId}&platform=TAOBAO',
      'https://cnfans.com/product?id={offerId}&platform=WEIDIAN',
      'https://cnfans.com/product?id={offerId}&platform=ALI_1688',
    ),
    referralParam: 'ref',
  },
  mulebuy: {
    productUrlTemplates: perChannel(
      'https://mulebuy.com/product/?shop_type=taobao&id={offerId}',
      'https://mulebuy.com/product/?shop_type=weidian&id={offerId}',
      'https://mulebuy.com/product/?shop_type=ali_1688&id={offerId}',
    ),
    referralParam: 'ref',
  },
  kakobuy: { productUrlTemplates: wrap('https://www.kakobuy.com/item/details?url='), referralParam: 'affcode' },
  acbuy: {
    productUrlTemplates: perChannel(
      'https://www.acbuy.com/product/?id={offerId}&source=TB',
      'https://www.acbuy.com/product/?id={offerId}&source=WD',
      'https://www.acbuy.com/product/?id={offerId}&source=AL',
    ),
    referralParam: 'u',
  },
  hoobuy: {
    productUrlTemplates: perChannel('https://www.hoobuy.com/product/1/{offerId}', 'https://www.hoobuy.com/product/2/{offerId}', 'https://www.hoobuy.com/product/0/{offerId}'),
    referralParam: 'inviteCode',
  },
  superbuy: { productUrlTemplates: wrap('https://www.superbuy.com/en/page/buy/?from=search-input&url='), referralParam: 'partnercode' },
  sugargoo: { productUrlTemplates: wrap('https://www.sugargoo.com/products?productLink='), referralParam: 'memberId' },
  cssbuy: {
    productUrlTemplates: perChannel('https://www.cssbuy.com/item-{offerId}.html', 'https://www.cssbuy.com/item-micro-{offerId}.html', 'https://www.cssbuy.com/item-1688-{offerId}.html'),
    referralParam: 'promotionCode',
  },
  oopbuy: {
    productUrlTemplates: perChannel(
      'https://oopbuy.com/goods/details?id={offerId}&channel=taobao',
      'https://oopbuy.com/goods/details?id={offerId}&channel=weidian',
      'https://oopbuy.com/goods/details?id={offerId}&channel=1688',
    ),
    referralParam: 'inviteCode',
  },
  allchinabuy: { productUrlTemplates: wrap('https://www.allchinabuy.com/en/page/buy/?from=search-input&url='), referralParam: 'partnercode' },
  joyagoo: {
    productUrlTemplates: perChannel(
      'https://joyagoo.com/product?id={offerId}&platform=TAOBAO',
      'https://joyagoo.com/product?id={offerId}&platform=WEIDIAN',
      'https://joyagoo.com/product?id={offerId}&platform=ALI_1688',
    ),
    referralParam: 'ref',
  },
  joyabuy: {
    productUrlTemplates: perChannel(
      'https://joyabuy.com/product/?shop_type=taobao&id={offerId}',
      'https://joyabuy.com/product/?shop_type=weidian&id={offerId}',
      'https://joyabuy.com/product/?shop_type=ali_1688&id={offerId}',
    ),
    referralParam: 'ref',
  },
  orientdig: {
    productUrlTemplates: perChannel(
      'https://orientdig.com/product/?shop_type=taobao&id={offerId}',
      'https://orientdig.com/product/?shop_type=weidian&id={offerId}',
      'https://orientdig.com/product/?shop_type=ali_1688&id={offerId}',
    ),
    referralParam: 'ref',
  },
  lovegobuy: {
    productUrlTemplates: perChannel(
      'https://www.lovegobuy.com/product?id={offerId}&shop_type=taobao',
      'https://www.lovegobuy.com/product?id={offerId}&shop_type=weidian',
      'https://www.lovegobuy.com/product?id={offerId}&shop_type=ali_1688',
    ),
    referralParam: 'invite_code',
  },
  hipobuy: {
    productUrlTemplates: perChannel('https://hipobuy.com/product/taobao/{offerId}', 'https://hipobuy.com/product/weidian/{offerId}', 'https://hipobuy.com/product/1688/{offerId}'),
    referralParam: 'inviteCode',
  },
  usfans: {
    productUrlTemplates: perChannel('https://www.usfans.com/product/2/{offerId}', 'https://www.usfans.com/product/3/{offerId}', 'https://www.usfans.com/product/1/{offerId}'),
    referralParam: 'ref',
  },
  basetao: {
    productUrlTemplates: perChannel(
      'https://www.basetao.com/best-taobao-agent-service/products/agent/taobao/{offerId}.html',
      'https://www.basetao.com/best-taobao-agent-service/products/agent/weidian/{offerId}.html',
      'https://www.basetao.com/best-taobao-agent-service/products/agent/1688/{offerId}.html',
    ),
    referralParam: null,
  },
  hagobuy: { productUrlTemplates: wrap('https://www.hagobuy.com/item/details?url='), referralParam: 'affcode' },
  gtbuy: {
    productUrlTemplates: perChannel('https://gtbuy.com/product/1/{offerId}', 'https://gtbuy.com/product/2/{offerId}', 'https://gtbuy.com/product/0/{offerId}'),
    referralParam: 'inviteCode',
  },
};

const OFFER_IDS: Record<Channel, string[]> = {
  taobao: ['675330231400', '1035221191373', '12345'],
  weidian: ['7212345678', '54161871828'],
  '1688': ['846137330434', '610494659403'],
};

describe('every registry agent × channel round-trips: parseProductLink(buildAgentUrl(…)) gives back (channel, offerId)', () => {
  const cases = Object.entries(REGISTRY).flatMap(([slug, agent]) =>
    CHANNELS.flatMap((channel) =>
      OFFER_IDS[channel].flatMap((offerId) => [null, 'CREATOR42', 'a b&c=d#e'].map((referral) => [slug, channel, offerId, referral, agent] as const)),
    ),
  );
  it.each(cases)('%s %s %s referral=%j', (slug, channel, offerId, referral, agent) => {
    const url = buildAgentUrl(agent, channel, offerId, referral);
    expect(url).not.toBeNull();
    expect(parseProductLink(url!)).toEqual({ ok: true, channel, offerId, via: 'agent', agent: slug });
  });
});

describe('buildAgentUrl fills the template and adds the referral parameter', () => {
  const cnfans = REGISTRY.cnfans!;
  const hoobuy = REGISTRY.hoobuy!;
  it('replaces {offerId} in the channel template', () => {
    expect(buildAgentUrl(cnfans, 'weidian', '7212345678')).toBe('https://cnfans.com/product?id=7212345678&platform=WEIDIAN');
  });
  it('appends the referral parameter to an existing query', () => {
    expect(buildAgentUrl(cnfans, 'taobao', '675330231400', '123456')).toBe('https://cnfans.com/product?id=675330231400&platform=TAOBAO&ref=123456');
  });
  it('starts a query when the template has none', () => {
    expect(buildAgentUrl(hoobuy, 'weidian', '7212345678', 'HB42')).toBe('https://www.hoobuy.com/product/2/7212345678?inviteCode=HB42');
  });
  it('keeps the encoded wrapped URL byte for byte', () => {
    expect(buildAgentUrl(REGISTRY.kakobuy!, '1688', '846137330434', 'kk1')).toBe(
      'https://www.kakobuy.com/item/details?url=https%3A%2F%2Fdetail.1688.com%2Foffer%2F846137330434.html&affcode=kk1',
    );
  });
  it('URL-encodes the referral code', () => {
    expect(buildAgentUrl(hoobuy, 'taobao', '675330231400', 'a b&c=d/é')).toBe('https://www.hoobuy.com/product/1/675330231400?inviteCode=a%20b%26c%3Dd%2F%C3%A9');
  });
  it('puts the referral before a #fragment', () => {
    const hashRoute: AgentLinkTemplate = { productUrlTemplates: { weidian: 'https://www.example-agent.com/?lang=en#/product?mp=wd&id={offerId}' }, referralParam: 'ref' };
    expect(buildAgentUrl(hashRoute, 'weidian', '7212345678', 'R1')).toBe('https://www.example-agent.com/?lang=en&ref=R1#/product?mp=wd&id=7212345678');
  });
  it('replaces a referral parameter the template already has, whatever its case', () => {
    const withRef: AgentLinkTemplate = { productUrlTemplates: { taobao: 'https://agent.example/p?id={offerId}&Ref=HOUSE&x=1' }, referralParam: 'ref' };
    expect(buildAgentUrl(withRef, 'taobao', '675330231400', 'MINE')).toBe('https://agent.example/p?id=675330231400&x=1&ref=MINE');
  });
  it.each([null, undefined, '', '   '])('adds no referral for %j', (referral) => {
    expect(buildAgentUrl(cnfans, 'weidian', '7212345678', referral)).toBe('https://cnfans.com/product?id=7212345678&platform=WEIDIAN');
  });
  it('adds no referral when the agent has no referral parameter', () => {
    expect(buildAgentUrl(REGISTRY.basetao!, 'weidian', '7212345678', 'CODE')).toBe(
      'https://www.basetao.com/best-taobao-agent-service/products/agent/weidian/7212345678.html',
    );
  });
  it('returns null when the agent has no template for the channel', () => {
    const weidianOnly: AgentLinkTemplate = { productUrlTemplates: { weidian: 'https://agent.example/wd/{offerId}' }, referralParam: null };
    expect(buildAgentUrl(weidianOnly, '1688', '846137330434')).toBeNull();
    expect(buildAgentUrl(weidianOnly, 'weidian', '7212345678')).toBe('https://agent.example/wd/7212345678');
  });
  it.each(['', 'abc', '1234', '12345678901234567890123', '7212345678&x=1'])('returns null for the invalid offer id %j', (offerId) => {
    expect(buildAgentUrl(cnfans, 'weidian', offerId)).toBeNull();
  });
  it('builds for a registry row the code has never heard of (agents are data)', () => {
    const newcomer: AgentLinkTemplate = {
      productUrlTemplates: { taobao: 'https://newagent.example/goods/{offerId}?src=tb', weidian: 'https://newagent.example/goods/{offerId}?src=wd' },
      referralParam: 'invite',
    };
    expect(buildAgentUrl(newcomer, 'weidian', '7212345678', 'N1')).toBe('https://newagent.example/goods/7212345678?src=wd&invite=N1');
  });
});

describe('marketplaceUrl gives the canonical raw URL (§A) and parses back', () => {
  it.each<[Channel, string, string]>([
    ['taobao', '675330231400', 'https://item.taobao.com/item.htm?id=675330231400'],
    ['weidian', '7212345678', 'https://weidian.com/item.html?itemID=7212345678'],
    ['1688', '846137330434', 'https://detail.1688.com/offer/846137330434.html'],
  ])('%s %s', (channel, offerId, url) => {
    expect(marketplaceUrl(channel, offerId)).toBe(url);
    expect(parseProductLink(url)).toEqual({ ok: true, channel, offerId, via: 'marketplace' });
  });
});

describe('isValidOfferId accepts 5–20 digits only', () => {
  it.each<[string, boolean]>([
    ['12345', true],
    ['675330231400', true],
    ['12345678901234567890', true],
    ['1234', false],
    ['123456789012345678901', false],
    ['12345a', false],
    [' 12345', false],
    ['１２３４５６', false],
    ['', false],
  ])('%j → %s', (offerId, expected) => {
    expect(isValidOfferId(offerId)).toBe(expected);
  });
});
