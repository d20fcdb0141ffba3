/**
 * `parseProductLink`: any pasted text → (channel, offerId), or a refusal with a stable reason. Never guesses and
 * never goes to the network (link-formats.md §B2 "Parsing rules that every robust converter implements").
 */
import { AGENT_RULES } from './agents.ts';
import { isValidOfferId } from './build.ts';
import { findLink } from './extract.ts';
import { wrappedUrl, type Reading, type SiteRule } from './forms.ts';
import { MARKETPLACE_RULES } from './marketplaces.ts';
import { isShortLink } from './short-links.ts';
import type { LinkRefusalReason, LinkResult, ParsedLink, RefusedLink } from './types.ts';
import { decodeOnce, hostMatches, toHttpsHref, viewLink, type LinkView } from './url-tools.ts';

/** Links nested deeper than this (agent in agent in yupoo …) are refused. */
const MAX_NESTING = 6;
/** URLs read per input at most (candidates × nesting × re-decoding), so hostile input cannot make parsing explode. */
const MAX_URLS_READ = 64;

/** The state of one `parseProductLink` call as it descends into wrapped links. */
type Descent = { depth: number; budget: { left: number } };

const SITE_RULES: readonly SiteRule[] = [...MARKETPLACE_RULES, ...AGENT_RULES];

/**
 * Parameters that carry a whole URL on sites we do not know (§B2 rule 5). Used only when the wrapped value itself
 * parses as a marketplace or agent product link, so `reddit.com/…?id=123` is never read as anything.
 */
const GENERIC_WRAPPER = wrappedUrl(null, ['url', 'goodsUrl', 'productUrl', 'productLink', 'link', 'redirect']);

export function parseProductLink(input: string): ParsedLink | RefusedLink {
  const found = findLink(input);
  if (!found) return refused('not_a_link');
  if (found.kind === 'tao_password') return refused('short_link_needs_resolution');
  return parseUrl(found.href, { depth: 0, budget: { left: MAX_URLS_READ } });
}

function parseUrl(candidate: string, descent: Descent): LinkResult {
  if (descent.depth > MAX_NESTING || descent.budget.left <= 0) return refused('unsupported_link');
  descent.budget.left -= 1;
  const href = toHttpsHref(candidate);
  const link = viewLink(href);
  if (!link) return refused('not_a_link');
  if (isShortLink(link)) return { ok: false, reason: 'short_link_needs_resolution', shortLinkUrl: link.href.replace(/^http:/, 'https:') };

  const rule = ruleFor(link.host);
  const result = rule ? readWithRule(rule, link, descent) : readUnknownSite(link, descent);
  if (result.ok || (result.reason !== 'missing_id' && result.reason !== 'unsupported_link')) return result;

  // Mangled encodings (Google's `itemID%3D…`, `abbucket=6%26id%3D…`, `item.htm%3Fid%3D…`, §A2/§A3): one more
  // decoding round of the whole URL may reveal the id.
  const decoded = decodeOnce(href);
  if (decoded !== href) {
    const retry = parseUrl(decoded, deeper(descent));
    if (retry.ok) return retry;
  }
  return result;
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
 * Tries the rule's forms in order: the first valid id wins; a shop / not-carried / encrypted verdict is final;
 * a `missing_id` is kept while later forms get their chance. No form at all → not a product page.
 */
function readWithRule(rule: SiteRule, link: LinkView, descent: Descent): LinkResult {
  let fallback: RefusedLink | undefined;
  for (const form of rule.forms) {
    const reading = form(link);
    if (!reading) continue;
    const result = resultOf(reading, rule, descent);
    if (result.ok) return result;
    if (result.reason !== 'missing_id' && result.reason !== 'unsupported_link') return result;
    fallback ??= result;
  }
  return fallback ?? refused('unsupported_link');
}

function resultOf(reading: Reading, rule: SiteRule, descent: Descent): LinkResult {
  switch (reading.kind) {
    case 'refused':
      return refused(reading.reason);
    case 'item': {
      if (reading.offerId === null || !isValidOfferId(reading.offerId)) return refused('missing_id');
      const parsed: ParsedLink = { ok: true, channel: reading.target.channel, offerId: reading.offerId, via: 'marketplace' };
      if (reading.target.tmall) parsed.tmall = true;
      return rule.role === 'agent' ? { ...parsed, via: 'agent', agent: rule.site } : parsed;
    }
    case 'wrapped': {
      let first: RefusedLink | undefined;
      for (const candidate of reading.candidates) {
        const inner = parseUrl(candidate, deeper(descent));
        if (inner.ok) return rule.role === 'agent' ? { ...inner, via: 'agent', agent: rule.site } : inner;
        first ??= inner;
      }
      // The wrapper was recognised, so "no link inside" means the product link is missing.
      return !first || first.reason === 'not_a_link' ? refused('missing_id') : first;
    }
  }
}

function readUnknownSite(link: LinkView, descent: Descent): LinkResult {
  const reading = GENERIC_WRAPPER(link);
  for (const candidate of reading?.kind === 'wrapped' ? reading.candidates : []) {
    const inner = parseUrl(candidate, deeper(descent));
    if (inner.ok) return inner;
  }
  return refused('unsupported_link');
}

function deeper(descent: Descent): Descent {
  return { depth: descent.depth + 1, budget: descent.budget };
}

function refused(reason: LinkRefusalReason): RefusedLink {
  return { ok: false, reason };
}
