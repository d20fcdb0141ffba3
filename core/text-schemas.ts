/**
 * Free text in requests (issue #11, security 6): no field of a shared schema accepts control characters.
 * PostgreSQL refuses NUL in text (a query failing with HTTP 500), and tabs, newlines, escapes or bidi-free
 * C1 codes in an email, a keyword or a link are never meant; they only smuggle text into logs and pages.
 */
import type { z } from 'zod';

/** C0 and C1 control characters (NUL, tab, newline, ESC, DEL …) and lone UTF-16 surrogates (not encodable). */
export const CONTROL_CHARACTER = /[\p{Cc}\p{Cs}]/u;

export const hasNoControlCharacters = (text: string) => !CONTROL_CHARACTER.test(text);

/** The message of a field without one of its own (an `api` catalogue key). */
export const CONTROL_CHARACTERS_MESSAGE = 'controlCharacters';

/**
 * Refuses control characters in a string field, with the field's message (an `api` catalogue key; the API
 * answers code 400 with it in `data.fields`). Put it right after any `.trim()`, before other checks, so that
 * it is the field's first issue.
 */
export function refuseControlCharacters<S extends z.ZodString>(schema: S, message: string = CONTROL_CHARACTERS_MESSAGE): S {
  return schema.refine(hasNoControlCharacters, { message }) as S;
}
