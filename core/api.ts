/** The API contract shared by server and clients (product §7, product §D4, product §D4). */

export const API_CODE = {
  ok: 0,
  invalid: 400,
  unauthenticated: 401,
  sessionExpired: 402,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  gone: 410,
  tooManyRequests: 429,
  internal: 500,
  /** A service the call needs is down (e.g. the mail could not be sent); trying again later may work. */
  unavailable: 503,
} as const;
export type ApiCode = (typeof API_CODE)[keyof typeof API_CODE];

export type Envelope<T> = { code: number; msg: string; data: T };

/** Product §7 paths of this part of the product, exactly as the spec writes them. */
export const API_PATH = {
  rateList: 'S/pub/get/rate/list',
  categoryTree: 'S/pub/get/category/tree',
  hotCategoryList: 'S/pub/get/hot/category/list',
  agentList: 'S/pub/get/agent/list',
} as const;

/** `names` holds the name in each locale (an extension of the spec's id, cnName, enName). */
export type HotCategory = { id: number; cnName: string; enName: string; names: Record<string, string> };
export type CategoryNode = HotCategory & { children: CategoryNode[] };

export function categoryName(category: HotCategory, locale: string): string {
  return category.names[locale] || category.enName || category.cnName;
}
export type AgentSummary = { id: number; agentName: string; logo: string; siteUrl: string };

/** Product §7 catalog paths (product §D4 "Catalog"). */
export const CATALOG_PATH = {
  defaultGoodsList: 'S/pub/get/default/goods/list',
  goodsList: 'S/pub/get/goods/list',
  goodsIdByUrl: 'S/pub/get/goods/id/by/url',
  goodsInfo: 'S/pub/get/goods/info',
  similarGoodsList: 'S/pub/get/similar/goods/list',
  goodsAgentList: 'S/pub/get/goods/agent/list',
  goodsAgentUrlList: 'S/pub/get/goods/agent/url/list',
  /** Beyond product §7 (docs/decisions): verified sellers with the best trust scores, for the home page. */
  trustedSellerList: 'S/pub/get/seller/trusted/list',
} as const;

/** Product §7 account service paths (product §D4 "Accounts"). */
export const ACCOUNT_PATH = {
  verifyCode: 'A/pub/email/verifycode',
  isRegistered: 'A/pub/email/isregistered',
  registerEmailCheck: 'A/pub/register-email-check',
  register: 'A/pub/register',
  login: 'A/pub/login',
  userInfo: 'A/user/get/userinfo',
  logout: 'A/user/logout',
  resetMailSend: 'A/pub/reset_mail_send',
  resetPass: 'A/pub/reset_pass',
  editPass: 'A/user/edit_pass',
} as const;

/** Product §7 favourite ("goods collect") paths (product §D4 "Favourites"). */
export const FAVORITE_PATH = {
  add: 'S/add/goods/collect',
  remove: 'S/delete/goods/collect',
  list: 'S/get/goods/collect/list',
} as const;

/** My Store paths (product §7 shop service, product §D4 "Shops (sellers)"). */
export const SHOP_PATH = {
  create: 'S/create/user/shop',
  edit: 'S/edit/user/shop',
  get: 'S/pub/get/user/shop',
  addGoods: 'S/add/user/shop/goods',
  importShop: 'S/user/shop/import',
  jobs: 'S/get/user/shop/jobs',
  deleteGoods: 'S/user/delete/shop/goods',
  goodsList: 'S/get/shop/goods/listV1',
  pubGoodsList: 'S/pub/get/shop/goods/listV1',
  pubTagList: 'S/pub/get/shop/goods/lab/list',
  tagList: 'S/get/shop/goodsLab/list',
  addTag: 'S/add/shop/goodsLab',
  editTag: 'S/edit/shop/goodsLab',
  removeTag: 'S/remove/shop/goodsLab',
  attachTag: 'S/update/shopGoods/labs',
  detachTag: 'S/delete/shopGoods/labs',
} as const;

