import { isIP } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { isEmailAddress, normalizeEmail } from '../core/account-schemas.ts';
import { DEFAULT_SIGN_KEY } from '../core/signature.ts';
import { databaseEnv } from '../db/config.ts';

const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

export const MAIL_FROM_DEFAULT = 'Haulbridge <no-reply@localhost>';
export const DISCORD_API_BASE_DEFAULT = 'https://discord.com/api/v10';
export const GOOGLE_JWKS_URL_DEFAULT = 'https://www.googleapis.com/oauth2/v3/certs';

const ConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  ...databaseEnv,
  PUBLIC_ORIGIN: optionalString.refine((v) => v === undefined || /^https?:\/\/[^/]+$/.test(v), {
    message: 'must be an origin like https://haulbridge.example (scheme and host, no path or trailing slash)',
  }),
  SIGN_KEY: optionalString
    .refine((v) => v === undefined || v.length >= 8, { message: 'must be at least 8 characters' })
    .transform((v) => v ?? DEFAULT_SIGN_KEY),
  REDIS_URL: optionalString.refine((v) => v === undefined || /^rediss?:\/\/.+/.test(v), { message: 'must be a redis:// or rediss:// URL' }),
  PUBLIC_GA_ID: optionalString.refine((v) => v === undefined || /^G-[A-Z0-9]{4,}$/.test(v), { message: 'must look like G-XXXXXXX' }),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(300),
  /** Seconds anonymous visitors share a rendered page (docs/decisions/020); 0 turns the page cache off. */
  PAGE_CACHE_TTL_S: z.coerce.number().int().min(0).max(30).default(5),
  /** How pages carry the built stylesheet (docs/decisions/010): `link` to the hashed, immutable file, or `inline` in a `<style>`. */
  STYLESHEET: z.enum(['inline', 'link']).default('link'),
  /**
   * Which proxies' X-Forwarded-For to believe: `false` (none), a hop count (`1` = the one proxy in front), or a
   * comma-separated list of proxy addresses/CIDRs (proxy-addr's names loopback, linklocal, uniquelocal too).
   * A bare `true` would trust every hop, letting any client choose its own address: refused.
   */
  TRUST_PROXY: z
    .string()
    .trim()
    .default('false')
    .superRefine((v, ctx) => {
      if (v === 'true') {
        ctx.addIssue({ code: 'custom', message: 'true would trust every hop (any client could choose its address): give the number of proxies in front, e.g. 1, or their addresses/CIDRs' });
      } else if (parseTrustProxy(v) === undefined) {
        ctx.addIssue({ code: 'custom', message: 'must be false, a hop count (1–10) or a comma-separated list of IP addresses/CIDRs' });
      }
    })
    .transform((v) => parseTrustProxy(v) ?? false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** A session unused for this many days ends (code 402); the cookie itself lasts 3000 days (product §9). */
  SESSION_IDLE_DAYS: z.coerce.number().int().min(1).max(3000).default(90),
  /**
   * Server secret of the emailed codes' HMAC (32+ characters). Unset: one is generated into DATA_DIR/auth-secret
   * on first start; processes sharing a database but not a DATA_DIR must set the same value.
   */
  AUTH_SECRET: optionalString.refine((v) => v === undefined || v.length >= 32, { message: 'must be at least 32 characters (e.g. openssl rand -hex 32)' }),
  LINK_RESOLVER: z
    .enum(['on', 'off', ''])
    .default('off')
    .transform((v): 'on' | 'off' => (v === 'on' ? 'on' : 'off')),
  /** Outgoing mail (smtp://user:pass@host:587 or smtps://…:465). Unset: mails are written to DATA_DIR/mail/ (the dev outbox). */
  SMTP_URL: optionalString.refine((v) => v === undefined || /^smtps?:\/\/[^/?#]+/.test(v), {
    message: 'must be an smtp:// or smtps:// URL like smtp://user:pass@mail.example:587',
  }),
  /** The From of every mail: an address, optionally with a display name (`Haulbridge <no-reply@haulbridge.example>`). */
  MAIL_FROM: optionalString
    .refine((v) => v === undefined || /^(?:[^<>\r\n]*<[^\s@<>]+@[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+)$/.test(v), {
      message: 'must be an email address, optionally with a name: Haulbridge <no-reply@haulbridge.example>',
    })
    .transform((v) => v ?? MAIL_FROM_DEFAULT),
  /**
   * Operators of the console (/admin): comma-separated emails, stored lowercased. A listed user becomes an operator
   * at boot (existing accounts) and whenever they sign in or sign up; removing an email does not revoke (use
   * `npm run admin:grant -- --revoke email`).
   */
  ADMIN_EMAILS: z
    .string()
    .default('')
    .transform((v) => v.split(',').map(normalizeEmail).filter((e) => e !== ''))
    .refine((list) => list.every(isEmailAddress), { message: 'must be a comma-separated list of email addresses (ops@example.com,lead@example.com)' }),
  /** The OAuth client id of Google sign-in; unset turns Google sign-in off. */
  GOOGLE_CLIENT_ID: optionalString,
  /** Where Google's ID-token signing keys are published (tests point it at a local key set). */
  GOOGLE_JWKS_URL: optionalString
    .refine((v) => v === undefined || z.url({ protocol: /^https?$/ }).safeParse(v).success, { message: 'must be an http(s) URL' })
    .transform((v) => v ?? GOOGLE_JWKS_URL_DEFAULT),
  /**
   * The app's store listing (product §9): the shell's app-download QR code encodes it with a utm marker. Unset: no
   * app-download button and no QR code (there is no listing to point at).
   */
  APP_STORE_URL: optionalString.refine((v) => v === undefined || z.url({ protocol: /^https?$/ }).safeParse(v).success, {
    message: 'must be an http(s) URL like https://apps.apple.com/app/id0000000000',
  }),
  /** The community's invite link (product §2 "Global shell"): the community chat dialog and button. Unset: neither is shown. */
  DISCORD_INVITE_URL: optionalString.refine((v) => v === undefined || z.url({ protocol: /^https$/ }).safeParse(v).success, {
    message: 'must be an https URL like https://discord.gg/your-invite',
  }),
  /** Where listings' details come from (docs/product-source.md): `demo` (offline, generated) or `http` (PRODUCT_SOURCE_URL). */
  PRODUCT_SOURCE: z.enum(['demo', 'http']).default('demo'),
  /** Base URL of the product source's JSON contract (docs/product-source.md); required when PRODUCT_SOURCE=http. */
  PRODUCT_SOURCE_URL: optionalString.refine((v) => v === undefined || z.url({ protocol: /^https?$/ }).safeParse(v).success, {
    message: 'must be an http(s) URL like https://products.example/api',
  }),
  /** Sent to the product source as `Authorization: Bearer <key>` when set. */
  PRODUCT_SOURCE_KEY: optionalString,
  /** Longest wait for one product-source answer (headers and body), in milliseconds. */
  PRODUCT_SOURCE_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(8000),
  /**
   * Who works the job queue (server/jobs/): `inline` (this web process) or `off` (this process only queues
   * jobs; `npm run worker` works them — needs DATABASE_URL, since PGlite belongs to one process).
   */
  /**
   * How many goods the catalog backfill of search by image describes (best sellers first, each product's images
   * then its QC photos; decision 022). Unset: every product. Test servers set a few dozen, so that a fresh e2e
   * server does not spend its cores describing the whole demo catalog; images added later are indexed by their job
   * either way.
   */
  IMAGE_BACKFILL_GOODS: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().min(0).optional()),
  /**
   * The in-process search index (SQLite FTS5, docs/decisions/018 "Fourth session"), a copy of the goods' search
   * documents kept current from the database: `sqlite` on, `off` every search asks the database. Unset (`auto`): on,
   * with DATABASE_URL and on the embedded PGlite alike (decision 018, "Sixth session").
   */
  SEARCH_INDEX: z
    .enum(['auto', 'sqlite', 'off', ''])
    .default('auto')
    .transform((v): 'auto' | 'sqlite' | 'off' => (v === '' ? 'auto' : v)),
  /** The search index's file (one process owns it; rebuilt from the database when missing). Default DATA_DIR/search-index.sqlite. */
  SEARCH_INDEX_FILE: optionalString,
  /** A search waits for the index to read the database's changes when its last read is older than this (ms; 0: every search, and it waits for the build). */
  SEARCH_INDEX_MAX_LAG_MS: z.coerce.number().int().min(0).default(10_000),
  /**
   * Worker threads that answer the search index's queries off the event loop, each with its own read-only connection
   * to the file (0: in the event loop's thread). Default: the machine's available parallelism.
   */
  SEARCH_INDEX_WORKERS: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().min(0).max(64).default(os.availableParallelism())),
  /** Discord's REST API (command registration of My Bots); tests point it at a loopback stand-in. */
  DISCORD_API_BASE: optionalString
    .refine((v) => v === undefined || z.url({ protocol: /^https?$/ }).safeParse(v).success, { message: 'must be an http(s) URL like https://discord.com/api/v10' })
    .transform((v) => (v ?? DISCORD_API_BASE_DEFAULT).replace(/\/+$/, '')),
  /** Longest wait for one Discord API answer, in milliseconds. */
  DISCORD_API_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(8000),
  JOBS: z
    .enum(['inline', 'off', ''])
    .default('inline')
    .transform((v): 'inline' | 'off' => (v === 'off' ? 'off' : 'inline')),
}).superRefine((c, ctx) => {
  if (c.JOBS === 'off' && c.DATABASE_URL === undefined) {
    ctx.addIssue({ code: 'custom', path: ['JOBS'], message: 'off needs DATABASE_URL: the embedded PGlite database belongs to one process, so no worker process could work the jobs' });
  }
  if (c.PRODUCT_SOURCE === 'http' && c.PRODUCT_SOURCE_URL === undefined) {
    ctx.addIssue({ code: 'custom', path: ['PRODUCT_SOURCE_URL'], message: 'is required when PRODUCT_SOURCE=http (the base URL of the product source, see docs/product-source.md)' });
  }
});

