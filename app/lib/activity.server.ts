import type { Messages } from './i18n.tsx';
import { CATALOGUES } from '../../core/i18n/catalogues.ts';
import type { Locale } from '../../core/locale.ts';
import { ApiError } from './api-client.ts';

/** The `activity` namespace, sent by the group-buy and flash-sale pages' loaders (app/lib/more-messages.tsx). */
export function activityMessages(locale: Locale): Messages {
  return CATALOGUES[locale].activity as Messages;
}

/** An activity id as the path carries it (digits), else null: such a path names no activity. */
export function activityIdOf(raw: string | undefined): number | null {
  return raw && /^\d{1,9}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
}

/** The dedicated screen an activity call's refusal leads to (product §2 "Activity detail", §8), or null for any other failure. */
export function activityScreenOf(error: unknown): 'notFound' | 'unsupported' | null {
  if (!(error instanceof ApiError)) return null;
  if (error.code === 404) return 'notFound';
  if (error.code === 400 && error.reason === 'unsupported_type') return 'unsupported';
  return null;
}

/** What a Join or Claim form answers: the new count and deal, or the API's message (already in the page's language). */
export type JoinFormAnswer = { ok: true; key: number; joinedCount: number } | { ok: false; key: number; message: string; reason: string | null };
