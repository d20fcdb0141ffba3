/**
 * Buyers in activities (product §2 "Activity detail", "Flash sale", "Global shell"; product §3 "Group buy"; issue 14
 * §3): the request schemas and answer shapes of the group-buy, flash-sale, join and banner calls. Kept apart from
 * core/api-schemas.ts (the shell chunk every page loads), like core/activity-schemas.ts.
 */
import { z } from 'zod';
import { GoodsCardSchema } from './api-schemas.ts';
import { ActivitySchema } from './activity-schemas.ts';
import { PageRequestSchema } from './catalog-schemas.ts';

export const ACTIVITY_BUYER_PATH = {
  groupBuyInfo: 'S/pub/get/groupBuy/info',
  join: 'S/join/activity',
  goodsList: 'S/pub/get/activity/goods/list',
  shellList: 'S/pub/get/activity/list',
} as const;

const Id = z.number({ error: 'activityNotFound' }).int({ message: 'activityNotFound' }).min(1, { message: 'activityNotFound' }).max(2_147_483_647, { message: 'activityNotFound' });

/** `S/pub/get/groupBuy/info`. */
export const GroupBuyInfoRequestSchema = z.object({ id: Id });
/** `S/join/activity`: a group buy is joined with `id` alone; a flash-sale item is claimed with `shopGoodsId`. */
export const JoinRequestSchema = z.object({ id: Id, shopGoodsId: z.number({ error: 'activityItemUnknown' }).int({ message: 'activityItemUnknown' }).min(1, { message: 'activityItemUnknown' }).max(2_147_483_647, { message: 'activityItemUnknown' }).optional() });
/** `S/pub/get/activity/goods/list`: the flash sale's approved goods. */
export const ActivityGoodsListRequestSchema = PageRequestSchema.and(z.object({ id: Id }));
/** `S/admin/banner/set`: the flash sale the site banner advertises, or none. */
export const BannerSetSchema = z.object({ activityId: Id.nullable() });
export type BannerSet = z.infer<typeof BannerSetSchema>;

/** How a buyer buys at the group or activity price: through their chosen agent (the `curAgent` cookie), else the best one. */
export const DealSchema = z.object({
  priceCny: z.number(),
  agentId: z.number().int(),
  agentName: z.string(),
  buyUrl: z.string(),
  /** The link the buy button follows: our counting `/go` redirect to `buyUrl` (core/outbound.ts). */
  clickUrl: z.string(),
  referralCode: z.string().nullable(),
});
export type Deal = z.infer<typeof DealSchema>;

export const GROUP_BUY_STATES = ['forming', 'succeeded', 'failed'] as const;
export type GroupBuyState = (typeof GROUP_BUY_STATES)[number];

/**
 * A group buy's state (product §3 "Group buy"): succeeded once as many buyers joined as it needs, failed when it
 * ended before that, forming otherwise. From the one clock's `now`, like the activity status.
 */
export function groupBuyState(joinedCount: number, requirement: number, endAt: Date, now: Date): GroupBuyState {
  if (joinedCount >= requirement) return 'succeeded';
  return now.getTime() >= endAt.getTime() ? 'failed' : 'forming';
}

export const GroupBuyInfoSchema = z.object({
  activity: ActivitySchema,
  goods: GoodsCardSchema,
  groupPriceCny: z.number(),
  requirement: z.number().int(),
  joinedCount: z.number().int(),
  capacity: z.number().int(),
  joined: z.boolean(),
  state: z.enum(GROUP_BUY_STATES),
  /** Only for a buyer who joined, once the group buy succeeded. */
  deal: DealSchema.optional(),
});
export type GroupBuyInfo = z.infer<typeof GroupBuyInfoSchema>;

export const JoinAnswerSchema = z.object({
  joined: z.literal(true),
  /** Group buy: the buyers who joined; flash sale: the item's claims (its sold count). */
  joinedCount: z.number().int(),
  /** Beyond the call's base shape: a flash-sale claim's deal, and a group buy's once it succeeded. */
  deal: DealSchema.optional(),
});
export type JoinAnswer = z.infer<typeof JoinAnswerSchema>;

export const ActivityGoodsSchema = GoodsCardSchema.extend({
  shopGoodsId: z.number().int(),
  activityPriceCny: z.number(),
  originalPriceCny: z.number(),
  soldCount: z.number().int(),
  stock: z.number().int(),
  /** Whether the caller claimed this item (false for a visitor). */
  claimed: z.boolean(),
  /** The claimed item's deal (signed-in callers who claimed it). */
  deal: DealSchema.optional(),
});
export type ActivityGoods = z.infer<typeof ActivityGoodsSchema>;
export const ActivityGoodsPageSchema = z.object({
  list: z.array(ActivityGoodsSchema),
  total: z.number().int(),
  pageId: z.number().int(),
  pageSize: z.number().int(),
  hasMore: z.boolean(),
  /** The flash sale itself (title, times, status): the page counts down from `activity.endAt`. */
  activity: ActivitySchema,
});
export type ActivityGoodsPage = z.infer<typeof ActivityGoodsPageSchema>;

export const SiteBannerSchema = z.object({ activityId: z.number().int(), desktopImage: z.string().nullable(), mobileImage: z.string().nullable(), title: z.string() });
export type SiteBanner = z.infer<typeof SiteBannerSchema>;
export const ShellActivitiesSchema = z.object({ banner: SiteBannerSchema.nullable(), list: z.array(ActivitySchema) });
export const BannerAnswerSchema = z.object({ activityId: z.number().int().nullable() });
