import { z } from 'zod';
import type { AgentOffer, GoodsDetail } from '../../../core/api.ts';
import type { GoodsKey } from '../../../core/catalog-schemas.ts';
import { formatPrice, pickRate, type RateEntry } from '../../../core/currency.ts';
import { CATALOGUES } from '../../../core/i18n/catalogues.ts';
import { lookup } from '../../../core/i18n/translate.ts';
import { linkify } from '../../../core/linkify.ts';
import { DEFAULT_LOCALE, isLocale, localizePath, LOCALES, type Locale } from '../../../core/locale.ts';
import { thumbUrl } from '../../../core/thumb.ts';
import { DomainError } from '../../errors.ts';

/** Discord's interaction and response types we use (Discord "Receiving and Responding"). */
export const INTERACTION = { ping: 1, command: 2 } as const;
export const RESPONSE = { pong: 1, message: 4 } as const;
export const COMMAND_TYPE = { slash: 1, message: 3 } as const;
/** The message is shown to the person who asked only. */
const EPHEMERAL = 1 << 6;
const BUTTON = 2;
const ACTION_ROW = 1;
const LINK_STYLE = 5;
/** Discord's limits: 5 rows of 5 buttons, 10 embeds, 80 characters a label, 512 a button URL. */
const ROWS_MAX = 5;
const BUTTONS_PER_ROW = 5;
const LABEL_MAX = 80;
const BUTTON_URL_MAX = 512;
/** Links a "Convert links" message command converts at most. */
export const MESSAGE_LINKS_MAX = 3;

/** Our slash and message commands, as registered with Discord and as interactions name them. */
export const COMMAND = { convert: 'convert', qc: 'qc', convertMessage: 'Convert links' } as const;
const LINK_OPTION = 'link';

/** The part of an interaction we read; everything else Discord sends is ignored. */
export const InteractionSchema = z.object({
  type: z.number().int(),
  locale: z.string().optional(),
  guild_locale: z.string().optional(),
  data: z
    .object({
      name: z.string(),
      type: z.number().int().optional(),
      options: z.array(z.object({ name: z.string(), value: z.unknown().optional() })).optional(),
      target_id: z.string().optional(),
      resolved: z.object({ messages: z.record(z.string(), z.object({ content: z.string().optional() })).optional() }).optional(),
    })
    .optional(),
});
export type Interaction = z.infer<typeof InteractionSchema>;

/** Discord's locale (`en-US`, `zh-CN`, `es-419`, `pt-BR` …) as one of ours, else en. */
export function localeOfDiscord(discordLocale: string | undefined): Locale {
  const base = discordLocale?.toLowerCase().split('-')[0];
  return isLocale(base) ? base : DEFAULT_LOCALE;
}

/** Our locales as Discord names them (for command localizations): es → es-ES, zh → zh-CN; en is the default. */
const DISCORD_LOCALE: Partial<Record<Locale, string>> = { it: 'it', es: 'es-ES', de: 'de', fr: 'fr', pl: 'pl', ru: 'ru', zh: 'zh-CN' };

/** A text of the `bots` catalogue's `discord` part in `locale` (English when missing). */
export function discordText(locale: Locale, key: string, vars?: Record<string, string | number>): string {
  const text = lookup(CATALOGUES[locale].bots, `discord.${key}`, vars);
  return text === `discord.${key}` ? lookup(CATALOGUES[DEFAULT_LOCALE].bots, `discord.${key}`, vars) : text;
}

function localizations(key: string): Record<string, string> {
  return Object.fromEntries(LOCALES.flatMap((locale) => (DISCORD_LOCALE[locale] ? [[DISCORD_LOCALE[locale], discordText(locale, key)]] : [])));
}

/** The commands "Register commands" puts into the creator's Discord application (PUT replaces them all). */
export function commandDefinitions(): unknown[] {
  const linkOption = (descriptionKey: string) => ({
    type: 3,
    name: LINK_OPTION,
    description: discordText(DEFAULT_LOCALE, descriptionKey),
    description_localizations: localizations(descriptionKey),
    required: true,
    max_length: 2000,
  });
  return [
    { type: COMMAND_TYPE.slash, name: COMMAND.convert, description: discordText(DEFAULT_LOCALE, 'commands.convert'), description_localizations: localizations('commands.convert'), options: [linkOption('commands.link')] },
    { type: COMMAND_TYPE.slash, name: COMMAND.qc, description: discordText(DEFAULT_LOCALE, 'commands.qc'), description_localizations: localizations('commands.qc'), options: [linkOption('commands.link')] },
    { type: COMMAND_TYPE.message, name: COMMAND.convertMessage, name_localizations: localizations('commands.message') },
  ];
}

