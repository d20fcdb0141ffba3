/**
 * `parseProductLink` and `parseShopLink`: any pasted text → (channel, offerId) or (channel, shopId), or a refusal with
 * a stable reason. Both walk the same site rules and wrapped links; they differ only in what they accept (a "goal").
 * Never guesses and never goes to the network (link-formats.md §B2 "Parsing rules that every robust converter implements").
 */
import { AGENT_RULES } from './agents.ts';
import { isValidOfferId, isValidShopId } from './build.ts';
import { findLink } from './extract.ts';
import { wrappedUrl, type Reading, type SiteRule, type Target } from './forms.ts';
import { MARKETPLACE_RULES } from './marketplaces.ts';
import { isShortLink } from './short-links.ts';
import type { CommonRefusalReason, LinkResult, ParsedLink, ParsedShopLink, ShopIdKind, ShopLinkResult } from './types.ts';
import { decodeOnce, hostMatches, toHttpsHref, viewLink, type LinkView } from './url-tools.ts';

/** Links nested deeper than this (agent in agent in yupoo …) are refused. */
const MAX_NESTING = 6;
/** URLs read per input at most (candidates × nesting × re-decoding), so hostile input cannot make parsing explode. */
const MAX_URLS_READ = 64;

/** A successful reading, whichever goal. */
type Found = { ok: true; via: 'marketplace' | 'agent'; agent?: string };
type Refusal<Reason extends string> = { ok: false; reason: Reason; shortLinkUrl?: string };
/** What a parse ends in: the goal's answer, or a refusal with a common reason or one of the goal's own (`Own`). */
type Outcome<Ok extends Found, Own extends string> = Ok | Refusal<CommonRefusalReason | Own>;

/** What one public parser accepts: how a product reading and a shop reading become its answer. */
type Goal<Ok extends Found, Own extends string> = {
  item(target: Target, offerId: string | null): Outcome<Ok, Own>;
  shop(target: Target, shopId: string | null, idKind: ShopIdKind): Outcome<Ok, Own>;
};

/** The state of one parse as it descends into wrapped links. */
type Descent<Ok extends Found, Own extends string> = { goal: Goal<Ok, Own>; depth: number; budget: { left: number } };

const SITE_RULES: readonly SiteRule[] = [...MARKETPLACE_RULES, ...AGENT_RULES];

/**
 * Parameters that carry a whole URL on sites we do not know (§B2 rule 5). Used only when the wrapped value itself
 * parses as a marketplace or agent link, so `reddit.com/…?id=123` is never read as anything.
 */
const GENERIC_WRAPPER = wrappedUrl(null, ['url', 'goodsUrl', 'productUrl', 'productLink', 'link', 'redirect']);

/** Products: a shop page (any shop form, with or without a readable id) is refused as `shop_link`. */
const PRODUCT: Goal<ParsedLink, 'shop_link'> = {
  item(target, offerId) {
    if (offerId === null || !isValidOfferId(offerId)) return refused('missing_id');
    const parsed: ParsedLink = { ok: true, channel: target.channel, offerId, via: 'marketplace' };
    if (target.tmall) parsed.tmall = true;
    return parsed;
  },
  shop: () => refused('shop_link'),
};

/** Shops: a product page (any product form, with or without a readable id) is refused as `product_link`. */
const SHOP: Goal<ParsedShopLink, 'product_link'> = {
  item: () => refused('product_link'),
  shop(target, shopId, idKind) {
    if (shopId === null || !isValidShopId(target.channel, shopId, idKind)) return refused('missing_id');
    const parsed: ParsedShopLink = { ok: true, channel: target.channel, shopId, idKind, via: 'marketplace' };
    if (target.tmall) parsed.tmall = true;
    return parsed;
  },
};

export function parseProductLink(input: string): LinkResult {
  return parseText(input, PRODUCT);
}

/**
 * Any pasted text → the marketplace shop it links to: `(channel, shopId, idKind)`, read from the marketplace shop
 * forms of link-formats.md §A1–A4 "Shop", also when wrapped in an agent link (Kakobuy `/item/store?url=`, any `url=`
 * wrapper) or a redirect. A product link is refused as `product_link`.
 */
export function parseShopLink(input: string): ShopLinkResult {
  return parseText(input, SHOP);
}

function parseText<Ok extends Found, Own extends string>(input: string, goal: Goal<Ok, Own>): Outcome<Ok, Own> {
  const found = findLink(input);
  if (!found) return refused('not_a_link');
  if (found.kind === 'tao_password') return refused('short_link_needs_resolution');
  return parseUrl(found.href, { goal, depth: 0, budget: { left: MAX_URLS_READ } });
}

