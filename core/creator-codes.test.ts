import { describe, expect, it } from 'vitest';
import { codeMatcher, CreatorCodeAddSchema, creatorCodeRefusal, DEFAULT_CODE_PATTERN, pageShareLink, shareLinkOf } from './creator-codes.ts';
import { clickPath, outboundTarget } from './outbound.ts';
import { buildAgentUrl } from './links/index.ts';

const cnfans = {
  productUrlTemplates: { taobao: 'https://cnfans.com/product?id={offerId}&platform=TAOBAO', weidian: 'https://cnfans.com/product?id={offerId}&platform=WEIDIAN', '1688': 'https://cnfans.com/product?id={offerId}&platform=ALI_1688' },
  referralParam: 'ref',
  referralCodePattern: null,
};

describe('creator codes', () => {
  it("the shared schema answers 'Please add affiliate code' (affiliateCodeRequired) for an empty code and trims", () => {
    expect(CreatorCodeAddSchema.safeParse({ agentId: 3, code: '  ' }).error?.issues[0]?.message).toBe('affiliateCodeRequired');
    expect(CreatorCodeAddSchema.parse({ agentId: 3, code: ' AB12 ' })).toEqual({ agentId: 3, code: 'AB12' });
    expect(CreatorCodeAddSchema.safeParse({ agentId: 0, code: 'AB12' }).error?.issues[0]?.message).toBe('affiliateAgentRequired');
  });

  it("matches a whole code against the agent's form, the default one when the registry sets none", () => {
    expect(codeMatcher(null)?.source).toContain(DEFAULT_CODE_PATTERN);
    expect(codeMatcher('[0-9]{6,8}')!.test('1234567')).toBe(true);
    expect(codeMatcher('[0-9]{6,8}')!.test('x1234567')).toBe(false);
    expect(codeMatcher('a|b')!.test('ab')).toBe(false); // anchored around the whole alternation
    expect(codeMatcher('[A-Z')).toBeNull();
    expect(codeMatcher('x'.repeat(121))).toBeNull();
  });

  it('accepts a code of the form that reads back from every buy link, refuses the rest', () => {
    expect(creatorCodeRefusal(cnfans, '7305521')).toBeNull();
    expect(creatorCodeRefusal(cnfans, 'a b')).toBe('affiliateCodeFormat');
    expect(creatorCodeRefusal({ ...cnfans, referralParam: null }, '7305521')).toBe('affiliateAgentNoCodes');
    // What the form lets through but the link would not carry as it is: the read-back catches it.
    expect(creatorCodeRefusal({ ...cnfans, referralCodePattern: '.+' }, ' x ')).toBe('affiliateCodeUnreadable');
    // A referral parameter that clashes with the product id: no link leads back to the product.
    expect(creatorCodeRefusal({ ...cnfans, referralParam: 'id' }, 'AB12')).toBe('affiliateCodeUnreadable');
  });

  it('builds share links for the home page and for our own product and store pages only', () => {
    expect(shareLinkOf('https://hb.example', 'ABCD2345')).toBe('https://hb.example/?inviteCode=ABCD2345');
    expect(pageShareLink('https://hb.example', 'ABCD2345', 'https://hb.example/de/products/taobao/738471562934?x=1')).toBe('https://hb.example/de/products/taobao/738471562934?inviteCode=ABCD2345');
    expect(pageShareLink('https://hb.example', 'ABCD2345', '/store/Trendy-Finds')).toBe('https://hb.example/store/Trendy-Finds?inviteCode=ABCD2345');
    expect(pageShareLink('https://hb.example', 'ABCD2345', 'https://evil.example/store/x')).toBeNull();
    expect(pageShareLink('https://hb.example', 'ABCD2345', 'https://hb.example/dashboard/home')).toBeNull();
    expect(pageShareLink('https://hb.example', 'ABCD2345', 'not a link at all ::')).toBeNull();
  });
});

describe('outbound redirect targets', () => {
  const url = buildAgentUrl(cnfans, 'taobao', '738471562934', '7305521')!;

  it('accepts exactly a buy link the registry row builds, with its code', () => {
    expect(outboundTarget(cnfans, url)).toEqual({ url, channel: 'taobao', offerId: '738471562934', code: '7305521' });
    const bare = buildAgentUrl(cnfans, 'weidian', '7412369850')!;
    expect(outboundTarget(cnfans, bare)).toMatchObject({ url: bare, code: null });
  });

  it('refuses another host, http, added parameters, a doubled referral parameter and non-links', () => {
    for (const bad of [
      url.replace('cnfans.com', 'cnfans.com.evil.example'),
      url.replace('https:', 'http:'),
      `${url}&redirect=https://evil.example`,
      `${url}&ref=other`,
      'https://evil.example/?url=https://cnfans.com/product?id=738471562934&platform=TAOBAO',
      'javascript:alert(1)',
      '',
    ]) expect(outboundTarget(cnfans, bad), bad).toBeNull();
  });

  it('the click path carries the link and, for a creator\'s link, the invite code', () => {
    expect(clickPath(7, url)).toBe(`/go/7?u=${encodeURIComponent(url)}`);
    expect(new URL(clickPath(7, url, 'ABCD2345'), 'https://hb.example').searchParams.get('c')).toBe('ABCD2345');
  });
});
