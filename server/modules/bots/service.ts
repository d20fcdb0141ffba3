import type { AgentOffer, GoodsDetail } from '../../../core/api.ts';
import { BOTS_MAX, discordInteractionsPath, type Bot, type BotForm, type BotType, type EditBotRequest, type RegisteredCommands } from '../../../core/bot-schemas.ts';
import type { GoodsKey } from '../../../core/catalog-schemas.ts';
import type { RateEntry } from '../../../core/currency.ts';
import type { Locale } from '../../../core/locale.ts';
import { ConflictError, InvalidError, NotFoundError, UnavailableError } from '../../errors.ts';
import { replaceKept, type UploadKeeper } from '../uploads/index.ts';
import { registerCommands } from './discord-api.ts';
import { verifyDiscordSignature } from './discord-signature.ts';
import { answerCommand, commandDefinitions, discordText, INTERACTION, InteractionSchema, localeOfDiscord, notice, pong, type InteractionReply } from './interactions.ts';
import type { BotRow, BotsRepo } from './repo.ts';
import type { TokenBox } from './token-box.ts';

/** Commands one bot answers per minute (in this process); past it the asker is told to wait. */
export const BOT_COMMANDS_PER_MINUTE = 60;

const botNotFound = () => new NotFoundError('botNotFound', { reason: 'bot_not_found' });
const logoInvalid = () => new InvalidError('logoInvalid', { reason: 'logo_invalid', fields: { logo: 'logoInvalid' } });

/** What the catalog offers the bot (the catalog service's own calls). */
export type BotCatalog = {
  goodsIdByUrl: (url: string) => Promise<GoodsKey>;
  goodsInfo: (key: GoodsKey, locale: Locale) => Promise<GoodsDetail | null>;
  agentOffers: (key: GoodsKey, ctx: { locale: Locale; inviteCode: string }) => Promise<AgentOffer[]>;
  rates: () => Promise<RateEntry[]>;
};

/** The answer of the interactions endpoint: an HTTP status and Discord's JSON (or nothing). */
export type InteractionOutcome = { status: 200; body: InteractionReply } | { status: 400 | 401 };

/**
 * My Bots (product §2 "My Bots", §3 "Bot"; docs/decisions/027-discord-bots.md): a creator's bots, and the answers
 * Discord gets at each bot's Interactions Endpoint URL.
 */
