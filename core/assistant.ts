/**
 * The assistant (product §2 "Global shell", §7 "Other traffic", §9): its one call, the request schema shared by the
 * widget and the API, the input debounce and the launcher's sizes. Answer types are inferred from
 * core/assistant-answers.ts (server and tests only: the widget imports nothing of it at run time).
 */
import { z } from 'zod';
import { LOCALES } from './locale.ts';
import { refuseControlCharacters } from './text-schemas.ts';
import type { AssistantAnswer, AssistantReply, AssistantSuggestion } from './assistant-answers.ts';

export type { AssistantAnswer, AssistantReply, AssistantSuggestion };

/** `POST /api/S/pub/assistant/ask`: public, rate-limited (docs/decisions/030-assistant.md). */
export const ASSISTANT_PATH = 'S/pub/assistant/ask';

/** Product §7: the widget waits this long after the last keystroke before it asks for suggestions. */
export const ASSISTANT_DEBOUNCE_MS = 800;

/** The longest message: a question, a name or a pasted share text with its link. */
export const ASSISTANT_MESSAGE_MAX = 500;

/** Suggestions are asked for from this many characters on. */
export const ASSISTANT_SUGGEST_MIN = 2;

export const ASSISTANT_MODES = ['answer', 'suggest'] as const;

/**
 * One question to the assistant. `locale` is the page's language (the `language` header when absent); `mode`
 * `suggest` answers only short suggestions for text still being typed. Messages are keys of the `api` catalogue.
 */
export const AssistantRequestSchema = z.object({
  message: refuseControlCharacters(z.string().trim())
    .min(1, { message: 'assistantEmpty' })
    .max(ASSISTANT_MESSAGE_MAX, { message: 'assistantTooLong' }),
  locale: z.enum(LOCALES).optional(),
  mode: z.enum(ASSISTANT_MODES).default('answer'),
});
export type AssistantRequest = z.infer<typeof AssistantRequestSchema>;
