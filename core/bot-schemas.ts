import { z } from 'zod';
import { refuseControlCharacters } from './text-schemas.ts';

/** My Bots calls (product §7 shop service; the Bot shape of product §D4 "Creators"). */
export const BOT_PATH = {
  list: 'S/get/bot/list',
  add: 'S/add/bot',
  edit: 'S/edit/bot',
  delete: 'S/delete/bot',
  /** Beyond the spec: `{ id }` → what Discord answered when the bot's slash and message commands were registered. */
  registerCommands: 'S/bot/register/commands',
} as const;

/** Where Discord posts a bot's interactions (outside the signed API: Discord signs them with Ed25519). */
export const discordInteractionsPath = (botId: number) => `/api/discord/interactions/${botId}`;

/** Bot types of product §3. */
export const BOT_TYPES = ['influencer', 'platform', 'footer', 'promotion'] as const;
export type BotType = (typeof BOT_TYPES)[number];

export const BOT_NAME_MAX = 60;
/** Bots one user may keep. */
export const BOTS_MAX = 20;
/** Agents a bot may link to: Discord shows at most 25 buttons (5 rows of 5) under a message. */
export const BOT_AGENTS_MAX = 25;

/**
 * A Discord server invitation (product §5 'Please enter a valid server invitation link'): discord.gg/CODE,
 * discord.com/invite/CODE (also www. and the old discordapp.com), with or without https://.
 */
const INVITE = /^(?:https?:\/\/)?(?:(?:www\.)?discord\.gg\/|(?:www\.|ptb\.|canary\.)?discord(?:app)?\.com\/invite\/)([A-Za-z0-9-]{2,32})\/?(?:[?#].*)?$/i;

/** The invitation's code, or null when `text` is not an invitation link. */
export function discordInviteCode(text: string): string | null {
  return INVITE.exec(text.trim())?.[1] ?? null;
}

/** Discord ids (servers, applications) are snowflakes: 17–20 digits. */
const snowflake = (message: string) => z.string({ error: message }).trim().regex(/^\d{17,20}$/, { message });

const BotNameSchema = refuseControlCharacters(z.string({ error: 'botNameRequired' }).trim())
  .min(1, { message: 'botNameRequired' })
  .max(BOT_NAME_MAX, { message: 'botNameTooLong' });

const InviteUrlSchema = z
  .string({ error: 'botInviteInvalid' })
  .trim()
  .max(200, { message: 'botInviteInvalid' })
  .refine((text) => discordInviteCode(text) !== null, { message: 'botInviteInvalid' })
  // Stored in one form: https://discord.gg/CODE.
  .transform((text) => `https://discord.gg/${discordInviteCode(text)}`);

/** An A/pub/putfile key (the server also requires the caller's own live upload, as for shop logos). */
const LogoKeySchema = refuseControlCharacters(z.string().trim(), 'logoInvalid')
  .max(200, { message: 'logoInvalid' })
  .regex(/^[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/, { message: 'logoInvalid' });

/** Discord shows an application's public key as 64 hex digits (an Ed25519 key). */
const PublicKeySchema = z
  .string({ error: 'botPublicKeyInvalid' })
  .trim()
  .regex(/^[0-9a-fA-F]{64}$/, { message: 'botPublicKeyInvalid' })
  .transform((key) => key.toLowerCase());

/** A bot token: three dot-separated base64url parts; kept loose (Discord's format has changed before). */
const BotTokenSchema = z
  .string({ error: 'botTokenInvalid' })
  .trim()
  .regex(/^(?=.{50,120}$)[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/, { message: 'botTokenInvalid' });

/** Empty text means "not given" (an optional field left blank). */
const blankAsUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

/**
 * The bot form (product §3 "Bot", §5), shared by the page and S/add/bot, S/edit/bot. The Discord application's
 * public key and bot token are write-only: left out (or blank) they stay as saved; null removes them.
 */
export const BotFormSchema = z.object({
  name: BotNameSchema,
  serverId: snowflake('botServerIdInvalid'),
  inviteUrl: InviteUrlSchema,
  logo: LogoKeySchema.nullable().optional(),
  type: z.enum(BOT_TYPES, { error: 'botTypeInvalid' }),
  agentIds: z
    .array(z.number().int().min(1).max(2_147_483_647), { error: 'botAgentsRequired' })
    .min(1, { message: 'botAgentsRequired' })
    .max(BOT_AGENTS_MAX, { message: 'botAgentsTooMany' })
    .transform((ids) => [...new Set(ids)]),
  applicationId: z.preprocess(blankAsUndefined, snowflake('botApplicationIdInvalid').nullable().optional()),
  publicKey: z.preprocess(blankAsUndefined, PublicKeySchema.nullable().optional()),
  botToken: z.preprocess(blankAsUndefined, BotTokenSchema.nullable().optional()),
});
export type BotForm = z.infer<typeof BotFormSchema>;
export type BotFormInput = z.input<typeof BotFormSchema>;

const BotIdSchema = z.number().int().min(1).max(2_147_483_647);
export const EditBotRequestSchema = BotFormSchema.extend({ id: BotIdSchema });
export type EditBotRequest = z.infer<typeof EditBotRequestSchema>;
export const BotIdRequestSchema = z.object({ id: BotIdSchema });

/** A bot as the API answers it: the token and the public key are never sent back, only whether they are set. */
export const BotSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  logo: z.string().nullable(),
  serverId: z.string(),
  inviteUrl: z.string(),
  type: z.enum(BOT_TYPES),
  agentIds: z.array(z.number().int()),
  applicationId: z.string().nullable(),
  hasPublicKey: z.boolean(),
  hasToken: z.boolean(),
  /** The Interactions Endpoint URL to paste into Discord's developer portal (absolute, PUBLIC_ORIGIN). */
  interactionsUrl: z.string(),
  createdAt: z.string(),
});
export type Bot = z.infer<typeof BotSchema>;

/** `S/bot/register/commands`: the commands Discord now holds for the application (its own answer). */
export const RegisteredCommandsSchema = z.object({
  commands: z.array(z.object({ id: z.string(), name: z.string(), type: z.number().int() })),
});
export type RegisteredCommands = z.infer<typeof RegisteredCommandsSchema>;