/** A message reply (type 4); `ephemeral`: only the person who asked sees it. Mentions never ping anyone. */
export type InteractionReply = { type: number; data?: Record<string, unknown> };
export const pong = (): InteractionReply => ({ type: RESPONSE.pong });
export function notice(text: string): InteractionReply {
  return { type: RESPONSE.message, data: { content: text, flags: EPHEMERAL, allowed_mentions: { parse: [] } } };
}

/** What the bot knows when it answers (the bot's settings, its owner's code context, the catalog). */
export type ReplyDeps = {
  origin: string;
  botName: string;
  agentIds: readonly number[];
  keyOfUrl: (url: string) => Promise<GoodsKey>;
  /** The product as the catalog holds it, or null. */
  product: (key: GoodsKey, locale: Locale) => Promise<GoodsDetail | null>;
  /** Agent offers computed with the bot owner's invite code (attribution follows the affiliate rules). */
  offers: (key: GoodsKey, locale: Locale) => Promise<AgentOffer[]>;
  rates: () => Promise<RateEntry[]>;
};

type Converted = { ok: true; key: GoodsKey; product: GoodsDetail | null; offers: AgentOffer[] } | { ok: false; text: string };

/** Why a link was refused, in the asker's words: a short link or 淘口令 needs the full link; anything else is not a product link. */
function refusalText(error: unknown, locale: Locale): string {
  if (!(error instanceof DomainError)) throw error;
  const shortLink = error.msgKey === 'shortLinkNeedsResolution' || error.msgKey === 'taoPasswordNeedsApp';
  return discordText(locale, shortLink ? 'reply.shortLink' : 'reply.invalidLink');
}