function parseUrl<Ok extends Found, Own extends string>(candidate: string, descent: Descent<Ok, Own>): Outcome<Ok, Own> {
  if (descent.depth > MAX_NESTING || descent.budget.left <= 0) return refused('unsupported_link');
  descent.budget.left -= 1;
  const href = toHttpsHref(candidate);
  const link = viewLink(href);
  if (!link) return refused('not_a_link');
  if (isShortLink(link)) return { ok: false, reason: 'short_link_needs_resolution', shortLinkUrl: link.href.replace(/^http:/, 'https:') };

  const rule = ruleFor(link.host);
  const result = rule ? readWithRule(rule, link, descent) : readUnknownSite(link, descent);
  if (result.ok || !isSoft(result)) return result;

  // Mangled encodings (Google's `itemID%3D…`, `abbucket=6%26id%3D…`, `item.htm%3Fid%3D…`, §A2/§A3): one more
  // decoding round of the whole URL may reveal the id.
  const decoded = decodeOnce(href);
  if (decoded !== href) {
    const retry = parseUrl(decoded, deeper(descent));
    if (retry.ok) return retry;
  }
  return result;
}

/** A refusal that later forms or another decoding round may still overturn. */
function isSoft(result: Refusal<string>): boolean {
  return result.reason === 'missing_id' || result.reason === 'unsupported_link';
}

/** The rule with the longest host that `host` equals or is a subdomain of. */
function ruleFor(host: string): SiteRule | undefined {
  let best: { rule: SiteRule; length: number } | undefined;
  for (const rule of SITE_RULES) {
    for (const ruleHost of rule.hosts) {
      if (hostMatches(host, ruleHost) && ruleHost.length > (best?.length ?? 0)) best = { rule, length: ruleHost.length };
    }
  }
  return best?.rule;
}

/**
 * Tries the rule's forms in order: the first valid id wins; a wrong-kind (shop for a product, product for a shop) /
 * not-carried / encrypted verdict is final; a `missing_id` is kept while later forms get their chance.
 * No form at all → not a page we read.
 */
function readWithRule<Ok extends Found, Own extends string>(rule: SiteRule, link: LinkView, descent: Descent<Ok, Own>): Outcome<Ok, Own> {
  let fallback: Refusal<CommonRefusalReason | Own> | undefined;
  for (const form of rule.forms) {
    const reading = form(link);
    if (!reading) continue;
    const result = resultOf(reading, rule, descent);
    if (result.ok || !isSoft(result)) return result;
    fallback ??= result;
  }
  return fallback ?? refused('unsupported_link');
}

function resultOf<Ok extends Found, Own extends string>(reading: Reading, rule: SiteRule, descent: Descent<Ok, Own>): Outcome<Ok, Own> {
  switch (reading.kind) {
    case 'refused':
      return refused(reading.reason);
    case 'item':
      return viaRule(descent.goal.item(reading.target, reading.offerId), rule);
    case 'shop':
      return viaRule(descent.goal.shop(reading.target, reading.shopId, reading.idKind), rule);
    case 'wrapped': {
      let first: Refusal<CommonRefusalReason | Own> | undefined;
      for (const candidate of reading.candidates) {
        const inner = parseUrl(candidate, deeper(descent));
        if (inner.ok) return viaRule(inner, rule);
        first ??= inner;
      }
      // The wrapper was recognised, so "no link inside" means the wrapped link is missing.
      return !first || first.reason === 'not_a_link' ? refused('missing_id') : first;
    }
  }
}

/** A reading through an agent's rule is reported as that agent's (the outermost agent wins). */
function viaRule<Ok extends Found, Own extends string>(outcome: Outcome<Ok, Own>, rule: SiteRule): Outcome<Ok, Own> {
  return outcome.ok && rule.role === 'agent' ? { ...outcome, via: 'agent', agent: rule.site } : outcome;
}

function readUnknownSite<Ok extends Found, Own extends string>(link: LinkView, descent: Descent<Ok, Own>): Outcome<Ok, Own> {
  const reading = GENERIC_WRAPPER(link);
  for (const candidate of reading?.kind === 'wrapped' ? reading.candidates : []) {
    const inner = parseUrl(candidate, deeper(descent));
    if (inner.ok) return inner;
  }
  return refused('unsupported_link');
}

function deeper<Ok extends Found, Own extends string>(descent: Descent<Ok, Own>): Descent<Ok, Own> {
  return { goal: descent.goal, depth: descent.depth + 1, budget: descent.budget };
}

function refused<Reason extends string>(reason: Reason): Refusal<Reason> {
  return { ok: false, reason };
}
