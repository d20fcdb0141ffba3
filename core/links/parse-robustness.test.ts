import { describe, expect, it } from 'vitest';
import type { Channel } from '../api.ts';
import { parseProductLink } from './index.ts';
import type { ParsedLink } from './types.ts';

const marketplace = (channel: Channel, offerId: string, tmall = false): ParsedLink => ({
  ok: true,
  channel,
  offerId,
  via: 'marketplace',
  ...(tmall ? { tmall } : {}),
});
const agent = (name: string, channel: Channel, offerId: string): ParsedLink => ({ ok: true, channel, offerId, via: 'agent', agent: name });

/** Percent-encodes `text` `times` times. */
const encoded = (text: string, times: number): string => Array.from({ length: times }).reduce<string>((s) => encodeURIComponent(s), text);

const RAW_TAOBAO = 'https://item.taobao.com/item.htm?spm=a1z10.1-c&id=675330231400&ns=1';
const RAW_WEIDIAN = 'https://weidian.com/item.html?itemID=7212345678&spider_token=4572';
const RAW_1688 = 'https://detail.1688.com/offer/846137330434.html?spm=a26352';

describe('wrapped marketplace URLs are read however many times they were percent-encoded (§B2 rule 4)', () => {
  const wrappers: [string, (inner: string) => string][] = [
    ['kakobuy', (inner) => `https://www.kakobuy.com/item/details?url=${inner}&affcode=x`],
    ['superbuy', (inner) => `https://www.superbuy.com/en/page/buy/?from=search-input&url=${inner}&partnercode=x`],
    ['allchinabuy', (inner) => `https://m.allchinabuy.com/home/#/goodsDetail?from=search-input&url=${inner}`],
    ['sugargoo', (inner) => `https://www.sugargoo.com/#/home/productDetail?productLink=${inner}&memberId=1`],
  ];
  const raws: [string, Channel, string][] = [
    [RAW_TAOBAO, 'taobao', '675330231400'],
    [RAW_WEIDIAN, 'weidian', '7212345678'],
    [RAW_1688, '1688', '846137330434'],
  ];
  const cases = wrappers.flatMap(([name, wrap]) =>
    [1, 2, 3].flatMap((times) => raws.map(([raw, channel, id]) => [`${name} ${times}x encoded ${channel}`, wrap(encoded(raw, times)), agent(name, channel, id)] as const)),
  );
  it.each(cases)('%s', (_name, input, expected) => {
    expect(parseProductLink(input)).toEqual(expected);
  });
});

describe('agent links that wrap other agent links are followed, and reported as the outer agent', () => {
  it.each<[string, string, ParsedLink | { ok: false; reason: string }]>([
    [
      'Superbuy wrapping a Kakobuy link',
      `https://www.superbuy.com/en/page/buy/?url=${encoded(`https://www.kakobuy.com/item/details?url=${encoded(RAW_WEIDIAN, 1)}`, 1)}`,
      agent('superbuy', 'weidian', '7212345678'),
    ],
    [
      'AllChinaBuy wrapping another AllChinaBuy link (double-encoded)',
      `https://www.allchinabuy.com/en/page/buy/?url=${encoded(`https://www.allchinabuy.com/en/page/buy/?url=${encoded(RAW_TAOBAO, 1)}`, 2)}`,
      agent('allchinabuy', 'taobao', '675330231400'),
    ],
    [
      'unencoded wrapped URL whose own &id= lands among the outer parameters',
      'https://m.superbuy.com/home/#/goodsDetail?from=search-input&url=https://item.taobao.com/item.htm?spm=a1z10.3-c&id=675330231400&ns=1',
      agent('superbuy', 'taobao', '675330231400'),
    ],
    ['Kakobuy wrapping a Hoobuy link', `https://www.kakobuy.com/item/details?url=${encoded('https://www.hoobuy.com/product/0/846137330434', 1)}`, agent('kakobuy', '1688', '846137330434')],
    ['Yupoo /external wrapping a CNFans link keeps the agent', `https://x.yupoo.com/external?url=${encoded('https://cnfans.com/product?id=7212345678&platform=WEIDIAN', 1)}`, agent('cnfans', 'weidian', '7212345678')],
    [
      'Kakobuy wrapping a Yupoo /external wrapping Weidian',
      `https://www.kakobuy.com/item/details?url=${encoded(`https://x.yupoo.com/external?url=${encoded(RAW_WEIDIAN, 1)}`, 1)}`,
      agent('kakobuy', 'weidian', '7212345678'),
    ],
    [
      'nesting beyond the depth limit is refused',
      Array.from({ length: 10 }).reduce<string>((inner) => `https://www.kakobuy.com/item/details?url=${encoded(inner, 1)}`, RAW_TAOBAO),
      { ok: false, reason: 'unsupported_link' },
    ],
  ])('%s', (_name, input, expected) => {
    expect(parseProductLink(input)).toEqual(expected);
  });
});

