import { CATALOGUES } from '../../../core/i18n/catalogues.ts';
import type { Locale } from '../../../core/locale.ts';
import { apiMessages } from '../../lib/auth.server.ts';
import { FORM_MESSAGES } from '../seller/seller-context.tsx';

/** Keys of the `api` catalogue the bot form's schema (core/bot-schemas.ts) and the bot calls answer with. */
export const BOT_FORM_MESSAGE_KEYS = [
  'invalid',
  'internal',
  'controlCharacters',
  'botNameRequired',
  'botNameTooLong',
  'botServerIdInvalid',
  'botInviteInvalid',
  'botTypeInvalid',
  'botAgentsRequired',
  'botAgentsTooMany',
  'botApplicationIdInvalid',
  'botPublicKeyInvalid',
  'botTokenInvalid',
  'logoInvalid',
  'uploadUnsupportedType',
  'uploadTooLarge',
] as const;

/**
 * What the My Bots loader sends: the `bots` namespace's page texts (not the Discord replies under `discord`,
 * which only the server writes) and the form messages under `sellerForm` (the form helpers of My Store).
 */
export function botsMessages(locale: Locale): Record<string, unknown> {
  const { discord: _serverOnly, ...page } = CATALOGUES[locale].bots as Record<string, unknown>;
  return { ...page, [FORM_MESSAGES]: apiMessages(locale, BOT_FORM_MESSAGE_KEYS) };
}
