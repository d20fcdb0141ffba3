/** The API contract shared by server and clients (product §7, product §D4, product §D4). */
import type { z } from 'zod';
import type * as S from './api-schemas.ts';

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
export type HotCategory = z.infer<typeof S.HotCategorySchema>;
export type CategoryNode = z.infer<typeof S.CategoryNodeSchema>;

export function categoryName(category: HotCategory, locale: string): string {
  return category.names[locale] || category.enName || category.cnName;
}
export type AgentSummary = z.infer<typeof S.AgentSummarySchema>;

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
  /** multipart `file` (.xlsx/.xls) → `{ jobId, accepted, rejected: [{ row, reason }] }` (product §D4). */
  addGoodsByFile: 'S/add/user/shop/goods/byFile',
  /** Beyond the spec: `{ id, stock }` → `ShopGoods` (the goods list's stock edit). */
  editGoods: 'S/edit/user/shop/goods',
  /** Beyond the spec: GET, the goods spreadsheet template (.xlsx) in the request's language. */
  goodsTemplate: 'S/get/user/shop/goods/template',
  /** Beyond the spec: `{ storeSpace }` → `{ available, reason? ("invalid" | "reserved" | "taken") }`, for the slug checked as you type. */
  checkStoreSpace: 'S/check/user/shop/storeSpace',
} as const;

/** product §D4 `UserInfo`: what the web app keeps of the signed-in user (product §3 user info). */
export type UserInfo = z.infer<typeof S.UserInfoSchema>;
/** The answer of `A/pub/login` and `A/pub/register`: the user, and for native clients the session token. */
export type SignedInAnswer = z.infer<typeof S.SignedInSchema>;

export const CHANNELS = ['taobao', 'weidian', '1688'] as const;
export type Channel = (typeof CHANNELS)[number];

/** A page of a list (product §D4 "Lists"). */
export type Page<T> = { list: T[]; total: number; pageId: number; pageSize: number; hasMore: boolean };

/** product §D4 `GoodsCard` (schema: core/api-schemas.ts). */
export type GoodsCard = z.infer<typeof S.GoodsCardSchema>;

/** A product's title in `locale`: that language, else English, else the marketplace's Chinese title (product §D4). */
export function goodsTitle(titles: Record<string, string | undefined>, titleCn: string, locale: string): string {
  return titles[locale] || titles.en || titleCn;
}

/** A row of `S/get/goods/collect/list` (schema: core/api-schemas.ts). */
export type FavoriteCard = z.infer<typeof S.FavoriteCardSchema>;

export type QcPhoto = z.infer<typeof S.QcPhotoSchema>;

/** The seller card: `trustScore` from `core/trust.ts`, with the figures it was computed from. */
export type SellerSummary = z.infer<typeof S.SellerSummarySchema>;

export type TrustedSeller = z.infer<typeof S.TrustedSellerSchema>;

export type GoodsDetail = z.infer<typeof S.GoodsDetailSchema>;

export type AgentBadge = z.infer<typeof S.AgentBadgeSchema>;
export type Attribution = z.infer<typeof S.AttributionSchema>;

export type AgentOffer = z.infer<typeof S.AgentOfferSchema>;

export type GoodsPage = z.infer<typeof S.GoodsPageSchema>;

export type AgentUrl = z.infer<typeof S.AgentUrlSchema>;
