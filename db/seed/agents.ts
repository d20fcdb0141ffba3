/**
 * Seed data for the shopping-agent registry (product §D5 "Agents are data").
 *
 * Every product URL template comes from /work/shared/reference/link-formats.md, section B
 * ("Agents: product-link template, referral parameter, parse-back rule"), using the newest
 * form that document reports as verified (including the [apify-conv] changelog of 2026-09-10).
 * The template holds the literal placeholder `{offerId}`; replacing it with a marketplace item
 * id yields a working link. Agents that wrap the marketplace URL (`url=` / `productLink=`)
 * carry the percent-encoded canonical raw URL with `{offerId}` left literally inside it.
 *
 * Canonical raw URLs (link-formats.md §A):
 *   taobao  https://item.taobao.com/item.htm?id={id}
 *   weidian https://weidian.com/item.html?itemID={id}
 *   1688    https://detail.1688.com/offer/{id}.html
 */

export type Channel = 'taobao' | 'weidian' | '1688';

export type AgentSeed = {
  /** lowercase a-z0-9-, e.g. 'cnfans' */
  slug: string;
  /** display name as the agent spells it, e.g. 'CNFans' */
  agentName: string;
  /** https origin of the agent's site */
  siteUrl: string;
  /** hex colour used to generate the logo; contrast >= 4.5:1 against #ffffff */
  color: string;
  /** the agent's product URL per marketplace, with the literal placeholder {offerId} */
  productUrlTemplates: Record<Channel, string>;
  /** query parameter carrying the agent's referral/invite code; null if none is known */
  referralParam: string | null;
  /** SAMPLE value (not a fact) */
  serviceFeePct: number;
  /** SAMPLE value, 30..90 */
  freeStorageDays: number;
  /** SAMPLE value, 1..5 */
  processingDays: number;
  /** SAMPLE value, 3.5..4.9, one decimal */
  rating: number;
};

