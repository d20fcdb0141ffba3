import type { z } from 'zod';
import { API_CODE } from '../../../core/api.ts';
import { ApiError } from '../../lib/api-client.ts';
import { issuesToFields, type FieldErrors, type FormRefusal } from './forms.ts';

/** Parses a form with its schema on the server; a refusal carries the translated message per field. */
export function parseForm<S extends z.ZodType>(schema: S, input: unknown, messages: Record<string, string>): { data: z.infer<S> } | { refusal: FormRefusal } {
  const result = schema.safeParse(input);
  return result.success ? { data: result.data } : { refusal: { fields: issuesToFields(result.error, messages) } };
}

/**
 * An API refusal as the form shows it: a 400 with per-field messages next to those fields, anything
 * else (wrong password, too many attempts, mail down …) as the form's message — all translated by the API.
 */
export function apiRefusal(error: unknown, fallback: string): FormRefusal {
  if (!(error instanceof ApiError)) {
    console.error('account call failed', error);
    return { formError: fallback };
  }
  const data = (error.data ?? {}) as { fields?: FieldErrors };
  if (error.code === API_CODE.invalid && data.fields && Object.keys(data.fields).length > 0) {
    return { fields: data.fields, ...(data.fields.form ? { formError: data.fields.form } : {}) };
  }
  if (error.status >= 500 && !error.message) return { formError: fallback };
  return { formError: error.message || fallback };
}

/**
 * The API's new-password rule (core/password-strength.ts, loaded on first use) for a form the server
 * checks before any API call sees the password (sign-up's first step): a refusal on `field`, or null.
 */
export async function passwordRefusal(password: string, field: string, userInputs: readonly string[], messages: Record<string, string>): Promise<FormRefusal | null> {
  const { checkPassword } = await import('../../../core/password-strength.ts');
  const problem = checkPassword(password, userInputs).problem;
  return problem ? { fields: { [field]: messages[problem] ?? problem } } : null;
}
