import { describe, expect, it } from 'vitest';
import type { Channel } from '../api.ts';
import { parseProductLink, parseShopLink, shopUrl } from './index.ts';
import type { ParsedShopLink, ShopIdKind, ShopLinkRefusalReason } from './types.ts';

const shop = (channel: Channel, shopId: string, idKind: ShopIdKind, tmall = false): ParsedShopLink => ({
  ok: true,
  channel,
  shopId,
  idKind,
  via: 'marketplace',
  ...(tmall ? { tmall } : {}),
});
const viaAgent = (name: string, parsed: ParsedShopLink): ParsedShopLink => ({ ...parsed, via: 'agent', agent: name });

/** Percent-encodes `text` `times` times. */
const encoded = (text: string, times: number): string => Array.from({ length: times }).reduce<string>((s) => encodeURIComponent(s), text);

const TAOBAO_SHOP = shop('taobao', '57301367', 'shop_id');
const TAOBAO_SELLER = shop('taobao', '2200704123456', 'seller_id');
const WEIDIAN_SHOP = shop('weidian', '1622368742', 'user_id');
const ALI_MEMBER = shop('1688', 'b2b-2546450021uezz8', 'member_id');
const ALI_DESKTOP = shop('1688', 'shop1434560114962.1688.com', 'shop_domain');

/** Every marketplace shop form of link-formats.md §A1–A4 "Shop" (and the Tmall shop domains), with what it reads to. */
const MARKETPLACE_SHOPS: [string, string, ParsedShopLink][] = [
  // §A1 Taobao: shop{shopId}.taobao.com, shop{shopId}.m.taobao.com, {name}.taobao.com, /dianpu/{id}, ?user_number_id= / sellerId
  ['shop{N}.taobao.com', 'https://shop57301367.taobao.com/', TAOBAO_SHOP],
  ['shop{N}.taobao.com with spm and search params', 'https://shop57301367.taobao.com/index.htm?spm=a1z10.1-c-s.0.0.6d1b4b7aXyZ&search=y', TAOBAO_SHOP],
  ['shop{N}.taobao.com over http, no path', 'http://shop57301367.taobao.com', TAOBAO_SHOP],
  ['mobile shop{N}.m.taobao.com', 'https://shop57301367.m.taobao.com/?ut_sk=1.XyZ_21380790_1728424955112.Copy.shop', TAOBAO_SHOP],
  ['shop{N} host wins over a user_number_id beside it', 'https://shop57301367.taobao.com/?user_number_id=2200704123456', TAOBAO_SHOP],
  ['store.taobao.com view_shop with user_number_id', 'https://store.taobao.com/shop/view_shop.htm?user_number_id=2200704123456', TAOBAO_SELLER],
  [
    'view_shop with spm before user_number_id',
    'https://store.taobao.com/shop/view_shop.htm?spm=a230r.7195193.1997079397.2.3f0e0b0aQ1&user_number_id=2200704123456',
    TAOBAO_SELLER,
  ],
  ['mobile shop page with sellerId', 'https://shop.m.taobao.com/shop/shop_index.htm?sellerId=2200704123456&spm=a2141.7631565', TAOBAO_SELLER],
  ['mobile shop page with shop_id', 'https://shop.m.taobao.com/shop/shop_index.htm?shop_id=57301367', TAOBAO_SHOP],
  ['www.taobao.com/dianpu/{id}.htm', 'https://www.taobao.com/dianpu/57301367.htm', TAOBAO_SHOP],
  ['world.taobao.com/dianpu/{id}.htm', 'https://world.taobao.com/dianpu/57301367.htm?spm=a21wu.241046-global', TAOBAO_SHOP],
  ['named shop {name}.taobao.com', 'https://nikeofficial.taobao.com/search.htm?spm=a1z10.3-c&orderType=hotsell_desc', shop('taobao', 'nikeofficial.taobao.com', 'shop_domain')],
  ['named shop on the mobile host', 'https://nikeofficial.m.taobao.com/', shop('taobao', 'nikeofficial.taobao.com', 'shop_domain')],
  // Tmall shop domains (Tmall lives in the Taobao channel, §A)
  ['Tmall brand shop domain', 'https://nike.tmall.com/', shop('taobao', 'nike.tmall.com', 'shop_domain', true)],
  ['Tmall brand shop search page with spm', 'https://nike.tmall.com/search.htm?spm=a1z10.1-b-s.w5001-14627512357.4.6d1b&scene=taobao_shop', shop('taobao', 'nike.tmall.com', 'shop_domain', true)],
  ['Tmall mobile shop domain', 'https://nike.m.tmall.com/shop/shop_auction_search.htm?sort=d', shop('taobao', 'nike.tmall.com', 'shop_domain', true)],
  ['Tmall Global shop domain', 'https://lancome.tmall.hk/', shop('taobao', 'lancome.tmall.hk', 'shop_domain', true)],
  [
    'Tmall shop domain with user_number_id: the seller id is read',
    'https://zulijian.tmall.com/shop/view_shop.htm?spm=a230r.1.14.43.ff4072cdspiC5t&user_number_id=3287104402',
    shop('taobao', '3287104402', 'seller_id', true),
  ],
  ['Tmall mobile shop page with shop_id', 'https://shop.m.tmall.com/shop/shop_index.htm?shop_id=60291629', shop('taobao', '60291629', 'shop_id', true)],
  // §A3 Weidian: weidian.com/?userid={id}; shop{id}.v.weidian.com
  ['weidian.com/?userid=', 'https://weidian.com/?userid=1622368742', WEIDIAN_SHOP],
  ['userid with noise params', 'https://weidian.com/?userid=1622368742&wfr=wx&spider_token=8e2f&share_relation=7a1b2c3d4e5f', WEIDIAN_SHOP],
  ['www. host and userId spelling', 'https://www.weidian.com/?userId=1622368742', WEIDIAN_SHOP],
  ['the userid form on the h5. host', 'https://h5.weidian.com/?userid=1622368742&wfr=h5direct_wxh5', WEIDIAN_SHOP],
  ['shop{id}.v.weidian.com home', 'https://shop1622368742.v.weidian.com/', WEIDIAN_SHOP],
  ['shop{id}.v.weidian.com with share params', 'https://shop1622368742.v.weidian.com/?wfr=BuyercopyURL&share_relation=a1b2c3&p=iphone', WEIDIAN_SHOP],
  // §A4 1688: desktop shop{id}.1688.com and mobile m.1688.com/winport/b2b-{…}.html are different ids
  ['desktop shop{id}.1688.com', 'https://shop1434560114962.1688.com/page/index.html?spm=0.0.wp_pc_common_header_companyName_undefined.0', ALI_DESKTOP],
  ['desktop shop offer list', 'https://shop1434560114962.1688.com/page/offerlist.htm?spm=a2615.7691456.autotrace-topNav.1', ALI_DESKTOP],
  ['named 1688 shop subdomain', 'https://yiwuxinyi.1688.com/', shop('1688', 'yiwuxinyi.1688.com', 'shop_domain')],
  ['mobile winport', 'https://m.1688.com/winport/b2b-2546450021uezz8.html?_end_point_=unknown', ALI_MEMBER],
  ['mobile winport, uppercase', 'https://M.1688.COM/winport/B2B-2546450021UEZZ8.html', ALI_MEMBER],
];