/** product §D4 `UserInfo`: what the web app keeps of the signed-in user (product §3 user info). */
export type UserInfo = { userId: number; encryptUserId: string; email: string; inviteCode: string; isOperator: boolean };

export const CHANNELS = ['taobao', 'weidian', '1688'] as const;
export type Channel = (typeof CHANNELS)[number];

/** A page of a list (product §D4 "Lists"). */
export type Page<T> = { list: T[]; total: number; pageId: number; pageSize: number; hasMore: boolean };

/** product §D4 `GoodsCard`; `title` is in the request's language (fallback en, then `titleCn`). */
export type GoodsCard = {
  channel: Channel;
  offerId: string;
  title: string;
  titleCn: string;
  image: string;
  priceCny: number;
  soldCount: number;
  viewCount: number;
  qcCount: number;
  categoryId: number;
  outOfStock: boolean;
  /** Present when the call was made with a session: the product is in the user's favourites. */
  isCollected?: boolean;
};

/** A product's title in `locale`: that language, else English, else the marketplace's Chinese title (product §D4). */
export function goodsTitle(titles: Record<string, string | undefined>, titleCn: string, locale: string): string {
  return titles[locale] || titles.en || titleCn;
}

/**
 * A row of `S/get/goods/collect/list` (product §D4 "Favourites"), newest first. A product the catalog does not
 * hold (yet) can be a favourite too (docs/decisions/007): its row has `inCatalog: false`, the marketplace
 * link as `productUrl` and null for every figure only the catalog knows.
 */
export type FavoriteCard = {
  channel: Channel;
  offerId: string;
  /** When the user added it (ISO-8601 UTC). */
  collectedAt: string;
  inCatalog: boolean;
  productUrl: string;
  title: string | null;
  titleCn: string | null;
  image: string | null;
  priceCny: number | null;
  soldCount: number | null;
  viewCount: number | null;
  weightG: number | null;
  volumeCm3: number | null;
  deliveryDays: number | null;
  outOfStock: boolean | null;
};

export type QcPhoto = { url: string; takenAt: string; agentName: string | null };

/** The seller card: `trustScore` from `core/trust.ts`, with the figures it was computed from. */
export type SellerSummary = {
  id: number;
  name: string;
  channel: Channel;
  trustScore: number;
  verified: boolean;
  qcPassRate: number;
  onTimeShipRate: number;
  disputeRate: number;
  listingAgeDays: number;
};

/** A row of `S/pub/get/seller/trusted/list`: a seller and a few of its goods. */
export type TrustedSeller = { seller: SellerSummary; goods: GoodsCard[] };

export type GoodsDetail = GoodsCard & {
  images: string[];
  qcPhotos: QcPhoto[];
  weightG: number;
  volumeCm3: number;
  deliveryDays: number;
  stock: number;
  productUrl: string;
  seller: SellerSummary | null;
};

export type AgentBadge = 'best' | 'fastest' | 'safest';
export type Attribution = 'creator' | 'platform' | 'none';

/** One row of "Buy via trusted agent" (product §D4 `S/pub/get/goods/agent/list`). */
export type AgentOffer = {
  id: number;
  agentName: string;
  logo: string;
  buyUrl: string;
  referralCode: string | null;
  attribution: Attribution;
  serviceFeePct: number;
  freeStorageDays: number;
  processingDays: number;
  rating: number;
  badges: AgentBadge[];
  /** Beyond product §D4: the product's price plus the agent's service fee, in CNY; null when the catalog does not hold the product. */
  estimatedTotalCny: number | null;
};

/**
 * A page of `S/pub/get/goods/list`. Beyond product §D4: `correctedKeyword` is set when nothing matched the
 * words as typed and the page holds matches of their typo corrections.
 */
export type GoodsPage = Page<GoodsCard> & { correctedKeyword?: string };

export type AgentUrl = { id: number; agentName: string; url: string };
