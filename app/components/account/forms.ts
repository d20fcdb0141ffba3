/**
 * What each account form sends, read the same way by the route's action (server) and by the form's
 * submit handler (browser), and checked with the same schemas of core/account-schemas.ts. Schema
 * messages are keys of the `api` catalogue; the route's loader sends their texts (decision 001).
 */
import { useState, type FormEvent } from 'react';
import type { z } from 'zod';

export type FieldErrors = Record<string, string>;
/** What an account action answers when it refuses: a message per field and/or one for the form. */
export type FormRefusal = { fields?: FieldErrors; formError?: string };

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : undefined;
};

export const loginInput = (form: FormData) => ({ email: text(form, 'email'), password: text(form, 'password') });
export const signUpInput = (form: FormData) => ({
  email: text(form, 'email'),
  password: text(form, 'password'),
  confirmPassword: text(form, 'confirmPassword'),
  inviteCode: text(form, 'inviteCode'),
  agree: form.get('agree') === 'on' || form.get('agree') === 'true' ? true : undefined,
});
export const registerInput = (form: FormData) => ({ ...signUpInput(form), code: text(form, 'code') });
export const resetMailInput = (form: FormData) => ({ email: text(form, 'email') });
export const resetPasswordInput = (form: FormData) => ({ token: text(form, 'token'), password: text(form, 'password'), confirmPassword: text(form, 'confirmPassword') });
export const editPasswordInput = (form: FormData) => ({
  oldPassword: text(form, 'oldPassword'),
  newPassword: text(form, 'newPassword'),
  confirmPassword: text(form, 'confirmPassword'),
});

/** The first message of each field, as text (`messages` maps the schema's keys to their translations). */
export function issuesToFields(error: z.ZodError, messages: Record<string, string>): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'form');
    fields[field] ??= messages[issue.message] ?? messages.invalid ?? issue.message;
  }
  return fields;
}

/** More checks of a form's input than its schema holds: message keys by field (the new password's strength). */
export type ExtraCheck = (input: Record<string, unknown>) => Record<string, string | null>;

/**
 * Checks a form in the browser on submit with the server's schema (and `extra`, rules the server applies
 * too), for instant feedback: a refused form is not sent, its first invalid field gets the focus. The
 * server checks again (the action).
 */
export function useClientCheck<S extends z.ZodType>(schema: S, read: (form: FormData) => unknown, messages: Record<string, string>, extra?: ExtraCheck) {
  const [errors, setErrors] = useState<FieldErrors | null>(null);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const input = read(new FormData(event.currentTarget));
    const result = schema.safeParse(input);
    const fields: FieldErrors = result.success ? {} : issuesToFields(result.error, messages);
    for (const [field, key] of Object.entries(extra?.(input as Record<string, unknown>) ?? {})) {
      if (key) fields[field] ??= messages[key] ?? key;
    }
    if (Object.keys(fields).length === 0) {
      setErrors(null);
      return;
    }
    event.preventDefault();
    setErrors(fields);
    const first = Object.keys(fields)[0];
    const element = first ? event.currentTarget.elements.namedItem(first) : null;
    if (element instanceof HTMLElement) element.focus();
  };
  return { clientErrors: errors, onSubmit, reset: () => setErrors(null) };
}
