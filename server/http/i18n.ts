import type { FastifyRequest } from 'fastify';
import { CATALOGUES } from '../../core/i18n/catalogues.ts';
import { makeTranslator } from '../../core/i18n/translate.ts';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../core/locale.ts';

const translateApi = makeTranslator(
  Object.fromEntries(Object.entries(CATALOGUES).map(([locale, ns]) => [locale, ns.api])) as Record<Locale, Record<string, unknown>>,
);

/** The language of `msg`: the `language` request header (product §7), default en. */
export function requestLocale(request: FastifyRequest): Locale {
  const header = request.headers.language;
  const value = Array.isArray(header) ? header[0] : header;
  const base = value?.trim().toLowerCase().split(/[-_]/)[0];
  return isLocale(base) ? base : DEFAULT_LOCALE;
}

const EN_API = CATALOGUES[DEFAULT_LOCALE].api as Record<string, unknown>;

/** Whether `key` is a message of the `api` catalogue (schemas name their custom messages by key). */
export function isApiMessageKey(key: string): boolean {
  return typeof EN_API[key] === 'string';
}

export function apiMessage(request: FastifyRequest, key: string, vars?: Record<string, string | number>): string {
  return translateApi(requestLocale(request), key, vars);
}

/** An `api` message in a locale the call names itself (the assistant answers in the page's language). */
export function apiMessageIn(locale: Locale, key: string, vars?: Record<string, string | number>): string {
  return translateApi(locale, key, vars);
}
