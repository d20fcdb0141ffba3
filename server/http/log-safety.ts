import { CONTROL_CHARACTER } from '../../core/text-schemas.ts';

const CONTROL_CHARACTERS = new RegExp(CONTROL_CHARACTER.source, 'gu');

/** Text for a log line: control characters written as `\uXXXX`, so that no input can forge or break a line. */
export function escapeControls(text: string): string {
  return CONTROL_CHARACTER.test(text) ? text.replace(CONTROL_CHARACTERS, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`) : text;
}

type QueryError = Error & { query?: unknown; params?: unknown; cause?: unknown };

/**
 * The `err` serializer of every log line (app.ts): type, message, stack, the error's own plain fields and
 * its causes, with control characters escaped. A failed query's parameters are left out (Drizzle puts
 * them in its message): they are what a person typed — emails, keywords, passwords' neighbours.
 */
export type LoggedError = { type: string; message: string; stack: string; [key: string]: unknown };

export function loggableError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error) || depth > 4) return { type: typeof error, message: escapeControls(String(error)), stack: '' };
  const { query, params, cause, ...own } = error as QueryError;
  const isQuery = query !== undefined && params !== undefined;
  const message = isQuery ? `Failed query: ${String(query)}` : error.message;
  const stack = isQuery ? error.stack?.replace(error.message, message) : error.stack;
  const out: LoggedError = { type: error.constructor?.name ?? error.name, message: escapeControls(message), stack: stack ? escapeControls(stack) : '' };
  for (const [key, value] of Object.entries(own)) {
    if (typeof value === 'string') out[key] = escapeControls(value);
    else if (value === null || typeof value !== 'object') out[key] = value;
  }
  if (cause !== undefined) out.cause = loggableError(cause, depth + 1);
  return out;
}
