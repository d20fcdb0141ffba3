import { describe, expect, it } from 'vitest';
import type { Channel } from '../api.ts';
import { parseProductLink } from './index.ts';
import type { ParsedLink } from './types.ts';

const agent = (name: string, channel: Channel, offerId: string, tmall = false): ParsedLink => ({
  ok: true,
  channel,
  offerId,
  via: 'agent',
  agent: name,
  ...(tmall ? { tmall } : {}),
});

const TB = 'https%3A%2F%2Fitem.taobao.com%2Fitem.htm%3Fid%3D675330231400';
const WD = 'https%3A%2F%2Fweidian.com%2Fitem.html%3FitemID%3D7212345678';
const AL = 'https%3A%2F%2Fdetail.1688.com%2Foffer%2F846137330434.html';

describe('parseProductLink reads the product links of every agent in link-formats.md §B', () => {
  it.each<[string, string, ParsedLink]>([
    // CNFans family: id + platform | shop_type | shoptype
    ['CNFans current form', 'https://cnfans.com/product?id=7212345678&platform=WEIDIAN', agent('cnfans', 'weidian', '7212345678')],
    ['CNFans legacy shop_type form', 'https://cnfans.com/product/?shop_type=taobao&id=675330231400', agent('cnfans', 'taobao', '675330231400')],
    ['CNFans ali_1688 with ref', 'https://cnfans.com/product/?shop_type=ali_1688&id=846137330434&ref=123456', agent('cnfans', '1688', '846137330434')],
    ['CNFans mobile shoptype', 'https://m.cnfans.com/pages/product/product?id=7212345678&shoptype=WEIDIAN', agent('cnfans', 'weidian', '7212345678')],
    ['CNFans /fr/ locale prefix', 'https://cnfans.com/fr/product/?shop_type=taobao&id=726145768645', agent('cnfans', 'taobao', '726145768645')],
    ['CNFans TMALL platform', 'https://cnfans.com/product?id=625144747417&platform=TMALL', agent('cnfans', 'taobao', '625144747417', true)],
    ['CNFans case variants', 'https://www.CNFans.com/Product/?Shop_Type=TaoBaO&ID=675330231400', agent('cnfans', 'taobao', '675330231400')],
    ['Mulebuy shop_type form with ref', 'https://mulebuy.com/product/?shop_type=weidian&id=7212345678&ref=200001', agent('mulebuy', 'weidian', '7212345678')],
    ['Mulebuy /zh/ locale prefix', 'https://mulebuy.com/zh/product/?shop_type=taobao&id=726526607194', agent('mulebuy', 'taobao', '726526607194')],
    ['Mulebuy platform=1688 spelling', 'https://mulebuy.com/product?id=846137330434&platform=1688', agent('mulebuy', '1688', '846137330434')],
    ['Mulebuy mobile', 'https://m.mulebuy.com/pages/product/product?id=7212345678&shoptype=weidian', agent('mulebuy', 'weidian', '7212345678')],
    ['Mulebuy odd product-test path', 'https://mulebuy.com/product-test/product/?shop_type=taobao&id=781807828902', agent('mulebuy', 'taobao', '781807828902')],
    ['Joyabuy', 'https://joyabuy.com/product/?shop_type=taobao&id=675330231400&ref=1', agent('joyabuy', 'taobao', '675330231400')],
    ['Joyagoo', 'https://joyagoo.com/product?id=7212345678&platform=WEIDIAN&ref=300', agent('joyagoo', 'weidian', '7212345678')],
    ['Joyagoo mobile', 'https://m.joyagoo.com/pages/product/product?id=846137330434&shoptype=ALI_1688', agent('joyagoo', '1688', '846137330434')],
    ['Orientdig', 'https://orientdig.com/product/?shop_type=taobao&id=781807828972', agent('orientdig', 'taobao', '781807828972')],
    // url= agents
    ['Kakobuy Weidian with affcode', `https://www.kakobuy.com/item/details?url=${WD}&affcode=abc12`, agent('kakobuy', 'weidian', '7212345678')],
    ['Kakobuy 1688', `https://www.kakobuy.com/item/details?url=${AL}`, agent('kakobuy', '1688', '846137330434')],
    ['Hagobuy', `https://www.hagobuy.com/item/details?url=${TB}&affcode=x`, agent('hagobuy', 'taobao', '675330231400')],
    ['Hegobuy domain', `https://www.hegobuy.com/item/details?url=${WD}`, agent('hagobuy', 'weidian', '7212345678')],
    [
      'Superbuy desktop with nTag noise and partnercode',
      `https://www.superbuy.com/en/page/buy/?nTag=Home-search&from=search-input&_search=url&position=&url=${TB}&partnercode=abc`,
      agent('superbuy', 'taobao', '675330231400'),
    ],
    [
      'Superbuy mobile hash route with an unencoded Tmall URL',
      'https://m.superbuy.com/home/#/goodsDetail?nTag=Home-search&from=search-input&_search=url&url=https://detail.tmall.com/item.htm?id=66608981238',
      agent('superbuy', 'taobao', '66608981238', true),
    ],
    ['Superbuy mobile goodsdetail', 'https://m.superbuy.com/en/goodsdetail/?url=https%3A%2F%2Fitem.taobao.com%2Fitem.htm%3Fid%3D705339617846', agent('superbuy', 'taobao', '705339617846')],
    ['Wegobuy legacy', 'https://www.wegobuy.com/en/page/buy?from=search-input&url=https%3A%2F%2Fitem.taobao.com%2Fitem.html%3Fid%3D675330231400&partnercode=6t86Xk', agent('wegobuy', 'taobao', '675330231400')],
    ['AllChinaBuy desktop', `https://www.allchinabuy.com/en/page/buy/?nTag=Home-search&from=search-input&_search=url&position=&url=${WD}&partnercode=abc`, agent('allchinabuy', 'weidian', '7212345678')],
    [
      'AllChinaBuy mobile hash route with unencoded Weidian URL',
      'https://m.allchinabuy.com/home/#/goodsDetail?nTag=Home-search&from=search-input&_search=url&url=https://weidian.com/item.html?itemID=7232818672',
      agent('allchinabuy', 'weidian', '7232818672'),
    ],
    ['Pandabuy plain url', `https://www.pandabuy.com/product?ra=21&url=${WD}&inviteCode=ABC`, agent('pandabuy', 'weidian', '7212345678')],
    ['Pandabuy mobile Tmall', 'https://m.pandabuy.com/product?url=https%3A%2F%2Fdetail.tmall.com%2Fitem.htm%3Fid%3D625144747417&inviteCode=84QGEFBNY', agent('pandabuy', 'taobao', '625144747417', true)],
    ['iTaobuy', `https://www.itaobuy.com/product-detail?url=${TB}&inviteCode=X1`, agent('itaobuy', 'taobao', '675330231400')],
    ['LoongBuy', `https://www.loongbuy.com/product-details?url=${WD}&invitecode=X1`, agent('loongbuy', 'weidian', '7212345678')],
    ['EastMallBuy', 'https://eastmallbuy.com/index/item/index.html?searchlang=en&url=https%3A%2F%2Fitem.taobao.com%2Fitem.htm%3Fid%3D781807828903&inviter=x', agent('eastmallbuy', 'taobao', '781807828903')],
    ['Blikbuy', `https://www.blikbuy.com/?go=item&url=${TB}&icode=X1`, agent('blikbuy', 'taobao', '675330231400')],
    ['Kameymall', 'https://www.kameymall.com/purchases/search/item?url=https%3A%2F%2Fitem.taobao.com%2Fitem.htm%3Fid%3D732843623706', agent('kameymall', 'taobao', '732843623706')],
    ['EzbuyCN raw key', 'https://ezbuycn.com/api/chaid.aspx?key=https://item.taobao.com/item.htm?id=675330231400', agent('ezbuycn', 'taobao', '675330231400')],
    // Sugargoo / Fishgoo productLink
    ['Sugargoo new /products route', `https://www.sugargoo.com/products?productLink=${TB}&memberId=341948605864607954`, agent('sugargoo', 'taobao', '675330231400')],
    [
      'Sugargoo hash route, double-encoded',
      'https://www.sugargoo.com/#/home/productDetail?productLink=https%253A%252F%252Fweidian.com%252Fitem.html%253FitemID%253D5418645467%2526spider_token%253D4572',
      agent('sugargoo', 'weidian', '5418645467'),
    ],
    ['Sugargoo oldest index/item url=', 'https://sugargoo.com/index/item/index.html?tp=taobao&searchlang=en&url=https%3A%2F%2Fweidian.com%2Fitem.html%3FitemID%3D5789470155', agent('sugargoo', 'weidian', '5789470155')],
    [
      'esugargoo domain',
      'https://www.esugargoo.com/#/home/productDetail?productLink=https%253A%252F%252Fitem.taobao.com%252Fitem.htm%253Fspm%253Da1z10.3-c.w4002-13979990307.10.46c7707e2PW6oL%2526id%253D691541677564&memberId=341948605864607954',
      agent('sugargoo', 'taobao', '691541677564'),
    ],
    ['Fishgoo hash route', 'https://www.fishgoo.com/#/product?productLink=https%253A%252F%252Fweidian.com%252Fitem.html%253FitemID%253D7212345678&memberId=1', agent('fishgoo', 'weidian', '7212345678')],
    // ACBuy
    ['ACBuy WD with u', 'https://www.acbuy.com/product/?id=7212345678&source=WD&u=ABC123', agent('acbuy', 'weidian', '7212345678')],
    ['ACBuy TB /product?', 'https://www.acbuy.com/product?id=675330231400&source=TB', agent('acbuy', 'taobao', '675330231400')],
    ['ACBuy AL', 'https://www.acbuy.com/product/?id=846137330434&source=AL', agent('acbuy', '1688', '846137330434')],
    [
      'ACBuy AllChinaBuy-era url= form',
      'https://www.acbuy.com/en/page/buy/?nTag=Home-search&from=search-input&_search=url&position=&url=https%3A%2F%2Fweidian.com%2Fitem.html%3FitemID%3D5726306637',
      agent('acbuy', 'weidian', '5726306637'),
    ],
    // Path-code agents (§B1 tables)
    ['Hoobuy TB=1', 'https://hoobuy.com/product/1/692787834585?utm_source=share&utm_medium=product_details', agent('hoobuy', 'taobao', '692787834585')],
    ['Hoobuy mobile WD=2', 'https://hoobuy.com/m/product/2/7234262753?utm_source=share&utm_medium=product_details', agent('hoobuy', 'weidian', '7234262753')],
    ['Hoobuy AL=0', 'https://www.hoobuy.com/product/0/846137330434?inviteCode=abc', agent('hoobuy', '1688', '846137330434')],
    ['GTBuy TB=1', 'https://gtbuy.com/product/1/675330231400?inviteCode=x', agent('gtbuy', 'taobao', '675330231400')],
    ['GTBuy word segment', 'https://gtbuy.com/product/weidian/7212345678', agent('gtbuy', 'weidian', '7212345678')],
    ['Hipobuy word', 'https://hipobuy.com/product/weidian/7212345678', agent('hipobuy', 'weidian', '7212345678')],
    ['Hipobuy mobile, segment in odd case', 'https://hipobuy.com/m/product/TaoBaO/675330231400?inviteCode=x', agent('hipobuy', 'taobao', '675330231400')],
    ['Hipobuy AL=0', 'https://hipobuy.com/product/0/846137330434', agent('hipobuy', '1688', '846137330434')],
    ['VigorBuy WD=2', 'https://vigorbuy.com/product/2/7212345678?inviteCode=x', agent('vigorbuy', 'weidian', '7212345678')],
    ['VigorBuy TB=1', 'https://vigorbuy.com/product/1/675330231400', agent('vigorbuy', 'taobao', '675330231400')],
    ['VigorBuy AL=0', 'https://vigorbuy.com/product/0/846137330434', agent('vigorbuy', '1688', '846137330434')],
    ['USFans TB=2', 'https://www.usfans.com/product/2/675330231400?ref=x', agent('usfans', 'taobao', '675330231400')],
    ['USFans WD=3', 'https://www.usfans.com/product/3/7212345678', agent('usfans', 'weidian', '7212345678')],
    ['USFans AL=1', 'https://www.usfans.com/product/1/846137330434', agent('usfans', '1688', '846137330434')],
    ['PonyBuy TB=1', 'https://www.ponybuy.com/products/1/675330231400?inviteCode=x', agent('ponybuy', 'taobao', '675330231400')],
    ['PonyBuy WD=3', 'https://www.ponybuy.com/products/3/7212345678', agent('ponybuy', 'weidian', '7212345678')],
    ['PonyBuy AL=2', 'https://www.ponybuy.com/products/2/846137330434', agent('ponybuy', '1688', '846137330434')],
    ['PonyBuy legacy goods?product_id', 'https://www.ponybuy.com/goods?product_id=7212345678&platform=weidian', agent('ponybuy', 'weidian', '7212345678')],
    ['Sinabuy WD=2', 'https://www.sinabuy.com/product/2/7212345678?inviteCode=x', agent('sinabuy', 'weidian', '7212345678')],
    ['BBDBuy WEIDIAN', 'https://www.bbdbuyeu.com/goods/WEIDIAN/7212345678?inviteCode=x', agent('bbdbuy', 'weidian', '7212345678')],
    ['BBDBuy TAOBAO', 'https://www.bbdbuyeu.com/goods/TAOBAO/675330231400', agent('bbdbuy', 'taobao', '675330231400')],
    ['BBDBuy 1688', 'https://www.bbdbuyeu.com/goods/1688/846137330434', agent('bbdbuy', '1688', '846137330434')],
    // OOPBuy
    ['OOPBuy word path', 'https://www.oopbuy.com/product/weidian/7231813762?inviteCode=test', agent('oopbuy', 'weidian', '7231813762')],
    ['OOPBuy numeric path TB=1', 'https://www.oopbuy.com/product/1/7231813762?inviteCode=test', agent('oopbuy', 'taobao', '7231813762')],
    ['OOPBuy /goods/details', 'https://oopbuy.com/goods/details?id=846137330434&channel=1688', agent('oopbuy', '1688', '846137330434')],
    ['OOPBuy mobile spuNo + channel', 'https://m.oopbuy.com/pages/goods/details?spuNo=7212345678&channel=weidian', agent('oopbuy', 'weidian', '7212345678')],
    ['OOPBuy mobile channelId + spuno', 'https://m.oopbuy.com/pages/goods/details?channelId=1&spuno=675330231400', agent('oopbuy', 'taobao', '675330231400')],
    ['OOPBuy web-view url=', `https://m.oopbuy.com/pages/web-view/index?url=${WD}`, agent('oopbuy', 'weidian', '7212345678')],
    // LoveGoBuy
    ['LoveGoBuy id + shop_type', 'https://www.lovegobuy.com/product?id=675330231400&shop_type=taobao&invite_code=x', agent('lovegobuy', 'taobao', '675330231400')],
    ['LoveGoBuy mobile ali_1688', 'https://m.lovegobuy.com/product?id=846137330434&shop_type=ali_1688', agent('lovegobuy', '1688', '846137330434')],
    ['LoveGoBuy platform + goodsId', 'https://www.lovegobuy.com/product?platform=weidian&goodsId=4480454093', agent('lovegobuy', 'weidian', '4480454093')],
    ['LoveGoBuy hash route', 'https://www.lovegobuy.com/pc/#/goods/detail?platform=weidian&goodsId=4480454092', agent('lovegobuy', 'weidian', '4480454092')],
    // CSSBuy family
    ['CSSBuy Taobao item-{id}.html', 'https://www.cssbuy.com/item-675330231400.html', agent('cssbuy', 'taobao', '675330231400')],
    ['CSSBuy Weidian item-micro', 'https://www.cssbuy.com/item-micro-7212345678.html', agent('cssbuy', 'weidian', '7212345678')],
    ['CSSBuy 1688 with promotionCode', 'https://www.cssbuy.com/item-1688-846137330434.html?promotionCode=Y2h3ZWJkZXZlbG9wbWVudA', agent('cssbuy', '1688', '846137330434')],
    ['CSSBuy without .html', 'https://www.cssbuy.com/item-675330231400?promotionCode=Y2h3ZWJkZXZlbG9wbWVudA', agent('cssbuy', 'taobao', '675330231400')],
    ['CSSBuy goodsDetail page', 'https://www.cssbuy.com/shop/goodsDetail?type=micro&id=7212345678&promotionCode=x', agent('cssbuy', 'weidian', '7212345678')],
    ['Fansbuy CSSBuy-style', 'https://fansbuy.com/item-micro-7212345678.html?promotionCode=x', agent('fansbuy', 'weidian', '7212345678')],
    // Basetao
    ['Basetao taobao', 'https://www.basetao.com/best-taobao-agent-service/products/agent/taobao/655259799823.html', agent('basetao', 'taobao', '655259799823')],
    ['Basetao weidian', 'https://www.basetao.com/best-taobao-agent-service/products/agent/weidian/7231813765.html', agent('basetao', 'weidian', '7231813765')],
    ['Basetao 1688', 'https://www.basetao.com/best-taobao-agent-service/products/agent/1688/641649880094.html', agent('basetao', '1688', '641649880094')],
    // HubbuyCN
    ['HubbuyCN product/item?url=', `https://www.hubbuycn.com/product/item?url=${WD}&invitation_code=x`, agent('hubbuycn', 'weidian', '7212345678')],
    ['HubbuyCN product/item/{mp}/{id}', 'https://www.hubbuycn.com/product/item/micro/7212345678', agent('hubbuycn', 'weidian', '7212345678')],
    ['HubbuyCN legacy tp + tid', `https://www.hubbuycn.com/index/item/index.html?tp=1688&tid=846137330434&url=${AL}&inviter=x`, agent('hubbuycn', '1688', '846137330434')],
    ['HubbuyCN index/item url=', 'https://www.hubbuycn.com/index/item/index.html?url=https%3A%2F%2Fitem.taobao.com%2Fitem.htm%3Fid%3D781807828922', agent('hubbuycn', 'taobao', '781807828922')],
    ['HubbuyCN /taobaoID=', 'https://www.hubbuycn.com/taobaoID=726526607194&inviter=johnerik123', agent('hubbuycn', 'taobao', '726526607194')],
    // Query-code agents
    ['PanGlobalBuy TB=1 in hash route', 'https://panglobalbuy.com/#/details?type=1&offerId=676700645111&share_id=6552', agent('panglobalbuy', 'taobao', '676700645111')],
    ['PanGlobalBuy WD=3', 'https://panglobalbuy.com/#/details?type=3&offerId=7212345678', agent('panglobalbuy', 'weidian', '7212345678')],
    ['PanGlobalBuy AL=2', 'https://panglobalbuy.com/#/details?type=2&offerId=846137330434', agent('panglobalbuy', '1688', '846137330434')],
    ['SifuBuy WD=4', 'https://www.sifubuy.com/detail?invite_code=abc&id=5416187188&type=4', agent('sifubuy', 'weidian', '5416187188')],
    ['SifuBuy TB=2', 'https://www.sifubuy.com/detail?id=675330231400&type=2', agent('sifubuy', 'taobao', '675330231400')],
    ['SifuBuy AL=1', 'https://www.sifubuy.com/detail?id=846137330434&type=1', agent('sifubuy', '1688', '846137330434')],
    [
      'SifuBuy productUrl (double-encoded) wins over a stray type',
      'https://www.sifubuy.com/detail?productUrl=https%253A%252F%252Fweidian.com%252Fitem.html%253FitemID%253D54161871828&type=2',
      agent('sifubuy', 'weidian', '54161871828'),
    ],
    ['CNShopper keyword + platform', 'https://cnshopper.com/goods/detail?keyword=7212345678&platform=weidian&invite_id=1', agent('cnshopper', 'weidian', '7212345678')],
    ['Rizzitgo WD=3 (uncertain)', 'https://rizzitgo.com/detail-page/?goodsId=7212345678&source=3&rno=x', agent('rizzitgo', 'weidian', '7212345678')],
    ['Rizzitgo TB=2 (uncertain)', 'https://rizzitgo.com/detail-page/?goodsId=675330231400&source=2', agent('rizzitgo', 'taobao', '675330231400')],
    ['Ootdbuy (uncertain)', 'https://www.ootdbuy.com/goods/details?id=7212345678&channel=weidian&inviteCode=x', agent('ootdbuy', 'weidian', '7212345678')],
    ['Litbuy words (uncertain)', 'https://litbuy.com/products/details?id=7212345678&channel=WEIDIAN&inviteCode=x', agent('litbuy', 'weidian', '7212345678')],
    ['Litbuy ALI word', 'https://litbuy.com/products/details?id=846137330434&channel=ALI', agent('litbuy', '1688', '846137330434')],
    ['Litbuy path form', 'https://litbuy.com/product/weidian/7212345678', agent('litbuy', 'weidian', '7212345678')],
  ])('%s', (_name, input, expected) => {
    expect(parseProductLink(input)).toEqual(expected);
  });
});
