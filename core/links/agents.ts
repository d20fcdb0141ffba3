/**
 * Shopping-agent URL forms (link-formats.md §B), one rule per agent: the agent's hosts, the forms its product links
 * take, and its own marketplace-code table (§B1). Parsing only: building links is template-driven from the agent
 * registry (build.ts), so an agent added to the registry needs no code here to get links built.
 * Agents not in our registry are listed too, so that their links are understood when pasted.
 */
import {
  codeAndIdInPath,
  codeAndIdInQuery,
  encryptedParam,
  idInPath,
  wrappedUrl,
  type CodeTable,
  type SiteRule,
} from './forms.ts';

/** Marketplace words that mean the same for every agent (§B1), lowercase. */
const WORDS: CodeTable = {
  taobao: 'taobao',
  tmall: 'tmall',
  weidian: 'weidian',
  '1688': '1688',
  ali_1688: '1688',
  alibaba: '1688',
  xianyu: 'not_carried',
  goofish: 'not_carried',
  jd: 'not_carried',
  pinduoduo: 'not_carried',
};

/** §B1: Hoobuy, GTBuy, Hipobuy, OOPBuy (numeric), VigorBuy. */
const TB1_WD2_AL0: CodeTable = { ...WORDS, '1': 'taobao', '2': 'weidian', '0': '1688' };
/** §B1: USFans. */
const USFANS_CODES: CodeTable = { ...WORDS, '2': 'taobao', '3': 'weidian', '1': '1688' };
/** §B1: PonyBuy and PanGlobalBuy. */
const TB1_WD3_AL2: CodeTable = { ...WORDS, '1': 'taobao', '3': 'weidian', '2': '1688' };
/** §B1: SifuBuy. */
const SIFUBUY_CODES: CodeTable = { ...WORDS, '2': 'taobao', '4': 'weidian', '1': '1688' };
/** §B1: ACBuy `source=TB|WD|AL`. */
const ACBUY_CODES: CodeTable = { ...WORDS, tb: 'taobao', wd: 'weidian', al: '1688' };
/** §B1: CSSBuy and HubbuyCN say `micro` for Weidian; a bare CSSBuy `item-{id}` is Taobao. */
const CSSBUY_CODES: CodeTable = { ...WORDS, '': 'taobao', micro: 'weidian' };
/** §B Rizzitgo `source={1=AL|2=TB|3=WD}` (bbd-bot; uncertain). */
const RIZZITGO_CODES: CodeTable = { ...WORDS, '1': '1688', '2': 'taobao', '3': 'weidian' };
/** §B Sinabuy: only `/product/2/{id}` = Weidian is known (uncertain). */
const SINABUY_CODES: CodeTable = { ...WORDS, '2': 'weidian' };
/**
 * §B Litbuy: the sources disagree on its numeric channel codes, so only marketplace words are read
 * (`channel=WEIDIAN|TAOBAO|ALI`); a numeric code is refused rather than guessed.
 */
const LITBUY_CODES: CodeTable = { ...WORDS, ali: '1688' };

/** `/product?id=…&platform=TAOBAO`, `/product/?shop_type=taobao&id=…`, mobile `/pages/product/product?id=…&shoptype=…`, locale prefixes (§B CNFans). */
const CNFANS_FAMILY = codeAndIdInQuery(WORDS, /\/product\b/, ['platform', 'shop_type', 'shoptype'], ['id']);
/** `/product/{code}/{id}`, also `/m/product/…`. */
const productPath = (codes: CodeTable) => codeAndIdInPath(codes, /\/product\/(?<code>[^/]+)\/(?<id>[^/]+?)(?:\.html?)?\/?$/);
/** CSSBuy-style `item-{id}.html`, `item-micro-{id}.html`, `item-1688-{id}.html`. */
const CSSBUY_PATH = codeAndIdInPath(CSSBUY_CODES, /^\/item-(?:(?<code>micro|1688|xianyu)-)?(?<id>[^/]+?)(?:\.html?)?$/);
/** Agents that wrap the raw marketplace URL in `url=` (§B "url= agents"). */
const URL_PARAM = wrappedUrl(null, ['url']);

const agent = (site: string, hosts: string[], ...forms: SiteRule['forms']): SiteRule => ({ site, role: 'agent', hosts, forms });