export function makeBotsService(deps: {
  repo: BotsRepo;
  uploads: UploadKeeper;
  tokens: TokenBox;
  catalog: BotCatalog;
  /** PUBLIC_ORIGIN: interaction URLs and the links in replies are absolute. */
  origin: string;
  discord: { base: string; timeoutMs: number; fetch?: typeof fetch };
  now?: () => number;
  botsMax?: number;
}) {
  const { repo, uploads, tokens } = deps;
  const now = deps.now ?? Date.now;
  const usage = new Map<number, { windowStart: number; count: number }>();

  const botOut = (row: BotRow): Bot => ({
    id: row.id,
    name: row.name,
    logo: row.logo,
    serverId: row.serverId,
    inviteUrl: row.inviteUrl,
    type: row.type as BotType,
    agentIds: row.agentIds,
    applicationId: row.applicationId,
    hasPublicKey: row.publicKey !== null,
    hasToken: row.tokenSealed !== null,
    interactionsUrl: `${deps.origin}${discordInteractionsPath(row.id)}`,
    createdAt: row.createdAt.toISOString(),
  });

  async function checkAgents(ids: number[]) {
    const active = await repo.activeAgentIds(ids);
    if (ids.some((id) => !active.has(id))) throw new InvalidError('botAgentsUnknown', { reason: 'agents_unknown', fields: { agentIds: 'botAgentsUnknown' } });
  }

  /** Saves with a logo that may change (product §D4 "Uploads"): the new one must be the caller's own live upload. */
  const withLogo = <T>(userId: number, logo: string | null | undefined, previous: string | null, save: () => Promise<T>): Promise<T> =>
    replaceKept(uploads, userId, { next: logo, previous, refused: logoInvalid }, save);

  /** Commands allowed for this bot now (a fixed one-minute window per bot). */
  function allowCommand(botId: number): boolean {
    const at = now();
    const entry = usage.get(botId);
    if (!entry || at - entry.windowStart >= 60_000) {
      if (usage.size > 10_000) usage.clear();
      usage.set(botId, { windowStart: at, count: 1 });
      return true;
    }
    entry.count += 1;
    return entry.count <= BOT_COMMANDS_PER_MINUTE;
  }

  return {
    async list(userId: number): Promise<Bot[]> {
      return (await repo.listOf(userId)).map(botOut);
    },

    async add(userId: number, form: BotForm): Promise<Bot> {
      await checkAgents(form.agentIds);
      const row = await withLogo(userId, form.logo ?? null, null, async () => {
        const inserted = await repo.insert(
          userId,
          { name: form.name, serverId: form.serverId, inviteUrl: form.inviteUrl, logo: form.logo ?? null, type: form.type, agentIds: form.agentIds, applicationId: form.applicationId ?? null, publicKey: form.publicKey ?? null },
          deps.botsMax ?? BOTS_MAX,
        );
        if (!inserted) throw new ConflictError('botsFull', { reason: 'bots_full', vars: { max: deps.botsMax ?? BOTS_MAX } });
        return inserted;
      });
      if (!form.botToken) return botOut(row);
      return botOut((await repo.update(userId, row.id, { tokenSealed: tokens.seal(form.botToken, row.id) }))!);
    },

    async edit(userId: number, form: EditBotRequest): Promise<Bot> {
      const current = await repo.findOwn(userId, form.id);
      if (!current) throw botNotFound();
      await checkAgents(form.agentIds);
      const row = await withLogo(userId, form.logo, current.logo, () =>
        repo.update(userId, form.id, {
          name: form.name,
          serverId: form.serverId,
          inviteUrl: form.inviteUrl,
          type: form.type,
          agentIds: form.agentIds,
          ...(form.logo !== undefined ? { logo: form.logo } : {}),
          ...(form.applicationId !== undefined ? { applicationId: form.applicationId } : {}),
          // Write-only secrets: left out they stay, null removes them.
          ...(form.publicKey !== undefined ? { publicKey: form.publicKey } : {}),
          ...(form.botToken !== undefined ? { tokenSealed: form.botToken === null ? null : tokens.seal(form.botToken, form.id) } : {}),
        }),
      );
      if (!row) throw botNotFound();
      return botOut(row);
    },

    async delete(userId: number, id: number): Promise<void> {
      const row = await repo.delete(userId, id);
      if (!row) throw botNotFound();
      if (row.logo) await uploads.release(row.logo, userId);
    },

    /** Puts /convert, /qc and "Convert links" into the bot's Discord application; answers what Discord now holds. */
    async registerCommands(userId: number, id: number): Promise<RegisteredCommands> {
      const bot = await repo.findOwn(userId, id);
      if (!bot) throw botNotFound();
      if (!bot.applicationId || !bot.tokenSealed) throw new InvalidError('botCommandsNeedApplication', { reason: 'application_missing' });
      const token = tokens.open(bot.tokenSealed, bot.id);
      if (!token) throw new InvalidError('botTokenUnreadable', { reason: 'token_unreadable', fields: { botToken: 'botTokenUnreadable' } });
      const outcome = await registerCommands({ ...deps.discord, applicationId: bot.applicationId, token, commands: commandDefinitions(), origin: deps.origin });
      if (outcome.ok) return { commands: outcome.commands };
      if (outcome.kind === 'unreachable') throw new UnavailableError('botDiscordUnreachable', { reason: 'discord_unreachable' });
      throw new InvalidError('botDiscordRefused', { reason: 'discord_refused', vars: { status: outcome.status, message: outcome.message }, data: { status: outcome.status, discordMessage: outcome.message } });
    },

    /**
     * One request at a bot's Interactions Endpoint URL. Every request must carry Discord's valid, fresh Ed25519
     * signature under the bot's public key (401 otherwise, also for an unknown bot or one without a key).
     */
    async interaction(botId: number, headers: { signature?: string; timestamp?: string }, rawBody: Buffer): Promise<InteractionOutcome> {
      const bot = await repo.findForInteraction(botId);
      if (!bot?.publicKey) return { status: 401 };
      const verdict = verifyDiscordSignature({ publicKeyHex: bot.publicKey, signature: headers.signature, timestamp: headers.timestamp, rawBody, nowMs: now() });
      if (verdict !== 'ok') return { status: 401 };
      let json: unknown;
      try {
        json = JSON.parse(rawBody.toString('utf8'));
      } catch {
        return { status: 400 };
      }
      const parsed = InteractionSchema.safeParse(json);
      if (!parsed.success) return { status: 400 };
      const interaction = parsed.data;
      if (interaction.type === INTERACTION.ping) return { status: 200, body: pong() };
      if (interaction.type !== INTERACTION.command) return { status: 400 };
      const locale = localeOfDiscord(interaction.locale ?? interaction.guild_locale);
      if (!allowCommand(bot.id)) return { status: 200, body: notice(discordText(locale, 'reply.tooMany')) };
      const reply = await answerCommand(interaction, {
        origin: deps.origin,
        botName: bot.name,
        agentIds: bot.agentIds,
        keyOfUrl: deps.catalog.goodsIdByUrl,
        product: deps.catalog.goodsInfo,
        offers: (key, replyLocale) => deps.catalog.agentOffers(key, { locale: replyLocale, inviteCode: bot.ownerInviteCode }),
        rates: deps.catalog.rates,
      });
      return { status: 200, body: reply };
    },
  };
}
export type BotsService = ReturnType<typeof makeBotsService>;
