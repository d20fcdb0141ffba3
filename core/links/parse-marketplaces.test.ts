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

describe('parseProductLink reads every offline marketplace form of link-formats.md §A', () => {
  it.each<[string, string, ParsedLink]>([
    // §A1 Taobao
    ['canonical item.htm', 'https://item.taobao.com/item.htm?id=675330231400', marketplace('taobao', '675330231400')],
    ['item.htm with spm before id', 'https://item.taobao.com/item.htm?spm=a1z10.3-c.w4002-13979990307.10.46c7707e2PW6oL&id=691541677564', marketplace('taobao', '691541677564')],
    ['item.html variant', 'https://item.taobao.com/item.html?id=674029285425', marketplace('taobao', '674029285425')],
    ['13-digit id with ns, abbucket and #detail', 'https://item.taobao.com/item.htm?id=1035221191373&ns=1&abbucket=6#detail', marketplace('taobao', '1035221191373')],
    ['plain http', 'http://item.taobao.com/item.htm?id=675330231400', marketplace('taobao', '675330231400')],
    ['world.taobao.com path id', 'https://world.taobao.com/item/674029285425.htm', marketplace('taobao', '674029285425')],
    ['www.taobao.com/list/item', 'https://www.taobao.com/list/item/758067992163.htm?spm=a21wu.10013406-cat.taglist-content.1.56e938a4vsEyTK', marketplace('taobao', '758067992163')],
    ['m.intl.taobao.com mobile detail', 'https://m.intl.taobao.com/detail/detail.html?id=763706333392', marketplace('taobao', '763706333392')],
    ['h5.m.taobao.com app detail', 'https://h5.m.taobao.com/awp/core/detail.htm?id=643220983372&ut_sk=1.XyZ_21380790_1728424955112.Copy.1', marketplace('taobao', '643220983372')],
    ['legacy a.m.taobao.com/i{id}.htm', 'https://a.m.taobao.com/i643220983372.htm', marketplace('taobao', '643220983372')],
    [
      'international-app share page (targetId)',
      'https://assets-tmw.taobao.com/app/tmall-ovs-rax/share_page/home?targetType=ITEM&targetId=689584596676&sign=d3b29289dc15136727f8f9ac70a594ae&site=SG&language=en_US&targetUrl=https%3A%2F%2Fitem.taobao.com%2Fitem.htm%3Fut_sk%3D1.Zupb7jk%26id%3D689584596676%26sourceType%3Ditem',
      marketplace('taobao', '689584596676'),
    ],
    [
      'international-app share page without targetId falls back to targetUrl',
      'https://assets-tmw.taobao.com/app/tmall-ovs-rax/share_page/home?targetType=ITEM&site=SG&targetUrl=https%3A%2F%2Fitem.taobao.com%2Fitem.htm%3Fid%3D689584596677%26sourceType%3Ditem',
      marketplace('taobao', '689584596677'),
    ],
    ['taobao app scheme', 'taobao://item.taobao.com/item.htm?id=675330231400', marketplace('taobao', '675330231400')],
    // §A2 Tmall (Taobao id space, flagged)
    ['detail.tmall.com item.htm', 'https://detail.tmall.com/item.htm?id=625144747417', marketplace('taobao', '625144747417', true)],
    ['detail.tmall.com with abbucket before id', 'https://detail.tmall.com/item.htm?abbucket=6&id=625144747417&ns=1', marketplace('taobao', '625144747417', true)],
    ['item_o.htm', 'https://detail.tmall.com/item_o.htm?id=674029285425', marketplace('taobao', '674029285425', true)],
    ['detail.m.tmall.com mobile', 'https://detail.m.tmall.com/item.htm?id=625144747417&skuId=5082305846066', marketplace('taobao', '625144747417', true)],
    ['item.tmall.com', 'https://item.tmall.com/item.htm?id=625144747417', marketplace('taobao', '625144747417', true)],
    ['detail.tmall.hk/hk/item.htm', 'https://detail.tmall.hk/hk/item.htm?id=625144747417', marketplace('taobao', '625144747417', true)],
    ['Tmall supermarket subdomain', 'https://chaoshi.detail.tmall.com/item.htm?id=625144747417', marketplace('taobao', '625144747417', true)],
    ['encoded %26id= inside the query', 'https://detail.tmall.com/item.htm?abbucket=6%26id=625144747417%26ns=1', marketplace('taobao', '625144747417', true)],
    ['encoded %26id%3D inside the query', 'https://detail.tmall.com/item.htm?abbucket=6%26id%3D625144747417%26ns%3D1', marketplace('taobao', '625144747417', true)],
    // §A3 Weidian
    ['canonical itemID', 'https://weidian.com/item.html?itemID=7212345678', marketplace('weidian', '7212345678')],
    ['itemId spelling', 'https://weidian.com/item.html?itemId=7212345678', marketplace('weidian', '7212345678')],
    ['www. host and lowercase itemid', 'https://www.weidian.com/item.html?itemid=7212345678', marketplace('weidian', '7212345678')],
    [
      'noise params spider_token, vc_cps_track, wfr, share_relation, p',
      'https://weidian.com/item.html?itemID=5418645467&spider_token=4572&vc_cps_track=1459920903_0_0&wfr=wx&share_relation=a1b2c3&p=iphone',
      marketplace('weidian', '5418645467'),
    ],
    ['shop subdomain item page', 'https://shop1622368742.v.weidian.com/item.html?itemID=5418645465', marketplace('weidian', '5418645465')],
    ['fast order page', 'https://weidian.com/fastorder.html?itemID=7212345678&type=quickOrder', marketplace('weidian', '7212345678')],
    ['k.youshop10.com item page is readable', 'https://k.youshop10.com/item.html?itemID=7212345678', marketplace('weidian', '7212345678')],
    [
      'Google-redirect mangling itemID%3D',
      'https://weidian.com/item.html?itemID%3D7240382968&sa=D&source=editors&ust=1730201953662241&usg=AOvVaw1SDREQEPD_-pc9VCz57GDg',
      marketplace('weidian', '7240382968'),
    ],
    ['Google Docs params after a clean itemID', 'https://weidian.com/item.html?itemID=7240382968&sa=D&source=editors&ust=1730201953662241', marketplace('weidian', '7240382968')],
    // §A4 1688
    ['detail.1688.com offer path', 'https://detail.1688.com/offer/846137330434.html', marketplace('1688', '846137330434')],
    ['offer path with spm', 'https://detail.1688.com/offer/610494659403.html?spm=a26352.13672862.offerlist.1.68e31e62', marketplace('1688', '610494659403')],
    ['m.1688.com offer path', 'https://m.1688.com/offer/846137330434.html', marketplace('1688', '846137330434')],
    ['detail.m.1688.com offerId query', 'https://detail.m.1688.com/page/index.html?offerId=846137330434&sk=consign', marketplace('1688', '846137330434')],
    ['percent-encoded offer%2F path', 'https://detail.1688.com/offer%2F846137330434.html', marketplace('1688', '846137330434')],
    // §A8 Yupoo wrapper, Google redirect
    ['yupoo /external?url= wrapping Weidian', 'https://x.yupoo.com/external?url=https%3A%2F%2Fweidian.com%2Fitem.html%3FitemID%3D7212345678', marketplace('weidian', '7212345678')],
    ['seller yupoo /external double-encoded Taobao', 'https://seller.x.yupoo.com/external?url=https%253A%252F%252Fitem.taobao.com%252Fitem.htm%253Fid%253D675330231400', marketplace('taobao', '675330231400')],
    ['Google /url?q= redirect', 'https://www.google.com/url?q=https://weidian.com/item.html?itemID%3D7240382968&sa=D&source=editors&ust=1730201953662241', marketplace('weidian', '7240382968')],
  ])('%s', (_name, input, expected) => {
    expect(parseProductLink(input)).toEqual(expected);
  });
});
