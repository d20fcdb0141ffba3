import { CATALOGUES } from '../../../core/i18n/catalogues.ts';
import type { Locale } from '../../../core/locale.ts';
import { apiMessages } from '../../lib/auth.server.ts';
import { AFFILIATE_FORM_MESSAGES } from './form-messages.ts';


/** Keys of the `api` catalogue the affiliate form's schema and checks (core/creator-codes.ts) answer with. */
const FORM_MESSAGE_KEYS = ['invalid', 'controlCharacters', 'affiliateCodeRequired', 'affiliateCodeFormat', 'affiliateAgentRequired'] as const;

/** The `affiliate` namespace (only the affiliate page and the dashboard home carry it) and the form messages. */
export function affiliateMessages(locale: Locale): Record<string, unknown> {
  return { ...(CATALOGUES[locale].affiliate as Record<string, unknown>), [AFFILIATE_FORM_MESSAGES]: apiMessages(locale, FORM_MESSAGE_KEYS) };
}