describe('parseShopLink reads every marketplace shop form (link-formats.md §A1–A4 "Shop")', () => {
  it.each(MARKETPLACE_SHOPS)('%s', (_name, input, expected) => {
    expect(parseShopLink(input)).toStrictEqual(expected);
  });
});

describe('parseProductLink keeps refusing every shop form as shop_link (the search box relies on it)', () => {
  it.each(MARKETPLACE_SHOPS)('%s', (_name, input) => {
    expect(parseProductLink(input)).toEqual({ ok: false, reason: 'shop_link' });
  });
});

const RAW_TAOBAO_SHOP = 'https://shop57301367.taobao.com/?spm=a1z10.1-c-s';
const RAW_WEIDIAN_SHOP = 'https://weidian.com/?userid=1622368742&wfr=wx';
const RAW_1688_SHOP = 'https://m.1688.com/winport/b2b-2546450021uezz8.html';

describe('shops inside agent links and redirects: Kakobuy /item/store?url= (§B Kakobuy "Store"), any url= wrapper', () => {
  const raws: [string, ParsedShopLink][] = [
    [RAW_TAOBAO_SHOP, TAOBAO_SHOP],
    [RAW_WEIDIAN_SHOP, WEIDIAN_SHOP],
    [RAW_1688_SHOP, ALI_MEMBER],
  ];
  const kakobuyStore = [1, 2, 3].flatMap((times) =>
    raws.map(([raw, parsed]) => [`Kakobuy store ${times}x encoded ${parsed.channel}`, `https://www.kakobuy.com/item/store?url=${encoded(raw, times)}&affcode=ab12`, viaAgent('kakobuy', parsed)] as const),
  );
  it.each(kakobuyStore)('%s', (_name, input, expected) => {
    expect(parseShopLink(input)).toStrictEqual(expected);
  });

  it.each<[string, string, ParsedShopLink]>([
    ['Kakobuy store, no scheme, with locale prefix', `www.kakobuy.com/en/item/store?url=${encoded(RAW_WEIDIAN_SHOP, 1)}`, viaAgent('kakobuy', WEIDIAN_SHOP)],
    ['Kakobuy store wrapping a Tmall shop', `https://www.kakobuy.com/item/store?url=${encoded('https://nike.tmall.com/', 1)}`, viaAgent('kakobuy', shop('taobao', 'nike.tmall.com', 'shop_domain', true))],
    ['Superbuy url= wrapping a Weidian shop', `https://www.superbuy.com/en/page/buy/?url=${encoded(RAW_WEIDIAN_SHOP, 1)}&partnercode=abc`, viaAgent('superbuy', WEIDIAN_SHOP)],
    ['Kakobuy wrapping a Superbuy link wrapping a shop: the outer agent', `https://www.kakobuy.com/item/store?url=${encoded(`https://www.superbuy.com/en/page/buy/?url=${encoded(RAW_TAOBAO_SHOP, 1)}`, 1)}`, viaAgent('kakobuy', TAOBAO_SHOP)],
    ['Yupoo /external wrapping a Weidian shop', `https://seller.x.yupoo.com/external?url=${encoded(RAW_WEIDIAN_SHOP, 2)}`, WEIDIAN_SHOP],
    ['Google /url?q= redirect', `https://www.google.com/url?q=${RAW_WEIDIAN_SHOP}&sa=D&source=editors&ust=1730201953662241`, WEIDIAN_SHOP],
    ['unknown site ?url=', `https://finds.example.org/go?url=${encoded(RAW_1688_SHOP, 1)}`, ALI_MEMBER],
  ])('%s', (_name, input, expected) => {
    expect(parseShopLink(input)).toStrictEqual(expected);
  });
});

describe('the first link is found in share texts and loose input', () => {
  it.each<[string, string, ParsedShopLink]>([
    ['Taobao app share text', '【淘宝】好店推荐 https://shop57301367.taobao.com/?spm=a2141.7631564 「潮牌男装店」点击链接直接打开', TAOBAO_SHOP],
    ['CJK glued to the URL', '复制这条信息https://weidian.com/?userid=1622368742「微店」打开微店', WEIDIAN_SHOP],
    ['Markdown link', '[my 1688 supplier](https://m.1688.com/winport/b2b-2546450021uezz8.html)', ALI_MEMBER],
    ['URL at the end of a sentence', 'Shop here: https://nike.tmall.com/.', shop('taobao', 'nike.tmall.com', 'shop_domain', true)],
    ['no scheme', 'shop57301367.taobao.com', TAOBAO_SHOP],
    ['no scheme, with path', 'store.taobao.com/shop/view_shop.htm?user_number_id=2200704123456', TAOBAO_SELLER],
    ['no scheme in text', 'try weidian.com/?userid=1622368742 thanks', WEIDIAN_SHOP],
    ['protocol-relative', '//shop1434560114962.1688.com/page/index.html', ALI_DESKTOP],
    ['whole input percent-encoded', encoded(RAW_WEIDIAN_SHOP, 1), WEIDIAN_SHOP],
    ['whole input double percent-encoded', encoded(RAW_1688_SHOP, 2), ALI_MEMBER],
    ['HTML-escaped &amp;', 'https://store.taobao.com/shop/view_shop.htm?spm=a230r&amp;user_number_id=2200704123456', TAOBAO_SELLER],
    ['uppercase scheme and host', 'HTTPS://SHOP57301367.TAOBAO.COM/', TAOBAO_SHOP],
    ['trailing dot on the host', 'https://shop1622368742.v.weidian.com./', WEIDIAN_SHOP],
    ['Google-redirect mangling userid%3D', 'https://weidian.com/?userid%3D1622368742&sa=D&source=editors&ust=1730201953662241', WEIDIAN_SHOP],
    ['encoded user_number_id%3D', 'https://store.taobao.com/shop/view_shop.htm?spm=a230r%26user_number_id%3D2200704123456', TAOBAO_SELLER],
  ])('%s', (_name, input, expected) => {
    expect(parseShopLink(input)).toStrictEqual(expected);
  });
});

describe('parseShopLink refuses, with a reason, whatever is not a shop it can read', () => {
  it.each<[ShopLinkRefusalReason, string, string]>([
    ['not_a_link', 'empty text', ''],
    ['not_a_link', 'a shop name', 'Nike official store'],
    ['not_a_link', 'a Chinese shop name', '潮牌男装店'],
    // product_link: any product form, marketplace or agent, with or without a readable id
    ['product_link', 'Taobao item', 'https://item.taobao.com/item.htm?id=675330231400'],
    ['product_link', 'Taobao item page without id', 'https://item.taobao.com/item.htm?spm=a1z10'],
    ['product_link', 'Tmall item', 'https://detail.tmall.com/item.htm?id=625144747417'],
    ['product_link', 'Weidian item on a shop subdomain', 'https://shop1622368742.v.weidian.com/item.html?itemID=5418645465'],
    ['product_link', 'Weidian item with a userid beside it', 'https://weidian.com/item.html?itemID=7212345678&userid=1622368742'],
    ['product_link', '1688 offer', 'https://detail.1688.com/offer/846137330434.html'],
    ['product_link', '1688 mobile offer', 'https://m.1688.com/offer/846137330434.html'],
    ['product_link', 'CNFans product', 'https://cnfans.com/product?id=7212345678&platform=WEIDIAN'],
    ['product_link', 'Hoobuy product', 'https://www.hoobuy.com/product/1/675330231400'],
    ['product_link', 'Kakobuy item details', `https://www.kakobuy.com/item/details?url=${encoded('https://weidian.com/item.html?itemID=7212345678', 1)}`],
    // unsupported_link
    ['unsupported_link', 'unknown site', 'https://example.com/shop?userid=1622368742'],
    ['unsupported_link', 'reddit post', 'https://www.reddit.com/r/FashionReps/comments/1abcde/best_weidian_stores/'],
    ['unsupported_link', 'Taobao home page', 'https://www.taobao.com/'],
    ['unsupported_link', 'Taobao search page', 'https://s.taobao.com/search?q=%E5%8D%AB%E8%A1%A3'],
    ['unsupported_link', 'Weidian home page', 'https://weidian.com/'],
    ['unsupported_link', 'Taobao campaign page on a platform subdomain', 'https://huodong.taobao.com/wow/z/tbhome/default/tbhome-2024?spm=a21bo.jianhua'],
    ['unsupported_link', 'Tmall home page', 'https://www.tmall.com/?spm=a1z10.1-b'],
    ['unsupported_link', 'Tmall campaign page', 'https://pages.tmall.com/wow/z/tmall/act/2024-double11'],
    ['unsupported_link', '1688 search page', 'https://s.1688.com/selloffer/offer_search.htm?keywords=abc'],
    ['unsupported_link', 'agent home page', 'https://www.kakobuy.com/'],
    ['unsupported_link', 'Kakobuy store page without url=', 'https://www.kakobuy.com/item/store'],
    ['unsupported_link', 'agent wrapper around an unknown site', `https://www.kakobuy.com/item/store?url=${encoded('https://example.com/shop/1622368742', 1)}`],
    // missing_id: a shop form without a usable id
    ['missing_id', 'view_shop without user_number_id', 'https://store.taobao.com/shop/view_shop.htm?spm=a230r'],
    ['missing_id', 'user_number_id not numeric', 'https://store.taobao.com/shop/view_shop.htm?user_number_id=abc'],
    ['missing_id', '/dianpu/ without id', 'https://world.taobao.com/dianpu/'],
    ['missing_id', 'Weidian userid not numeric', 'https://weidian.com/?userid=abcdef'],
    ['missing_id', 'Weidian userid too long', 'https://weidian.com/?userid=123456789012345678901'],
    ['missing_id', '1688 winport page without a member id', 'https://m.1688.com/winport/asyncView.html'],
    ['missing_id', '1688 offer list on a platform host', 'https://www.1688.com/page/offerlist.htm'],
    // unsupported_marketplace
    ['unsupported_marketplace', 'Xianyu user page', 'https://www.goofish.com/personal?userId=2200704123456'],
    ['unsupported_marketplace', 'JD shop', 'https://mall.jd.com/index-1000001234.html'],
    ['unsupported_marketplace', 'Yupoo seller album index', 'https://seller.x.yupoo.com/albums'],
    ['unsupported_marketplace', 'Pinduoduo shop', 'https://mobile.yangkeduo.com/mall_page.html?mall_id=123456789'],
    // encrypted_link
    ['encrypted_link', 'Pandabuy PJ… encrypted url (whatever it wraps)', 'https://www.pandabuy.com/product?url=PJ4aKq8x2LmZ9&utm_source=url'],
  ])('%s: %s', (reason, _name, input) => {
    expect(parseShopLink(input)).toStrictEqual({ ok: false, reason });
  });

  it.each<[string, string, string | undefined]>([
    ['m.tb.cn share link', '【淘宝】https://m.tb.cn/h.TAhX9Zz?tk=2T9aWUc6ZrK 「店铺」', 'https://m.tb.cn/h.TAhX9Zz?tk=2T9aWUc6ZrK'],
    ['k.youshop10.com share link', 'https://k.youshop10.com/AbCd12?wfr=BuyercopyURL&share_relation=a1b2c3', 'https://k.youshop10.com/AbCd12?wfr=BuyercopyURL&share_relation=a1b2c3'],
    ['qr.1688.com share link', '复制￥AbCd1234￥查看：https://qr.1688.com/s/AbCdEf12', 'https://qr.1688.com/s/AbCdEf12'],
    ['淘口令 without a URL', '￥AbC123xyz9￥ 打开淘宝看店铺', undefined],
  ])('short links need resolution: %s', (_name, input, shortLinkUrl) => {
    expect(parseShopLink(input)).toStrictEqual({ ok: false, reason: 'short_link_needs_resolution', ...(shortLinkUrl ? { shortLinkUrl } : {}) });
  });
});

describe('shopUrl builds the marketplace shop URL back from (channel, shopId[, idKind])', () => {
  it.each<[Channel, string, ShopIdKind | undefined, string | null]>([
    ['taobao', '57301367', undefined, 'https://shop57301367.taobao.com/'],
    ['taobao', '57301367', 'shop_id', 'https://shop57301367.taobao.com/'],
    ['taobao', '2200704123456', 'seller_id', 'https://store.taobao.com/shop/view_shop.htm?user_number_id=2200704123456'],
    ['taobao', 'nike.tmall.com', undefined, 'https://nike.tmall.com/'],
    ['taobao', 'lancome.tmall.hk', 'shop_domain', 'https://lancome.tmall.hk/'],
    ['taobao', 'nikeofficial.taobao.com', 'shop_domain', 'https://nikeofficial.taobao.com/'],
    ['weidian', '1622368742', undefined, 'https://weidian.com/?userid=1622368742'],
    ['weidian', '1622368742', 'user_id', 'https://weidian.com/?userid=1622368742'],
    ['1688', 'b2b-2546450021uezz8', undefined, 'https://m.1688.com/winport/b2b-2546450021uezz8.html'],
    ['1688', 'shop1434560114962.1688.com', undefined, 'https://shop1434560114962.1688.com/'],
    // ids that are not valid for the kind or channel
    ['taobao', 'abc', 'shop_id', null],
    ['taobao', '57301367', 'user_id', null],
    ['weidian', '1622368742', 'shop_id', null],
    ['weidian', 'shop1622368742.v.weidian.com', 'shop_domain', null],
    ['1688', '1434560114962', 'member_id', null],
    ['1688', 'nike.tmall.com', 'shop_domain', null],
    ['taobao', 'evil.example.com', 'shop_domain', null],
    ['taobao', 'a.b.taobao.com', 'shop_domain', null],
    ['taobao', '', undefined, null],
  ])('%s %s %s', (channel, shopId, idKind, expected) => {
    expect(shopUrl(channel, shopId, idKind)).toBe(expected);
  });

  it.each(MARKETPLACE_SHOPS)('round trip: %s', (_name, input) => {
    const parsed = parseShopLink(input);
    if (!parsed.ok) throw new Error(`not read: ${input}`);
    const url = shopUrl(parsed.channel, parsed.shopId, parsed.idKind);
    expect(url).not.toBeNull();
    expect(parseShopLink(url ?? '')).toMatchObject({ ok: true, channel: parsed.channel, shopId: parsed.shopId, idKind: parsed.idKind });
  });
});
