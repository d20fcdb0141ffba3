/**
 * Request schemas of the My Store calls (product §D4 "Shops (sellers)", product §5), shared by the web app and the
 * API. Messages are keys of the `api` catalogue.
 */
import { z } from 'zod';
import { PageRequestSchema, URL_MAX_LENGTH, KEYWORD_MAX_LENGTH } from './catalog-schemas.ts';
import { CONTROL_CHARACTER, refuseControlCharacters } from './text-schemas.ts';

export const STORE_SPACE_MIN = 3;
export const STORE_SPACE_MAX = 40;
export const SHOP_NAME_MAX = 60;
export const SHOP_DESCRIPTION_MAX = 2000;
export const SHOP_GOODS_MAX = 5000;
export const SHOP_TAGS_MAX = 100;
export const SHOP_TAG_NAME_MAX = 30;
export const SHOP_STOCK_MAX = 1_000_000;
export const SHOP_IDS_MAX = 200;
export const LOGO_KEY_MAX = 200;

/** Slugs that name our own pages or sound official; refused as store spaces whatever their case. */
export const RESERVED_STORE_SPACES: ReadonlySet<string> = new Set([
  'admin', 'administrator', 'api', 'app', 'assets', 'auth', 'account', 'accounts', 'billing', 'blog', 'bot', 'bots',
  'cart', 'checkout', 'dashboard', 'docs', 'help', 'haulbridge', 'home', 'login', 'logout', 'mail', 'me', 'my',
  'new', 'null', 'official', 'operator', 'register', 'root', 'search', 'settings', 'shop', 'shops', 'signin',
  'signup', 'static', 'store', 'stores', 'support', 'system', 'thumb', 'undefined', 'user', 'users', 'www',
]);

export const isReservedStoreSpace = (slug: string) => RESERVED_STORE_SPACES.has(slug.toLowerCase());

export const StoreSpaceSchema = refuseControlCharacters(z.string({ error: 'storeSpaceInvalid' }).trim(), 'storeSpaceInvalid')
  .min(STORE_SPACE_MIN, { message: 'storeSpaceInvalid' })
  .max(STORE_SPACE_MAX, { message: 'storeSpaceInvalid' })
  .regex(/^[A-Za-z0-9-]+$/, { message: 'storeSpaceInvalid' });

const ShopNameSchema = refuseControlCharacters(z.string({ error: 'shopNameRequired' }).trim())
  .min(1, { message: 'shopNameRequired' })
  .max(SHOP_NAME_MAX, { message: 'shopNameTooLong' });

/** Plain text: line breaks are kept, every other control character is refused. */
const DescriptionSchema = z
  .string()
  .transform((text) => text.replace(/\r\n?/g, '\n').trim())
  .refine((text) => !CONTROL_CHARACTER.test(text.replace(/\n/g, '')), { message: 'controlCharacters' })
  .refine((text) => text.length <= SHOP_DESCRIPTION_MAX, { message: 'shopDescriptionTooLong' });

/**
 * A storage key as A/pub/putfile hands out (`uploads/ab/….webp`): its shape here; the server also requires it to be
 * the caller's own live upload (product §D4 "Uploads").
 */
const LogoKeySchema = refuseControlCharacters(z.string().trim(), 'logoInvalid')
  .max(LOGO_KEY_MAX, { message: 'logoInvalid' })
  .regex(/^[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/, { message: 'logoInvalid' });

export const CreateShopRequestSchema = z.object({
  name: ShopNameSchema,
  storeSpace: StoreSpaceSchema,
  logo: LogoKeySchema.nullable().optional(),
  description: DescriptionSchema.optional(),
});
export type CreateShopRequest = z.infer<typeof CreateShopRequestSchema>;

export const EditShopRequestSchema = CreateShopRequestSchema.partial();
export type EditShopRequest = z.infer<typeof EditShopRequestSchema>;

export const GetShopRequestSchema = z.object({ storeSpace: StoreSpaceSchema.optional() });

const Id = z.number().int().min(1).max(2_147_483_647);
const Ids = z.array(Id).max(SHOP_IDS_MAX);
const GoodsUrlSchema = refuseControlCharacters(z.string({ error: 'invalidGoodsUrl' }).trim(), 'invalidGoodsUrl')
  .min(1, { message: 'invalidGoodsUrl' })
  .max(URL_MAX_LENGTH, { message: 'invalidGoodsUrl' });

export const AddShopGoodsRequestSchema = z.object({
  url: GoodsUrlSchema,
  tagIds: Ids.optional(),
  stock: z.number().int().min(0).max(SHOP_STOCK_MAX).optional(),
});
export type AddShopGoodsRequest = z.infer<typeof AddShopGoodsRequestSchema>;

export const ImportShopRequestSchema = z.object({ url: GoodsUrlSchema, all: z.literal(true) });

export const DeleteShopGoodsRequestSchema = z.object({ ids: Ids.min(1) });

/** `S/edit/user/shop/goods` (beyond product §D4): a product's stock, 0 to SHOP_STOCK_MAX, or null to clear it. */
export const EditShopGoodsRequestSchema = z.object({
  id: Id,
  stock: z.number({ error: 'shopStockInvalid' }).int({ message: 'shopStockInvalid' }).min(0, { message: 'shopStockInvalid' }).max(SHOP_STOCK_MAX, { message: 'shopStockInvalid' }).nullable(),
});
export type EditShopGoodsRequest = z.infer<typeof EditShopGoodsRequestSchema>;

/**
 * `S/check/user/shop/storeSpace` (beyond product §D4): any text is accepted, so that a slug the shop form would
 * refuse is answered `{ available: false, reason: 'invalid' }` rather than as a failed call.
 */
export const CheckStoreSpaceRequestSchema = z.object({ storeSpace: z.string().max(200) });

export const ShopGoodsListRequestSchema = PageRequestSchema.and(
  z.object({
    tagId: Id.optional(),
    keyword: refuseControlCharacters(z.string().trim()).max(KEYWORD_MAX_LENGTH).optional(),
  }),
);
export const PubShopGoodsListRequestSchema = PageRequestSchema.and(z.object({ storeSpace: StoreSpaceSchema, tagId: Id.optional() }));

export const PubTagListRequestSchema = z.object({ storeSpace: StoreSpaceSchema });

/** Product §5: "A tag name is required." */
export const TagNameSchema = refuseControlCharacters(z.string({ error: 'tagNameRequired' }).trim())
  .min(1, { message: 'tagNameRequired' })
  .max(SHOP_TAG_NAME_MAX, { message: 'tagNameTooLong' });

export const AddTagRequestSchema = z.object({ name: TagNameSchema });
export const EditTagRequestSchema = z.object({ id: Id, name: TagNameSchema });
export const RemoveTagRequestSchema = z.object({ id: Id });
/** Product §5: "Please select a tag." */
export const TagGoodsRequestSchema = z.object({ goodsIds: Ids.min(1), labId: z.number({ error: 'tagRequired' }).int().min(1, { message: 'tagRequired' }).max(2_147_483_647) });
