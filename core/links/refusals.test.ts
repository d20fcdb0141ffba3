import { describe, expect, it } from 'vitest';
import { SHORT_LINK_HOSTS, isShortLinkHost, looksLikeLink, parseProductLink } from './index.ts';
import type { LinkRefusalReason } from './types.ts';

describe('parseProductLink refuses, with a reason, whatever it cannot read without guessing', () => {
  it.each<[LinkRefusalReason, string, string]>([
    // not_a_link: no URL, no 淘口令
    ['not_a_link', 'empty text', ''],
    ['not_a_link', 'only spaces', '   \n '],
    ['not_a_link', 'an English product name', 'nike dunk 2024'],
    ['not_a_link', 'a Chinese product name', '卫衣'],
    ['not_a_link', 'a size with a decimal point', 'jordan 4 size 42.5'],
    ['not_a_link', 'a dotted word that is no known host', 'Mr.Robot hoodie'],
    ['not_a_link', 'an e-mail address', 'mail me at buyer@gmail.com'],
    ['not_a_link', 'a scheme with nothing after it', 'https://'],
    ['not_a_link', 'a bare price between yen signs', '¥12345678¥'],
    // unsupported_link: unknown hosts, non-product pages, look-alike hosts
    ['unsupported_link', 'reddit post with ?id=', 'https://www.reddit.com/r/FashionReps/comments/1abcde/w2c?id=675330231400'],
    ['unsupported_link', 'unknown site', 'https://example.com/item.htm?id=675330231400'],
    ['unsupported_link', 'look-alike host notcnfans.com', 'https://notcnfans.com/product?id=7212345678&platform=WEIDIAN'],
    ['unsupported_link', 'agent name under a foreign domain', 'https://cnfans.com.evil.example/product?id=7212345678&platform=WEIDIAN'],
    ['unsupported_link', 'marketplace name in the path of another site', 'https://example.com/item.taobao.com/item.htm?id=675330231400'],
    ['unsupported_link', 'generic url= that wraps no marketplace link', `https://example.com/go?url=${encodeURIComponent('https://example.org/?id=675330231400')}`],
    ['unsupported_link', 'agent register page', 'https://cnfans.com/register?ref=123456'],
    ['unsupported_link', 'agent home page', 'https://www.kakobuy.com/'],
    ['unsupported_link', 'Kameymall purchase history page', 'https://www.kameymall.com/purchases/1730295605736697858/%E3%80%90%E6%9C%80%E9%AB%98%E7%89%88%E6%9C%AC%E3%80%91'],
    ['unsupported_link', 'Taobao search page', 'https://s.taobao.com/search?q=%E5%8D%AB%E8%A1%A3'],
    ['unsupported_link', 'Taobao home page', 'https://www.taobao.com/'],
    ['unsupported_link', '1688 search page', 'https://s.1688.com/selloffer/offer_search.htm?keywords=abc'],
    ['unsupported_link', 'QC site page', 'https://findqc.com/detail/WD/7212345678?frm=1'],
    ['unsupported_link', 'Google search result page', 'https://www.google.com/search?q=item.taobao.com+id%3D675330231400'],
    // shop_link (§A1–A4 "Shop")
    ['shop_link', 'Taobao shop{N} subdomain', 'https://shop123456789.taobao.com/'],
    ['shop_link', 'Taobao mobile shop subdomain', 'https://shop123456789.m.taobao.com/'],
    ['shop_link', 'Taobao named shop subdomain', 'https://nikeofficial.taobao.com/search.htm'],
    ['shop_link', 'Taobao /dianpu/', 'https://www.taobao.com/dianpu/123456789.htm'],
    ['shop_link', 'Taobao user_number_id', 'https://store.taobao.com/shop/view_shop.htm?user_number_id=2200000000'],
    ['shop_link', 'Tmall brand shop', 'https://nike.tmall.com/'],
    ['shop_link', 'Weidian ?userid=', 'https://weidian.com/?userid=1234567890'],
    ['shop_link', 'Weidian shop subdomain home', 'https://shop1622368742.v.weidian.com/'],
    ['shop_link', '1688 shop{N} subdomain', 'https://shop1234567890.1688.com/'],
    ['shop_link', '1688 mobile winport', 'https://m.1688.com/winport/b2b-2207123456789abcd.html'],
    ['shop_link', 'Kakobuy store page wrapping a Taobao shop', `https://www.kakobuy.com/item/store?url=${encodeURIComponent('https://shop123456789.taobao.com')}`],
    ['shop_link', 'Superbuy wrapping a Weidian shop', `https://www.superbuy.com/en/page/buy/?url=${encodeURIComponent('https://weidian.com/?userid=1234567890')}`],
    // missing_id: known product form, no usable id
    ['missing_id', 'Taobao item page without id', 'https://item.taobao.com/item.htm?spm=a1z10'],
    ['missing_id', 'Taobao id not numeric', 'https://item.taobao.com/item.htm?id=abc123def'],
    ['missing_id', 'Taobao id too short', 'https://item.taobao.com/item.htm?id=1234'],
    ['missing_id', 'Taobao id too long', 'https://item.taobao.com/item.htm?id=123456789012345678901'],
    ['missing_id', 'Tmall item page without id', 'https://detail.tmall.com/item.htm?abbucket=6'],
    ['missing_id', 'Weidian item page without itemID', 'https://weidian.com/item.html?wfr=wx'],
    ['missing_id', '1688 offer path not numeric', 'https://detail.1688.com/offer/abcdef.html'],
    ['missing_id', 'CNFans without id', 'https://cnfans.com/product?platform=TAOBAO'],
    ['missing_id', 'CNFans non-numeric id', 'https://cnfans.com/product?id=abcdefgh&platform=WEIDIAN'],
    ['missing_id', 'CNFans id without platform', 'https://cnfans.com/product?id=7212345678'],
    ['missing_id', 'Mulebuy unknown platform', 'https://mulebuy.com/product/?shop_type=amazon&id=7212345678'],
    ['missing_id', 'Hoobuy non-numeric id', 'https://www.hoobuy.com/product/1/abcdef'],
    ['missing_id', 'Hoobuy unknown code', 'https://www.hoobuy.com/product/9/7212345678'],
    ['missing_id', 'ACBuy unknown source', 'https://www.acbuy.com/product/?id=7212345678&source=XX'],
    ['missing_id', 'Litbuy numeric channel (sources disagree, not guessed)', 'https://litbuy.com/products/details?channel=2&spuNo=7212345678'],
    ['missing_id', 'Kakobuy wrapping a Taobao page without id', `https://www.kakobuy.com/item/details?url=${encodeURIComponent('https://item.taobao.com/item.htm?spm=a1z10')}`],
    ['missing_id', 'Kakobuy wrapping a non-numeric id', `https://www.kakobuy.com/item/details?url=${encodeURIComponent('https://weidian.com/item.html?itemID=abcdefg')}`],
    ['missing_id', 'CSSBuy non-numeric id', 'https://www.cssbuy.com/item-micro-abcdefg.html'],
    // unsupported_marketplace (§A5–A8)
    ['unsupported_marketplace', '2.taobao.com is Xianyu', 'https://2.taobao.com/item.htm?id=675330231400'],
    ['unsupported_marketplace', 'goofish www', 'https://www.goofish.com/item?id=812345678901&categoryId=126862528'],
    ['unsupported_marketplace', 'goofish mobile', 'https://m.goofish.com/item?id=812345678901'],
    ['unsupported_marketplace', 'goofish h5 share', 'https://h5.m.goofish.com/item?id=812345678901&itemId=812345678901&ut_sk=1.abc'],
    ['unsupported_marketplace', 'goofish path id', 'https://www.goofish.com/item/812345678901'],
    ['unsupported_marketplace', 'JD item', 'https://item.jd.com/100012043978.html'],
    ['unsupported_marketplace', 'JD mobile', 'https://item.m.jd.com/product/100012043978.html'],
    ['unsupported_marketplace', 'JD Worldwide', 'https://npcitem.jd.hk/100012043978.html'],
    ['unsupported_marketplace', 'JD short link u.jd.com', 'https://u.jd.com/AbCdEf1'],
    ['unsupported_marketplace', 'JD short link 3.cn', 'https://3.cn/1A2b-C3d'],
    ['unsupported_marketplace', 'Pinduoduo', 'https://mobile.yangkeduo.com/goods.html?goods_id=123456789012'],
    ['unsupported_marketplace', 'Yupoo album', 'https://seller.x.yupoo.com/albums/123456789?uid=1&isSubCate=false'],
    ['unsupported_marketplace', 'Yupoo old photos form', 'https://x.yupoo.com/photos/seller/albums'],
    ['unsupported_marketplace', 'Yupoo image CDN', 'https://photo.yupoo.com/seller/abcdef12/medium.jpg'],
    ['unsupported_marketplace', 'CSSBuy Xianyu page', 'https://www.cssbuy.com/shop/goodsDetail?type=xianyu&id=812345678901'],
    ['unsupported_marketplace', 'Superbuy wrapping a goofish link', `https://www.superbuy.com/en/page/buy/?url=${encodeURIComponent('https://www.goofish.com/item?id=812345678901')}`],
    ['unsupported_marketplace', 'CNFans xianyu platform', 'https://cnfans.com/product?id=812345678901&platform=XIANYU'],
    // encrypted_link
    [
      'encrypted_link',
      'Pandabuy PJ… encrypted url',
      'https://www.pandabuy.com/product?url=PJ9emDFVd3v76X25eDSVqIb3mLH4Md7zsyLlOTWmhLylMKdL6gbFKJ94ysL%2FSI3tYF1YOL6lhXMdRWOn3qm5FSOGuAaHx4uHPsYpA1hNETE3aRnXLdfh3RnL5vyVxk2ezXnQ8DWAgYzbSSdI&utm_source=url&utm_medium=pdb&utm_campaign=normal',
    ],
    ['encrypted_link', 'Pandabuy PJ… inside a Kakobuy link', `https://www.kakobuy.com/item/details?url=${encodeURIComponent('https://www.pandabuy.com/product?url=PJ4aKq8x2Lm')}`],
  ])('%s: %s', (reason, _name, input) => {
    const result = parseProductLink(input);
    expect(result).toEqual({ ok: false, reason });
  });
});

