/**
 * Haulbridge's own referral code at each agent (`agents.platform_referral_code`), carried by buy links when
 * no creator's code applies (product §D5 "Attribution").
 *
 * PLACEHOLDERS: these are not real accounts. Each is shaped like that agent's codes (numeric `ref` of the
 * CNFans family and USFans, numeric Sugargoo `memberId`, base64-like CSSBuy `promotionCode`, short
 * alphanumeric codes elsewhere — link-formats.md §B) so links look and parse like real ones. The operator
 * replaces them with the platform's real codes in the `agents` table; the seed never runs twice.
 * Agents without a referral parameter (Basetao) get none: a code could not reach them.
 */
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { agents } from '../schema/index.ts';

export const PLATFORM_REFERRAL_CODES: Record<string, string> = {
  cnfans: '7305521',
  mulebuy: '1204877',
  kakobuy: 'hbridge',
  acbuy: 'HB7Q2K',
  hoobuy: 'hb8Qx71',
  superbuy: 'Hb5kT9',
  sugargoo: '486021',
  cssbuy: 'SGF1bGJyaWRnZQ',
  oopbuy: 'HB2M6R',
  allchinabuy: 'Hb3pW4',
  joyagoo: '3318904',
  joyabuy: '2257136',
  orientdig: '4410682',
  lovegobuy: 'hb6n2c',
  hipobuy: 'HB9D4F',
  usfans: '5169443',
  hagobuy: 'hbridge',
  gtbuy: 'HB4V8L',
};

/** Sets the platform code of every agent that has a referral parameter and no code yet. */
export async function seedAgentReferralCodes(db: Db) {
  for (const [slug, code] of Object.entries(PLATFORM_REFERRAL_CODES)) {
    await db
      .update(agents)
      .set({ platformReferralCode: code })
      .where(and(eq(agents.slug, slug), isNotNull(agents.referralParam), isNull(agents.platformReferralCode)));
  }
}
