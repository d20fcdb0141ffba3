/** The API contract shared by server and clients (spec §7, DESIGN §4, API.md). */

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
} as const;
export type ApiCode = (typeof API_CODE)[keyof typeof API_CODE];

export type Envelope<T> = { code: number; msg: string; data: T };

/** Spec §7 paths of this part of the product, exactly as the spec writes them. */
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