export const AGENT_RULES: readonly SiteRule[] = [
  // §B CNFans family: `id` + platform / shop_type / shoptype.
  agent('cnfans', ['cnfans.com'], CNFANS_FAMILY),
  agent('mulebuy', ['mulebuy.com'], CNFANS_FAMILY),
  agent('joyabuy', ['joyabuy.com'], CNFANS_FAMILY),
  agent('joyagoo', ['joyagoo.com'], CNFANS_FAMILY),
  agent('orientdig', ['orientdig.com'], CNFANS_FAMILY),
  // §B Kakobuy family: `/item/details?url=`; `/item/store?url=` wraps a shop (read by parseShopLink, a `shop_link` for products).
  agent('kakobuy', ['kakobuy.com'], URL_PARAM),
  agent('hagobuy', ['hagobuy.com', 'hegobuy.com'], URL_PARAM),
  // §B Superbuy family: `/en/page/buy/?url=`, mobile `/#/goodsDetail?…&url=`.
  agent('superbuy', ['superbuy.com'], URL_PARAM),
  agent('wegobuy', ['wegobuy.com'], URL_PARAM),
  agent('allchinabuy', ['allchinabuy.com'], URL_PARAM),
  // §B ACBuy: `/product/?id=…&source=TB`; the older AllChinaBuy-era `acbuy.com/en/page/buy/?url=` too.
  agent('acbuy', ['acbuy.com'], codeAndIdInQuery(ACBUY_CODES, /\/product\b/, ['source'], ['id']), URL_PARAM),
  // §B Hoobuy, GTBuy, Hipobuy, VigorBuy: `/product/{1|2|0 or word}/{id}`; USFans has its own numbers.
  agent('hoobuy', ['hoobuy.com'], productPath(TB1_WD2_AL0)),
  agent('gtbuy', ['gtbuy.com'], productPath(TB1_WD2_AL0)),
  agent('hipobuy', ['hipobuy.com'], productPath(TB1_WD2_AL0)),
  agent('vigorbuy', ['vigorbuy.com'], productPath(TB1_WD2_AL0)),
  agent('usfans', ['usfans.com'], productPath(USFANS_CODES)),
  // §B OOPBuy: `/product/{mp}/{id}`, `/goods/details?id=&channel=`, mobile `?spuNo=&channelId=`, `/pages/web-view/index?url=`.
  agent(
    'oopbuy',
    ['oopbuy.com'],
    productPath(TB1_WD2_AL0),
    codeAndIdInQuery(TB1_WD2_AL0, /\/goods\/details\b/, ['channel', 'channelId'], ['id', 'spuNo']),
    wrappedUrl(/\/web-view\//, ['url']),
  ),
  // §B LoveGoBuy: `/product?id=&shop_type=`, older `?platform=&goodsId=`, hash route `/pc/#/goods/detail?…`.
  agent('lovegobuy', ['lovegobuy.com'], codeAndIdInQuery(WORDS, /\/product\b|\/goods\/detail\b/, ['shop_type', 'platform'], ['id', 'goodsId'])),
  // §B CSSBuy: `item-{id}.html` family; page style `/shop/goodsDetail?type=micro&id=` (uncertain).
  agent('cssbuy', ['cssbuy.com'], CSSBUY_PATH, codeAndIdInQuery(CSSBUY_CODES, /^\/shop\/goodsdetail\b/, ['type'], ['id'])),
  agent('fansbuy', ['fansbuy.com'], CSSBUY_PATH),
  // §B Sugargoo: `/products?productLink=`, older `/#/home/productDetail?productLink=` (double-encoded), older `?url=`.
  agent('sugargoo', ['sugargoo.com', 'esugargoo.com'], wrappedUrl(null, ['productLink', 'url'])),
  agent('fishgoo', ['fishgoo.com'], wrappedUrl(null, ['productLink'])),
  // §B Basetao: `/best-taobao-agent-service/products/agent/{mp}/{id}.html`.
  agent('basetao', ['basetao.com'], codeAndIdInPath(WORDS, /\/products\/agent\/(?<code>[^/]+)\/(?<id>[^/]+?)(?:\.html?)?$/)),
  // §B Pandabuy (closed 2024): `url=` plain or encrypted (`PJ{digit}{letter}…`, not decrypted).
  agent('pandabuy', ['pandabuy.com'], encryptedParam('url', /^PJ\d[a-z]/i), URL_PARAM),
  agent('itaobuy', ['itaobuy.com'], URL_PARAM),
  agent('loongbuy', ['loongbuy.com'], URL_PARAM),
  agent('eastmallbuy', ['eastmallbuy.com'], URL_PARAM),
  agent('blikbuy', ['blikbuy.com'], URL_PARAM),
  agent('kameymall', ['kameymall.com'], wrappedUrl(/^\/purchases\/search\/item\b/, ['url'])),
  agent('ezbuycn', ['ezbuycn.com'], wrappedUrl(/\/chaid\.aspx$/, ['key'])),
  // §B HubbuyCN: `?url=`, legacy `?tp=micro&tid={id}`, `/product/item/{mp}/{id}`, `/taobaoID={id}`.
  agent(
    'hubbuycn',
    ['hubbuycn.com'],
    codeAndIdInQuery(CSSBUY_CODES, /\/index\/item\b/, ['tp'], ['tid']),
    URL_PARAM,
    codeAndIdInPath(CSSBUY_CODES, /\/product\/item\/(?<code>[^/]+)\/(?<id>[^/]+?)\/?$/),
    idInPath({ channel: 'taobao' }, /\/taobaoid=(?<id>[^/&]+)/),
  ),
  // §B PonyBuy: `/products/{1|3|2}/{id}`, legacy `/goods?product_id=&platform=`.
  agent(
    'ponybuy',
    ['ponybuy.com'],
    codeAndIdInPath(TB1_WD3_AL2, /\/products\/(?<code>[^/]+)\/(?<id>[^/]+?)\/?$/),
    codeAndIdInQuery(TB1_WD3_AL2, /\/goods\b/, ['platform'], ['product_id']),
  ),
  // §B PanGlobalBuy: hash route `/#/details?type={1|3|2}&offerId=`.
  agent('panglobalbuy', ['panglobalbuy.com'], codeAndIdInQuery(TB1_WD3_AL2, /\/details\b/, ['type'], ['offerId'])),
  // §B SifuBuy: `/detail?id=&type={2|4|1}`, alt `?productUrl=` (double-encoded, wins over a stray `type`).
  agent('sifubuy', ['sifubuy.com'], wrappedUrl(null, ['productUrl']), codeAndIdInQuery(SIFUBUY_CODES, /\/detail\b/, ['type'], ['id'])),
  // §B CNShopper: `/goods/detail?keyword={id}&platform=`.
  agent('cnshopper', ['cnshopper.com'], codeAndIdInQuery(WORDS, /\/goods\/detail\b/, ['platform'], ['keyword'])),
  // §B BBDBuy: `/goods/{WEIDIAN|TAOBAO|1688}/{id}`.
  agent('bbdbuy', ['bbdbuyeu.com'], codeAndIdInPath(WORDS, /\/goods\/(?<code>[^/]+)\/(?<id>[^/]+?)\/?$/)),
  // §B Litbuy (uncertain, words only): `/products/details?id=&channel=`, `?spuNo=`, `/product/weidian/{id}`.
  agent(
    'litbuy',
    ['litbuy.com'],
    codeAndIdInQuery(LITBUY_CODES, /\/products?\/details\b/, ['channel'], ['id', 'spuNo']),
    productPath(LITBUY_CODES),
  ),
  // §B Rizzitgo (uncertain): `/detail-page/?goodsId=&source={1|2|3}`.
  agent('rizzitgo', ['rizzitgo.com'], codeAndIdInQuery(RIZZITGO_CODES, /\/detail-page\b/, ['source'], ['goodsId'])),
  // §B Ootdbuy (uncertain): `/goods/details?id=&channel=`.
  agent('ootdbuy', ['ootdbuy.com'], codeAndIdInQuery(WORDS, /\/goods\/details\b/, ['channel'], ['id'])),
  // §B Sinabuy (uncertain): `/product/2/{id}`.
  agent('sinabuy', ['sinabuy.com'], productPath(SINABUY_CODES)),
];
