// A seller's store with a logo, a description with links, tags and goods from the seeded catalog, made through
// the public API of a running server (as a seller would): used by bench/web.ts for its store page.

import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { ACCOUNT_PATH, CATALOG_PATH, SHOP_PATH, type GoodsCard, type Page } from '../core/api.ts';
import { marketplaceUrl } from '../core/links/index.ts';
import { DEFAULT_SIGN_KEY, signNonce } from '../core/signature.ts';
import { UPLOAD_PATH } from '../core/upload.ts';

const PASSWORD = 'Haulbridge-bench-7431';
const MAIL_WAIT_MS = 15_000;

type Envelope<T> = { code: number; msg: string; data: T };

function signed(): Record<string, string> {
  const nonce = crypto.randomUUID();
  return { 'X-NONCE': nonce, 'X-SIGNATURE': signNonce(nonce, process.env.SIGN_KEY || DEFAULT_SIGN_KEY), 'X-PLATFORM': 'web', language: 'en' };
}

async function call<T>(origin: string, apiPath: string, body: unknown, token?: string): Promise<T> {
  const res = await fetch(`${origin}/api/${apiPath}`, {
    method: 'POST',
    headers: { ...signed(), 'content-type': 'application/json', ...(token ? { 'X-TOKEN': token } : {}) },
    body: JSON.stringify(body),
  });
  const envelope = (await res.json()) as Envelope<T>;
  if (envelope.code !== 0) throw new Error(`${apiPath} → ${envelope.code} ${envelope.msg}`);
  return envelope.data;
}

/** The 6-digit code of the newest sign-up mail to `email` in the server's dev outbox (DATA_DIR/mail). */
async function mailedCode(dataDir: string, email: string): Promise<string> {
  const outbox = path.join(dataDir, 'mail');
  const started = Date.now();
  while (Date.now() - started < MAIL_WAIT_MS) {
    const files = fs.existsSync(outbox) ? fs.readdirSync(outbox).filter((file) => file.endsWith('.eml')) : [];
    for (const file of files) {
      const raw = fs.readFileSync(path.join(outbox, file), 'utf8');
      if (!raw.includes(email)) continue;
      const code = /\n\s+(\d{6})\s*\r?\n/.exec(raw)?.[1];
      if (code) return code;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no sign-up code for ${email} in ${outbox}`);
}

/** A 512 px PNG logo: a teal tile with a white ring (no text, so it needs no font). */
async function logoPng(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512"><rect width="512" height="512" rx="96" fill="#0f766e"/><circle cx="256" cy="256" r="150" fill="none" stroke="#fff" stroke-width="44"/><circle cx="256" cy="256" r="48" fill="#fbbf24"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

export type StoreFixture = { storeSpace: string; goodsCount: number; tagIds: number[] };

/**
 * Registers a seller, uploads a logo, opens a store and adds `goodsCount` goods of the seeded catalog (by their
 * marketplace links) with two tags. `dataDir` is the server's DATA_DIR (the sign-up code is read from its outbox).
 */
export async function createStoreFixture(
  origin: string,
  dataDir: string,
  options: { storeSpace?: string; goodsCount?: number; name?: string; description?: string; logo?: boolean } = {},
): Promise<StoreFixture> {
  const email = `bench-store-${Date.now().toString(36)}@example.com`;
  await call(origin, ACCOUNT_PATH.verifyCode, { email, type: 'register' });
  const code = await mailedCode(dataDir, email);
  const res = await fetch(`${origin}/api/${ACCOUNT_PATH.register}`, {
    method: 'POST',
    headers: { ...signed(), 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD, confirmPassword: PASSWORD, code, agree: true }),
  });
  const registered = (await res.json()) as Envelope<unknown>;
  if (registered.code !== 0) throw new Error(`register → ${registered.code} ${registered.msg}`);
  const token = res.headers.getSetCookie().map((cookie) => /^token=([^;]+)/.exec(cookie)?.[1]).find(Boolean);
  if (!token) throw new Error('register set no token cookie');

  let logo: string | null = null;
  if (options.logo !== false) {
    const form = new FormData();
    form.append('purpose', 'logo');
    form.append('file', new Blob([new Uint8Array(await logoPng())], { type: 'image/png' }), 'logo.png');
    const uploaded = await fetch(`${origin}/api/${UPLOAD_PATH}`, { method: 'POST', headers: { ...signed(), 'X-TOKEN': token }, body: form });
    const upload = (await uploaded.json()) as Envelope<{ key: string }>;
    if (upload.code !== 0) throw new Error(`upload → ${upload.code} ${upload.msg}`);
    logo = upload.data.key;
  }

  const storeSpace = options.storeSpace ?? `Bench-Finds-${Date.now().toString(36)}`;
  await call(origin, SHOP_PATH.create, {
    name: options.name ?? 'Bench Finds',
    storeSpace,
    logo,
    description:
      options.description ??
      'Hand-picked streetwear and accessories, checked with QC photos before they ship.\nNew arrivals every week — follow us at https://example.com/bench-finds.',
  }, token);
  const tags = await Promise.all(['Sneakers', 'New arrivals'].map((name) => call<{ id: number }>(origin, SHOP_PATH.addTag, { name }, token)));
  const wanted = options.goodsCount ?? 30;
  const feed = wanted > 0 ? await call<Page<GoodsCard>>(origin, CATALOG_PATH.defaultGoodsList, { pageId: 1, pageSize: wanted }) : { list: [] as GoodsCard[] };
  let index = 0;
  for (const goods of feed.list) {
    const tagIds = tags.filter((_, t) => (index + t) % 3 === 0).map((tag) => tag.id);
    await call(origin, SHOP_PATH.addGoods, { url: marketplaceUrl(goods.channel, goods.offerId), ...(tagIds.length ? { tagIds } : {}) }, token);
    index++;
  }
  return { storeSpace, goodsCount: feed.list.length, tagIds: tags.map((tag) => tag.id) };
}