/** Fee, storage, processing and rating figures are SAMPLE VALUES for the demo, not facts about the agents. Operators edit them in the database. */
export const AGENT_SEED: AgentSeed[] = [
  // link-formats.md §B "CNFans" (current form, cn-links builder; [apify-conv] 2026-09 "CNFans emits id before platform"); referral `ref` (§B, §B3).
  {
    slug: 'cnfans',
    agentName: 'CNFans',
    siteUrl: 'https://cnfans.com',
    color: '#1E3A8A',
    productUrlTemplates: {
      taobao: 'https://cnfans.com/product?id={offerId}&platform=TAOBAO',
      weidian: 'https://cnfans.com/product?id={offerId}&platform=WEIDIAN',
      '1688': 'https://cnfans.com/product?id={offerId}&platform=ALI_1688',
    },
    referralParam: 'ref',
    serviceFeePct: 3,
    freeStorageDays: 90,
    processingDays: 2,
    rating: 4.7,
  },
  // link-formats.md §B "Mulebuy" (shop_type form per rephelper and [apify-conv] 2026-09 "Mulebuy uses its shop_type form"; §D lists it as to verify live); referral `ref`.
  {
    slug: 'mulebuy',
    agentName: 'Mulebuy',
    siteUrl: 'https://mulebuy.com',
    color: '#B45309',
    productUrlTemplates: {
      taobao: 'https://mulebuy.com/product/?shop_type=taobao&id={offerId}',
      weidian: 'https://mulebuy.com/product/?shop_type=weidian&id={offerId}',
      '1688': 'https://mulebuy.com/product/?shop_type=ali_1688&id={offerId}',
    },
    referralParam: 'ref',
    serviceFeePct: 4,
    freeStorageDays: 90,
    processingDays: 2,
    rating: 4.6,
  },
  // link-formats.md §B "Kakobuy" (`/item/details?url=` wrapper; solid: cn-links, rephelper, YuCart, kdreps-bot); referral `affcode`.
  {
    slug: 'kakobuy',
    agentName: 'Kakobuy',
    siteUrl: 'https://www.kakobuy.com',
    color: '#C2410C',
    productUrlTemplates: {
      taobao: 'https://www.kakobuy.com/item/details?url=https%3A%2F%2Fitem.taobao.com%2Fitem.htm%3Fid%3D{offerId}',
      weidian: 'https://www.kakobuy.com/item/details?url=https%3A%2F%2Fweidian.com%2Fitem.html%3FitemID%3D{offerId}',
      '1688': 'https://www.kakobuy.com/item/details?url=https%3A%2F%2Fdetail.1688.com%2Foffer%2F{offerId}.html',
    },
    referralParam: 'affcode',
    serviceFeePct: 5,
    freeStorageDays: 90,
    processingDays: 1,
    rating: 4.6,
  },
  // link-formats.md §B "ACBuy" (`/product/?id=&source=`, codes TB/WD/AL per §B1; [apify-conv] 2026-09 "ACBuy id before source"); referral `u` on product links.
  {
    slug: 'acbuy',
    agentName: 'ACBuy',
    siteUrl: 'https://www.acbuy.com',
    color: '#15803D',
    productUrlTemplates: {
      taobao: 'https://www.acbuy.com/product/?id={offerId}&source=TB',
      weidian: 'https://www.acbuy.com/product/?id={offerId}&source=WD',
      '1688': 'https://www.acbuy.com/product/?id={offerId}&source=AL',
    },
    referralParam: 'u',
    serviceFeePct: 0,
    freeStorageDays: 60,
    processingDays: 3,
    rating: 4.4,
  },
  // link-formats.md §B "Hoobuy" (`/product/{code}/{id}`, codes TB=1 WD=2 AL=0 per §B1; solid: cn-links decodeHoobuy + data/hoobuy); referral `inviteCode`.
  {
    slug: 'hoobuy',
    agentName: 'Hoobuy',
    siteUrl: 'https://www.hoobuy.com',
    color: '#6D28D9',
    productUrlTemplates: {
      taobao: 'https://www.hoobuy.com/product/1/{offerId}',
      weidian: 'https://www.hoobuy.com/product/2/{offerId}',
      '1688': 'https://www.hoobuy.com/product/0/{offerId}',
    },
    referralParam: 'inviteCode',
    serviceFeePct: 2,
    freeStorageDays: 90,
    processingDays: 3,
    rating: 4.5,
  },
  // link-formats.md §B "Superbuy" (`/en/page/buy/?from=search-input&url=` wrapper; solid: cn-links decodeSuperbuy, rephelper, YuCart); referral `partnercode`.
  {
    slug: 'superbuy',
    agentName: 'Superbuy',
    siteUrl: 'https://www.superbuy.com',
    color: '#1D4ED8',
    productUrlTemplates: {
      taobao: 'https://www.superbuy.com/en/page/buy/?from=search-input&url=https%3A%2F%2Fitem.taobao.com%2Fitem.htm%3Fid%3D{offerId}',
      weidian: 'https://www.superbuy.com/en/page/buy/?from=search-input&url=https%3A%2F%2Fweidian.com%2Fitem.html%3FitemID%3D{offerId}',
      '1688': 'https://www.superbuy.com/en/page/buy/?from=search-input&url=https%3A%2F%2Fdetail.1688.com%2Foffer%2F{offerId}.html',
    },
    referralParam: 'partnercode',
    serviceFeePct: 6,
    freeStorageDays: 90,
    processingDays: 2,
    rating: 4.9,
  },
  // link-formats.md §B "Sugargoo" (new `/products?productLink=` route per [apify-conv] 2026-09 and YuCart; single-encoded); referral `memberId`.
  {
    slug: 'sugargoo',
    agentName: 'Sugargoo',
    siteUrl: 'https://www.sugargoo.com',
    color: '#A16207',
    productUrlTemplates: {
      taobao: 'https://www.sugargoo.com/products?productLink=https%3A%2F%2Fitem.taobao.com%2Fitem.htm%3Fid%3D{offerId}',
      weidian: 'https://www.sugargoo.com/products?productLink=https%3A%2F%2Fweidian.com%2Fitem.html%3FitemID%3D{offerId}',
      '1688': 'https://www.sugargoo.com/products?productLink=https%3A%2F%2Fdetail.1688.com%2Foffer%2F{offerId}.html',
    },
    referralParam: 'memberId',
    serviceFeePct: 5,
    freeStorageDays: 60,
    processingDays: 3,
    rating: 4.5,
  },
  // link-formats.md §B "CSSBuy" (`item-{id}.html` / `item-micro-{id}.html` / `item-1688-{id}.html`; solid: cn-links decodeCssbuy, rephelper); referral `promotionCode`.
  {
    slug: 'cssbuy',
    agentName: 'CSSBuy',
    siteUrl: 'https://www.cssbuy.com',
    color: '#991B1B',
    productUrlTemplates: {
      taobao: 'https://www.cssbuy.com/item-{offerId}.html',
      weidian: 'https://www.cssbuy.com/item-micro-{offerId}.html',
      '1688': 'https://www.cssbuy.com/item-1688-{offerId}.html',
    },
    referralParam: 'promotionCode',
    serviceFeePct: 5,
    freeStorageDays: 90,
    processingDays: 3,
    rating: 4.4,
  },
  // link-formats.md §B "OOPBuy" (`/goods/details?id=&channel=` per [apify-conv] 2026-09 "OOPBuy now uses /goods/details"; cn-links decodes it; §D lists it as to verify live); referral `inviteCode`.
  {
    slug: 'oopbuy',
    agentName: 'OOPBuy',
    siteUrl: 'https://oopbuy.com',
    color: '#0369A1',
    productUrlTemplates: {
      taobao: 'https://oopbuy.com/goods/details?id={offerId}&channel=taobao',
      weidian: 'https://oopbuy.com/goods/details?id={offerId}&channel=weidian',
      '1688': 'https://oopbuy.com/goods/details?id={offerId}&channel=1688',
    },
    referralParam: 'inviteCode',
    serviceFeePct: 3,
    freeStorageDays: 60,
    processingDays: 2,
    rating: 4.3,
  },
  // link-formats.md §B "AllChinaBuy" (`/en/page/buy/?from=search-input&url=` wrapper; solid: cn-links tests, rephelper, YuCart); referral `partnercode`.
  {
    slug: 'allchinabuy',
    agentName: 'AllChinaBuy',
    siteUrl: 'https://www.allchinabuy.com',
    color: '#B91C1C',
    productUrlTemplates: {
      taobao: 'https://www.allchinabuy.com/en/page/buy/?from=search-input&url=https%3A%2F%2Fitem.taobao.com%2Fitem.htm%3Fid%3D{offerId}',
      weidian: 'https://www.allchinabuy.com/en/page/buy/?from=search-input&url=https%3A%2F%2Fweidian.com%2Fitem.html%3FitemID%3D{offerId}',
      '1688': 'https://www.allchinabuy.com/en/page/buy/?from=search-input&url=https%3A%2F%2Fdetail.1688.com%2Foffer%2F{offerId}.html',
    },
    referralParam: 'partnercode',
    serviceFeePct: 5,
    freeStorageDays: 90,
    processingDays: 2,
    rating: 4.7,
  },
  // link-formats.md §B "Joyagoo" (`/product?id=&platform=`; solid: cn-links, rephelper); referral `ref` (§B3 register link).
  {
    slug: 'joyagoo',
    agentName: 'Joyagoo',
    siteUrl: 'https://joyagoo.com',
    color: '#9D174D',
    productUrlTemplates: {
      taobao: 'https://joyagoo.com/product?id={offerId}&platform=TAOBAO',
      weidian: 'https://joyagoo.com/product?id={offerId}&platform=WEIDIAN',
      '1688': 'https://joyagoo.com/product?id={offerId}&platform=ALI_1688',
    },
    referralParam: 'ref',
    serviceFeePct: 4,
    freeStorageDays: 60,
    processingDays: 3,
    rating: 4.2,
  },
  // link-formats.md §B "Joyabuy" (`/product/?shop_type=&id=`; solid: cn-links, rephelper sheet); referral `ref`.
  {
    slug: 'joyabuy',
    agentName: 'Joyabuy',
    siteUrl: 'https://joyabuy.com',
    color: '#BE185D',
    productUrlTemplates: {
      taobao: 'https://joyabuy.com/product/?shop_type=taobao&id={offerId}',
      weidian: 'https://joyabuy.com/product/?shop_type=weidian&id={offerId}',
      '1688': 'https://joyabuy.com/product/?shop_type=ali_1688&id={offerId}',
    },
    referralParam: 'ref',
    serviceFeePct: 4,
    freeStorageDays: 45,
    processingDays: 4,
    rating: 4.0,
  },
  // link-formats.md §B "Orientdig" (`/product/?shop_type=&id=`; solid: cn-links); referral `ref`.
  {
    slug: 'orientdig',
    agentName: 'Orientdig',
    siteUrl: 'https://orientdig.com',
    color: '#0F766E',
    productUrlTemplates: {
      taobao: 'https://orientdig.com/product/?shop_type=taobao&id={offerId}',
      weidian: 'https://orientdig.com/product/?shop_type=weidian&id={offerId}',
      '1688': 'https://orientdig.com/product/?shop_type=ali_1688&id={offerId}',
    },
    referralParam: 'ref',
    serviceFeePct: 3,
    freeStorageDays: 60,
    processingDays: 3,
    rating: 4.1,
  },
  // link-formats.md §B "LoveGoBuy" (`/product?id=&shop_type=`, codes taobao/weidian/ali_1688 per §B1; solid: cn-links decodeLoveGoBuy); referral `invite_code`.
  {
    slug: 'lovegobuy',
    agentName: 'LoveGoBuy',
    siteUrl: 'https://www.lovegobuy.com',
    color: '#BE123C',
    productUrlTemplates: {
      taobao: 'https://www.lovegobuy.com/product?id={offerId}&shop_type=taobao',
      weidian: 'https://www.lovegobuy.com/product?id={offerId}&shop_type=weidian',
      '1688': 'https://www.lovegobuy.com/product?id={offerId}&shop_type=ali_1688',
    },
    referralParam: 'invite_code',
    serviceFeePct: 4,
    freeStorageDays: 60,
    processingDays: 2,
    rating: 4.3,
  },
  // link-formats.md §B "Hipobuy" (`/product/{taobao|weidian|1688}/{id}`; solid: cn-links decodeHipobuy + tests); referral `inviteCode`.
  {
    slug: 'hipobuy',
    agentName: 'Hipobuy',
    siteUrl: 'https://hipobuy.com',
    color: '#4338CA',
    productUrlTemplates: {
      taobao: 'https://hipobuy.com/product/taobao/{offerId}',
      weidian: 'https://hipobuy.com/product/weidian/{offerId}',
      '1688': 'https://hipobuy.com/product/1688/{offerId}',
    },
    referralParam: 'inviteCode',
    serviceFeePct: 3,
    freeStorageDays: 45,
    processingDays: 4,
    rating: 3.9,
  },
  // link-formats.md §B "USFans" (`/product/{code}/{id}`, codes TB=2 WD=3 AL=1 per §B1; cn-links data/usfans); referral `ref`.
  {
    slug: 'usfans',
    agentName: 'USFans',
    siteUrl: 'https://www.usfans.com',
    color: '#334155',
    productUrlTemplates: {
      taobao: 'https://www.usfans.com/product/2/{offerId}',
      weidian: 'https://www.usfans.com/product/3/{offerId}',
      '1688': 'https://www.usfans.com/product/1/{offerId}',
    },
    referralParam: 'ref',
    serviceFeePct: 6,
    freeStorageDays: 60,
    processingDays: 2,
    rating: 4.2,
  },
  // link-formats.md §B "Basetao" (`/best-taobao-agent-service/products/agent/{mp}/{id}.html`; cn-links builder + tests, single source); no referral parameter known.
  {
    slug: 'basetao',
    agentName: 'Basetao',
    siteUrl: 'https://www.basetao.com',
    color: '#9A3412',
    productUrlTemplates: {
      taobao: 'https://www.basetao.com/best-taobao-agent-service/products/agent/taobao/{offerId}.html',
      weidian: 'https://www.basetao.com/best-taobao-agent-service/products/agent/weidian/{offerId}.html',
      '1688': 'https://www.basetao.com/best-taobao-agent-service/products/agent/1688/{offerId}.html',
    },
    referralParam: null,
    serviceFeePct: 8,
    freeStorageDays: 30,
    processingDays: 4,
    rating: 3.8,
  },
  // link-formats.md §B "Hagobuy / Hegobuy" (`/item/details?url=` wrapper, Kakobuy family; cn-links, single source); referral `affcode`.
  {
    slug: 'hagobuy',
    agentName: 'Hagobuy',
    siteUrl: 'https://www.hagobuy.com',
    color: '#047857',
    productUrlTemplates: {
      taobao: 'https://www.hagobuy.com/item/details?url=https%3A%2F%2Fitem.taobao.com%2Fitem.htm%3Fid%3D{offerId}',
      weidian: 'https://www.hagobuy.com/item/details?url=https%3A%2F%2Fweidian.com%2Fitem.html%3FitemID%3D{offerId}',
      '1688': 'https://www.hagobuy.com/item/details?url=https%3A%2F%2Fdetail.1688.com%2Foffer%2F{offerId}.html',
    },
    referralParam: 'affcode',
    serviceFeePct: 6,
    freeStorageDays: 45,
    processingDays: 5,
    rating: 3.6,
  },
  // link-formats.md §B "GTBuy" (`/product/{code}/{id}`, codes TB=1 WD=2 AL=0 per §B1; cn-links with tests, single source); referral `inviteCode`.
  {
    slug: 'gtbuy',
    agentName: 'GTBuy',
    siteUrl: 'https://gtbuy.com',
    color: '#0E7490',
    productUrlTemplates: {
      taobao: 'https://gtbuy.com/product/1/{offerId}',
      weidian: 'https://gtbuy.com/product/2/{offerId}',
      '1688': 'https://gtbuy.com/product/0/{offerId}',
    },
    referralParam: 'inviteCode',
    serviceFeePct: 7,
    freeStorageDays: 30,
    processingDays: 5,
    rating: 3.7,
  },
];