describe('unknown sites that carry a marketplace link in url/goodsUrl/productUrl/productLink/link/redirect (§B2 rule 5)', () => {
  it.each<[string, string, ParsedLink]>([
    ['url=', `https://finds.example.org/go?url=${encoded(RAW_WEIDIAN, 1)}`, marketplace('weidian', '7212345678')],
    ['goodsUrl=', `https://spreadsheet.example.net/item?goodsUrl=${encoded(RAW_TAOBAO, 2)}`, marketplace('taobao', '675330231400')],
    ['productLink=', `https://qc.example.com/view?productLink=${encoded(RAW_1688, 1)}`, marketplace('1688', '846137330434')],
    ['redirect= carrying an agent link', `https://out.example.com/?redirect=${encoded('https://hoobuy.com/product/2/7234262753', 1)}`, agent('hoobuy', 'weidian', '7234262753')],
  ])('%s', (_name, input, expected) => {
    expect(parseProductLink(input)).toEqual(expected);
  });
});

describe('the first link is extracted from surrounding text and loose input', () => {
  it.each<[string, string, ParsedLink]>([
    [
      'Taobao app share text',
      '【淘宝】假一赔四 https://item.taobao.com/item.htm?id=675330231400&spm=a2141.7631564 CZ0001 「卫衣男秋冬款」点击链接直接打开',
      marketplace('taobao', '675330231400'),
    ],
    ['share text with CJK glued to the URL', '复制这条信息https://weidian.com/item.html?itemID=7212345678「卫衣」打开微店', marketplace('weidian', '7212345678')],
    ['URL at the end of a sentence', 'Look at this: https://detail.1688.com/offer/846137330434.html.', marketplace('1688', '846137330434')],
    ['Markdown link', '[W2C hoodie](https://hoobuy.com/product/1/692787834585?utm_source=share)', agent('hoobuy', 'taobao', '692787834585')],
    ['URL in quotes', 'link: "https://cnfans.com/product?id=7212345678&platform=WEIDIAN"', agent('cnfans', 'weidian', '7212345678')],
    ['URL in full-width parentheses', '好物（https://item.taobao.com/item.htm?id=675330231400）', marketplace('taobao', '675330231400')],
    ['two links: the first wins', 'https://weidian.com/item.html?itemID=7212345678 and https://item.taobao.com/item.htm?id=675330231400', marketplace('weidian', '7212345678')],
    ['leading and trailing whitespace', '   https://item.taobao.com/item.htm?id=675330231400 \n', marketplace('taobao', '675330231400')],
    ['no scheme', 'item.taobao.com/item.htm?id=675330231400', marketplace('taobao', '675330231400')],
    ['no scheme, www. agent', 'www.cnfans.com/product?id=7212345678&platform=WEIDIAN', agent('cnfans', 'weidian', '7212345678')],
    ['no scheme, agent link wrapping an encoded URL', `www.kakobuy.com/item/details?url=${encoded(RAW_TAOBAO, 1)}`, agent('kakobuy', 'taobao', '675330231400')],
    ['no scheme in text', 'try weidian.com/item.html?itemID=7212345678 thanks', marketplace('weidian', '7212345678')],
    ['protocol-relative', '//detail.1688.com/offer/846137330434.html', marketplace('1688', '846137330434')],
    ['uppercase scheme and host', 'HTTPS://ITEM.TAOBAO.COM/item.htm?ID=675330231400', marketplace('taobao', '675330231400')],
    ['whole input percent-encoded', 'https%3A%2F%2Fitem.taobao.com%2Fitem.htm%3Fid%3D675330231400', marketplace('taobao', '675330231400')],
    ['whole input double percent-encoded', 'https%253A%252F%252Fweidian.com%252Fitem.html%253FitemID%253D7212345678', marketplace('weidian', '7212345678')],
    ['HTML-escaped &amp;', 'https://item.taobao.com/item.htm?spm=a1z10&amp;id=675330231400', marketplace('taobao', '675330231400')],
    ['trailing dot on the host', 'https://item.taobao.com./item.htm?id=675330231400', marketplace('taobao', '675330231400')],
    ['query encoded into the path (item.htm%3Fid%3D)', 'https://item.taobao.com/item.htm%3Fspm%3Da1z10%26id%3D675330231400', marketplace('taobao', '675330231400')],
  ])('%s', (_name, input, expected) => {
    expect(parseProductLink(input)).toEqual(expected);
  });
});