describe('short and share links are refused as needing resolution, with the https URL to resolve (§A9)', () => {
  it.each<[string, string, string]>([
    ['m.tb.cn with tk', 'https://m.tb.cn/h.5XyZAbC?tk=ab1Cd2eF3gH', 'https://m.tb.cn/h.5XyZAbC?tk=ab1Cd2eF3gH'],
    [
      'Taobao app share text around m.tb.cn',
      '【淘宝】假一赔四 https://m.tb.cn/h.TAhX9Zz?tk=2T9aWUc6ZrK CZ0001 「卫衣男秋冬款」点击链接直接打开 或者 淘宝搜索直接打开',
      'https://m.tb.cn/h.TAhX9Zz?tk=2T9aWUc6ZrK',
    ],
    ['m.tb.cn over http becomes https', 'http://m.tb.cn/h.5XyZAbC?sm=a1b2c3', 'https://m.tb.cn/h.5XyZAbC?sm=a1b2c3'],
    ['e.tb.cn', 'https://e.tb.cn/h.gXyZ1234?tk=abc', 'https://e.tb.cn/h.gXyZ1234?tk=abc'],
    ['s.click.taobao.com', 'https://s.click.taobao.com/t?e=m%3D2%26s%3Dabc', 'https://s.click.taobao.com/t?e=m%3D2%26s%3Dabc'],
    ['uland.taobao.com coupon', 'https://uland.taobao.com/coupon/edetail?e=abcDEF123', 'https://uland.taobao.com/coupon/edetail?e=abcDEF123'],
    ['k.youshop10.com share code', 'https://k.youshop10.com/AbCd12?a=b&wfr=BuyercopyURL&share_relation=a1b2c3', 'https://k.youshop10.com/AbCd12?a=b&wfr=BuyercopyURL&share_relation=a1b2c3'],
    ['weidian.info', 'https://weidian.info/AbC123', 'https://weidian.info/AbC123'],
    ['1688 share text with qr.1688.com', '复制￥AbC1234xYz￥打开阿里巴巴 查看：https://qr.1688.com/s/AbCdEf12 卫衣', 'https://qr.1688.com/s/AbCdEf12'],
    ['tinyurl', 'https://tinyurl.com/w2c-hoodie', 'https://tinyurl.com/w2c-hoodie'],
    ['pandabuy.page.link', 'https://pandabuy.page.link/AbCdEfGh12', 'https://pandabuy.page.link/AbCdEfGh12'],
    ['pandabuy.allapp.link', 'https://pandabuy.allapp.link/AbCdEf', 'https://pandabuy.allapp.link/AbCdEf'],
    ['hoobuy.cc', 'https://hoobuy.cc/AbCd1234', 'https://hoobuy.cc/AbCd1234'],
    ['l.acbuy.com', 'https://l.acbuy.com/ax/1234', 'https://l.acbuy.com/ax/1234'],
    ['link.acbuy.com', 'https://link.acbuy.com/AbCd', 'https://link.acbuy.com/AbCd'],
    ['oopbuy.cc', 'https://oopbuy.cc/AbCd', 'https://oopbuy.cc/AbCd'],
    ['sl.hegobuy.com', 'https://sl.hegobuy.com/AbCd', 'https://sl.hegobuy.com/AbCd'],
    ['ihego.vip', 'https://ihego.vip/AbCd', 'https://ihego.vip/AbCd'],
    ['sl.kakobuy.com', 'https://sl.kakobuy.com/AbCd', 'https://sl.kakobuy.com/AbCd'],
    ['ikako.vip referral landing', 'https://ikako.vip/r/abc123', 'https://ikako.vip/r/abc123'],
    ['short link without scheme', 'm.tb.cn/h.5XyZAbC', 'https://m.tb.cn/h.5XyZAbC'],
    [
      'Superbuy wrapping an e.tb.cn link passes the inner short link on',
      `https://www.superbuy.com/en/page/buy/?from=search-input&url=${encodeURIComponent('https://e.tb.cn/h.gXyZ1234?tk=abc')}`,
      'https://e.tb.cn/h.gXyZ1234?tk=abc',
    ],
  ])('%s', (_name, input, shortLinkUrl) => {
    expect(parseProductLink(input)).toEqual({ ok: false, reason: 'short_link_needs_resolution', shortLinkUrl });
  });

  it.each([
    ['￥ delimiters', '￥AbC123xyz￥'],
    ['¥ delimiters in share text', '8¥Kp3aZxQ1mNo¥ https:/ 复制这段描述，打开手机淘宝'],
    ['₤ delimiters', '₤AbC123xyZ9₤'],
    ['¤ delimiters', '¤aBc123XyZ¤'],
  ])('a 淘口令 without a URL (%s) needs resolution and has no URL to give', (_name, input) => {
    expect(parseProductLink(input)).toEqual({ ok: false, reason: 'short_link_needs_resolution' });
  });
});