export type Config = Omit<z.infer<typeof ConfigSchema>, 'PUBLIC_ORIGIN'> & { PUBLIC_ORIGIN: string; DATA_DIR: string };

export class ConfigError extends Error {}

/** Validates the environment at boot; the message names every bad variable (product §D1). */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = ConfigSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.') || '(env)'}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}\nSee .env.example for every variable and its default.`);
  }
  const c = parsed.data;
  return {
    ...c,
    DATA_DIR: path.resolve(c.DATA_DIR),
    PUBLIC_ORIGIN: c.PUBLIC_ORIGIN ?? `http://localhost:${c.PORT}`,
  };
}

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrCidr(entry: string): boolean {
  if (PROXY_NAMES.has(entry)) return true;
  const [address, bits, ...rest] = entry.split('/');
  const family = isIP(address ?? '');
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  if (!/^\d{1,3}$/.test(bits)) return false;
  return Number(bits) <= (family === 4 ? 32 : 128);
}

/** TRUST_PROXY as Fastify's trustProxy: false, a hop count, or a list of addresses/CIDRs; undefined when malformed. */
export function parseTrustProxy(value: string): false | number | string[] | undefined {
  if (value === '' || value === 'false' || value === '0') return false;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return hops >= 1 && hops <= 10 ? hops : undefined;
  }
  const entries = value.split(',').map((entry) => entry.trim());
  return entries.every(isAddressOrCidr) ? entries : undefined;
}