describe('case variants of parameter names and path segments (§B2 rule 3)', () => {
  it.each<[string, string, ParsedLink]>([
    ['Weidian ItemID', 'https://weidian.com/Item.html?ITEMID=7212345678', marketplace('weidian', '7212345678')],
    ['1688 OFFER path', 'https://detail.1688.com/OFFER/846137330434.HTML', marketplace('1688', '846137330434')],
    ['Tmall ITEM_O', 'https://detail.tmall.com/Item_o.htm?Id=674029285425', marketplace('taobao', '674029285425', true)],
    ['Hoobuy Product path', 'https://www.Hoobuy.com/Product/1/675330231400', agent('hoobuy', 'taobao', '675330231400')],
    ['OOPBuy SPUNO + CHANNEL', 'https://m.oopbuy.com/pages/goods/details?SPUNO=7212345678&CHANNEL=WEIDIAN', agent('oopbuy', 'weidian', '7212345678')],
    ['Kakobuy URL param', `https://www.kakobuy.com/item/details?URL=${encoded(RAW_TAOBAO, 1)}`, agent('kakobuy', 'taobao', '675330231400')],
    ['ACBuy source=wd', 'https://www.acbuy.com/product/?id=7212345678&source=wd', agent('acbuy', 'weidian', '7212345678')],
  ])('%s', (_name, input, expected) => {
    expect(parseProductLink(input)).toEqual(expected);
  });
});

describe('locale path prefixes on agent sites (§B2 rule 2)', () => {
  it.each<[string, string, ParsedLink]>([
    ['/es/', 'https://cnfans.com/es/product?id=7212345678&platform=WEIDIAN', agent('cnfans', 'weidian', '7212345678')],
    ['/zh-cn/', 'https://joyagoo.com/zh-cn/product?id=675330231400&platform=TAOBAO', agent('joyagoo', 'taobao', '675330231400')],
    ['/pl/ on a path-code agent', 'https://www.usfans.com/pl/product/3/7212345678', agent('usfans', 'weidian', '7212345678')],
    ['/de/ on CSSBuy', 'https://www.cssbuy.com/de/item-micro-7212345678.html', agent('cssbuy', 'weidian', '7212345678')],
  ])('%s', (_name, input, expected) => {
    expect(parseProductLink(input)).toEqual(expected);
  });
});

describe('tracking parameters do not change what is read, and results carry no URL (§B2 rule 6)', () => {
  it.each<[string, string, ParsedLink]>([
    ['utm_* around a Taobao id', 'https://item.taobao.com/item.htm?utm_source=reddit&utm_medium=social&id=675330231400&utm_campaign=w2c', marketplace('taobao', '675330231400')],
    ['ut_sk, spm, share_crt_v', 'https://item.taobao.com/item.htm?ut_sk=1.Zupb7jk_21380790.Copy.1&id=689584596676&sourceType=item&share_crt_v=1&spm=a2159r.13376460.0.0', marketplace('taobao', '689584596676')],
    ['Weidian share_relation, wfr', 'https://weidian.com/item.html?itemID=7212345678&wfr=BuyercopyURL&share_relation=7a1b2c3d4e5f', marketplace('weidian', '7212345678')],
    ['Hoobuy utm', 'https://hoobuy.com/product/2/7234262753?utm_source=share&utm_medium=product_details&inviteCode=XYZ', agent('hoobuy', 'weidian', '7234262753')],
  ])('%s', (_name, input, expected) => {
    expect(parseProductLink(input)).toStrictEqual(expected);
  });
});

describe('hostile input stays cheap', () => {
  it('refuses a deeply self-wrapping link with many wrapper parameters quickly', () => {
    const params = ['url', 'goodsUrl', 'productUrl', 'productLink', 'link', 'redirect'];
    const hostile = Array.from({ length: 4 }).reduce<string>(
      (inner) => `https://unknown.example/?${params.map((p) => `${p}=${encoded(inner, 1)}`).join('&')}`,
      'https://example.org/',
    );
    const started = Date.now();
    expect(hostile.length).toBeGreaterThan(50_000);
    expect(parseProductLink(hostile)).toEqual({ ok: false, reason: 'unsupported_link' });
    expect(Date.now() - started).toBeLessThan(1_000);
  });
});
