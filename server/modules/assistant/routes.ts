import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ASSISTANT_PATH, AssistantRequestSchema, type AssistantReply } from '../../../core/assistant.ts';
import { AssistantReplySchema } from '../../../core/assistant-answers.ts';
import { envelopeOf, ok } from '../../http/envelope.ts';
import { apiMessageIn } from '../../http/i18n.ts';
import { visitorContext } from '../../http/visitor.ts';
import type { AssistantService, ServiceReply } from './service.ts';

/** Questions per IP and minute (on top of the API's own per-minute limit, which this route's limit replaces). */
export const ASSISTANT_RATE_LIMIT = { max: 40, timeWindow: 60_000 } as const;

/** A refused link's message in the reply's language. */
function localized(reply: ServiceReply): AssistantReply {
  return {
    answers: reply.answers.map((a) => (a.kind === 'link_refused' ? { kind: a.kind, reason: a.reason, message: apiMessageIn(reply.locale, a.messageKey) } : a)),
    suggestions: reply.suggestions,
  };
}

/** `S/pub/assistant/ask` (product §2 assistant widget; docs/decisions/030-assistant.md). Thin: schema → service → envelope. */
export function assistantRoutes(service: AssistantService) {
  return async function routes(app: FastifyInstance) {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.post(`/${ASSISTANT_PATH}`,
      {
        config: { rateLimit: ASSISTANT_RATE_LIMIT },
        schema: {
          tags: ['assistant'],
          summary: 'Ask the assistant: FAQ and policy answers, goods by name, or a pasted link\'s product and agent buy links, in `locale` (mode "suggest": suggestions for text being typed)',
          body: AssistantRequestSchema,
          response: { 200: envelopeOf(AssistantReplySchema) },
        },
      },
      async (request) => ok(request, localized(await service.ask(request.body, visitorContext(request)))));
  };
}