async function convert(url: string, locale: Locale, deps: ReplyDeps): Promise<Converted> {
  let key: GoodsKey;
  try {
    key = await deps.keyOfUrl(url);
  } catch (error) {
    return { ok: false, text: refusalText(error, locale) };
  }
  const [product, offers] = await Promise.all([deps.product(key, locale), deps.offers(key, locale)]);
  // The bot's agents, in the order the creator chose them.
  const order = new Map(deps.agentIds.map((id, i) => [id, i]));
  const chosen = offers.filter((o) => order.has(o.id) && o.buyUrl.length <= BUTTON_URL_MAX && /^https?:\/\//.test(o.buyUrl)).sort((a, b) => order.get(a.id)! - order.get(b.id)!);
  return { ok: true, key, product, offers: chosen };
}

const productUrl = (origin: string, key: GoodsKey, locale: Locale) => `${origin}${localizePath(`/products/${key.channel}/${encodeURIComponent(key.offerId)}`, locale)}`;

function embedOf(converted: Extract<Converted, { ok: true }>, locale: Locale, deps: ReplyDeps, rates: RateEntry[], qc: boolean): Record<string, unknown> {
  const { key, product } = converted;
  const url = productUrl(deps.origin, key, locale);
  const fields: { name: string; value: string; inline: boolean }[] = [];
  if (product) {
    const usd = pickRate(rates, 'USD');
    const price = usd.currency === 'USD' ? `${formatPrice(product.priceCny)} (≈ ${formatPrice(product.priceCny, usd)})` : formatPrice(product.priceCny);
    fields.push({ name: discordText(locale, 'reply.price'), value: price, inline: true });
    fields.push({ name: discordText(locale, 'reply.qcPhotos'), value: product.qcCount > 0 ? String(product.qcCount) : discordText(locale, 'reply.noQc'), inline: true });
  }
  const description = [
    product ? null : discordText(locale, 'reply.notInCatalog'),
    qc && product && product.qcCount > 0 ? discordText(locale, 'reply.qcHint', { count: product.qcCount }) : null,
    converted.offers.length > 0 ? discordText(locale, 'reply.codes', { name: deps.botName }) : discordText(locale, 'reply.noAgents'),
  ].filter((line): line is string => line !== null);
  const title = product ? product.title : discordText(locale, 'reply.unknownTitle', { channel: key.channel, offerId: key.offerId });
  const image = qc ? product?.qcPhotos[0]?.url : product?.image;
  return {
    title: title.slice(0, 256),
    url,
    description: description.join('\n').slice(0, 4000),
    ...(fields.length > 0 ? { fields } : {}),
    ...(image && !image.startsWith('http') && !image.endsWith('.svg') ? { thumbnail: { url: `${deps.origin}${thumbUrl(image, 320, 'cover')}` } } : {}),
  };
}

/**
 * A button's link: our counting `/go` redirect (absolute), so a buy from Discord counts for the bot's owner as one from
 * their share link does; the agent's own link when the redirect would pass Discord's URL limit.
 */
function buttonUrl(offer: AgentOffer, origin: string): string {
  const counted = `${origin}${offer.clickUrl}`;
  return counted.length <= BUTTON_URL_MAX ? counted : offer.buyUrl;
}

function buttonsOf(offers: readonly AgentOffer[], prefix: string, origin: string): Record<string, unknown>[] {
  return offers.map((offer) => ({ type: BUTTON, style: LINK_STYLE, label: `${prefix}${offer.agentName}`.slice(0, LABEL_MAX), url: buttonUrl(offer, origin) }));
}

function rowsOf(buttons: Record<string, unknown>[]): Record<string, unknown>[] {
  const rows: Record<string, unknown>[] = [];
  for (let i = 0; i < buttons.length; i += BUTTONS_PER_ROW) rows.push({ type: ACTION_ROW, components: buttons.slice(i, i + BUTTONS_PER_ROW) });
  return rows;
}

/** `/convert link:` and `/qc link:`: the product and one link button per chosen agent (public: it is meant to be shared). */
async function answerLink(url: string, locale: Locale, deps: ReplyDeps, qc: boolean): Promise<InteractionReply> {
  const converted = await convert(url, locale, deps);
  if (!converted.ok) return notice(converted.text);
  const rates = await deps.rates();
  const buttons = buttonsOf(converted.offers, '', deps.origin);
  if (qc && converted.product && converted.product.qcCount > 0) {
    buttons.unshift({ type: BUTTON, style: LINK_STYLE, label: discordText(locale, 'reply.viewQc').slice(0, LABEL_MAX), url: productUrl(deps.origin, converted.key, locale) });
  }
  return {
    type: RESPONSE.message,
    data: { embeds: [embedOf(converted, locale, deps, rates, qc)], components: rowsOf(buttons.slice(0, ROWS_MAX * BUTTONS_PER_ROW)), allowed_mentions: { parse: [] } },
  };
}

/** "Convert links" on a message: each product link of the message (up to MESSAGE_LINKS_MAX) with its agents' buttons. */
async function answerMessage(content: string, locale: Locale, deps: ReplyDeps): Promise<InteractionReply> {
  const links = [...new Set(linkify(content).flatMap((piece) => (piece.kind === 'link' ? [piece.href] : [])))];
  if (links.length === 0) return notice(discordText(locale, 'reply.noLinks'));
  const converted = [];
  for (const link of links) {
    const one = await convert(link, locale, deps);
    if (one.ok) converted.push(one);
    if (converted.length === MESSAGE_LINKS_MAX) break;
  }
  if (converted.length === 0) return notice(discordText(locale, 'reply.noLinks'));
  const rates = await deps.rates();
  const many = converted.length > 1;
  // Several products: each product's buttons start a row of their own and are numbered like its embed.
  const rows: Record<string, unknown>[] = [];
  converted.forEach((one, i) => {
    for (const row of rowsOf(buttonsOf(one.offers, many ? `${i + 1} · ` : '', deps.origin))) if (rows.length < ROWS_MAX) rows.push(row);
  });
  const embeds = converted.map((one, i) => {
    const embed = embedOf(one, locale, deps, rates, false);
    return many ? { ...embed, title: `${i + 1} · ${String(embed.title)}`.slice(0, 256) } : embed;
  });
  const skipped = links.length > converted.length && converted.length === MESSAGE_LINKS_MAX;
  return {
    type: RESPONSE.message,
    data: { ...(skipped ? { content: discordText(locale, 'reply.moreLinks', { count: MESSAGE_LINKS_MAX }) } : {}), embeds, components: rows, allowed_mentions: { parse: [] } },
  };
}

/** The reply to a verified application-command interaction. */
export async function answerCommand(interaction: Interaction, deps: ReplyDeps): Promise<InteractionReply> {
  const locale = localeOfDiscord(interaction.locale ?? interaction.guild_locale);
  const data = interaction.data;
  if (!data) return notice(discordText(locale, 'reply.unknownCommand'));
  if (data.type === COMMAND_TYPE.message || data.name === COMMAND.convertMessage) {
    const message = data.target_id ? data.resolved?.messages?.[data.target_id] : undefined;
    return answerMessage(message?.content ?? '', locale, deps);
  }
  if (data.name === COMMAND.convert || data.name === COMMAND.qc) {
    const link = data.options?.find((o) => o.name === LINK_OPTION)?.value;
    if (typeof link !== 'string' || link.trim() === '') return notice(discordText(locale, 'reply.invalidLink'));
    return answerLink(link.trim().slice(0, 2000), locale, deps, data.name === COMMAND.qc);
  }
  return notice(discordText(locale, 'reply.unknownCommand'));
}