describe('isShortLinkHost matches listed hosts and their subdomains, case-insensitively', () => {
  it.each(SHORT_LINK_HOSTS.map((host) => [host]))('%s is a short-link host', (host) => {
    expect(isShortLinkHost(host)).toBe(true);
  });
  it.each<[string, boolean]>([
    ['M.TB.CN', true],
    ['www.tinyurl.com', true],
    ['m.tb.cn.', true],
    ['item.taobao.com', false],
    ['acbuy.com', false],
    ['www.acbuy.com', false],
    ['kakobuy.com', false],
    ['notm.tb.cn', false],
    ['tinyurl.com.example', false],
    ['u.jd.com', false],
  ])('%s → %s', (host, expected) => {
    expect(isShortLinkHost(host)).toBe(expected);
  });
});

describe('looksLikeLink tells links from product words in the search box', () => {
  it.each<[string, boolean]>([
    ['https://item.taobao.com/item.htm?id=675330231400', true],
    ['item.taobao.com/item.htm?id=675330231400', true],
    ['weidian.com/item.html?itemID=7212345678', true],
    ['www.example.com', true],
    ['example.com/some/page', true],
    ['cnfans.com', true],
    ['【淘宝】https://m.tb.cn/h.5XyZAbC?tk=abc CZ0001', true],
    ['￥AbC123xyz￥', true],
    ['https%3A%2F%2Fitem.taobao.com%2Fitem.htm%3Fid%3D675330231400', true],
    ['nike dunk 2024', false],
    ['卫衣', false],
    ['jordan 4 size 42.5', false],
    ['Mr.Robot hoodie', false],
    ['buyer@gmail.com', false],
    ['v2.0 shoes', false],
    ['', false],
    ['675330231400', false],
  ])('%j → %s', (input, expected) => {
    expect(looksLikeLink(input)).toBe(expected);
  });
});
