import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BOT_PATH, BotFormSchema, BotIdRequestSchema, BotSchema, EditBotRequestSchema, RegisteredCommandsSchema } from '../../../core/bot-schemas.ts';
import { envelopeOf, ok } from '../../http/envelope.ts';
import { apiMessage } from '../../http/i18n.ts';
import { requireAuth } from '../../http/session.ts';
import { discordText, localeOfDiscord, notice } from './interactions.ts';
import type { BotsService } from './service.ts';

/** Longest interaction body we read (Discord's are a few kB; a resolved message adds at most ~4 kB of content). */
const INTERACTION_BODY_LIMIT = 64 * 1024;
/** Requests per bot endpoint and minute, signed or not; the service limits verified commands further. */
export const INTERACTION_RATE_LIMIT = { max: 240, timeWindow: 60_000 } as const;

/** The My Bots calls (product §7): schema → service → envelope; every one needs a session and works on the caller's bots. */
export function botRoutes(service: BotsService) {
  return async function routes(app: FastifyInstance) {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['bots'];
    const said = <T>(request: Parameters<typeof apiMessage>[0], key: string, data: T) => ({ code: 0, msg: apiMessage(request, key), data });

    r.post(`/${BOT_PATH.list}`, { schema: { tags, summary: 'The caller\'s bots, oldest first', body: z.object({}).optional(), response: { 200: envelopeOf(z.array(BotSchema)) } } },
      async (request) => ok(request, await service.list(requireAuth(request).userId)));

    r.post(`/${BOT_PATH.add}`, { schema: { tags, summary: 'Add a bot (the bot token and public key are write-only)', body: BotFormSchema, response: { 200: envelopeOf(BotSchema) } } },
      async (request) => said(request, 'botCreated', await service.add(requireAuth(request).userId, request.body)));

    r.post(`/${BOT_PATH.edit}`, { schema: { tags, summary: 'Change a bot; a left-out publicKey or botToken stays, null removes it', body: EditBotRequestSchema, response: { 200: envelopeOf(BotSchema) } } },
      async (request) => said(request, 'botUpdated', await service.edit(requireAuth(request).userId, request.body)));

    r.post(`/${BOT_PATH.delete}`, { schema: { tags, summary: 'Delete a bot', body: BotIdRequestSchema, response: { 200: envelopeOf(z.null()) } } },
      async (request) => {
        await service.delete(requireAuth(request).userId, request.body.id);
        return said(request, 'botDeleted', null);
      });

    r.post(`/${BOT_PATH.registerCommands}`, { schema: { tags, summary: 'Register /convert, /qc and "Convert links" with the bot\'s Discord application; answers what Discord holds', body: BotIdRequestSchema, response: { 200: envelopeOf(RegisteredCommandsSchema) } } },
      async (request) => said(request, 'botCommandsRegistered', await service.registerCommands(requireAuth(request).userId, request.body.id)));
  };
}

/**
 * `POST /api/discord/interactions/{botId}` (product §D4 "Creators"): Discord's interactions contract, outside the
 * signed API (Discord signs with Ed25519 instead). The raw body is kept: the signature covers its exact bytes.
 */
export function interactionRoutes(service: BotsService) {
  return async function routes(app: FastifyInstance) {
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: INTERACTION_BODY_LIMIT }, (_request, body, done) => done(null, body));
    await app.register(rateLimit, {
      global: true,
      ...INTERACTION_RATE_LIMIT,
      keyGenerator: (request) => `discord-bot:${(request.params as { botId?: string }).botId ?? ''}`,
      errorResponseBuilder: () => ({ statusCode: 429, error: 'Too Many Requests' }),
    });
    app.post<{ Params: { botId: string }; Body: Buffer }>('/api/discord/interactions/:botId', { schema: { hide: true } }, async (request, reply) => {
      const botId = Number(request.params.botId);
      if (!/^\d{1,9}$/.test(request.params.botId) || !Buffer.isBuffer(request.body)) return reply.status(401).send({ error: 'invalid request signature' });
      const header = (name: string) => {
        const value = request.headers[name];
        return Array.isArray(value) ? value[0] : value;
      };
      try {
        const outcome = await service.interaction(botId, { signature: header('x-signature-ed25519'), timestamp: header('x-signature-timestamp') }, request.body);
        if (outcome.status === 200) return reply.status(200).send(outcome.body);
        return reply.status(outcome.status).send({ error: outcome.status === 401 ? 'invalid request signature' : 'bad request' });
      } catch (error) {
        // A verified asker still gets an answer they can read; the cause stays in our log.
        request.log.error({ err: error, botId }, 'discord interaction failed');
        let locale;
        try {
          locale = localeOfDiscord((JSON.parse(request.body.toString('utf8')) as { locale?: string }).locale);
        } catch {
          locale = localeOfDiscord(undefined);
        }
        return reply.status(200).send(notice(discordText(locale, 'reply.failed')));
      }
    });
  };
}
