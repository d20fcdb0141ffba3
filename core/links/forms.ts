/**
 * The building blocks of the site rules in `marketplaces.ts` and `agents.ts`: each "form" recognises one URL shape
 * of a site and says where its channel and id are. A rule is a list of forms; `parse.ts` tries them in order.
 */
import type { Channel } from '../api.ts';
import type { CommonRefusalReason, ShopIdKind } from './types.ts';
import { decodeRepeatedly, rawTailAfterParam, startsLikeUrl, type LinkView } from './url-tools.ts';

/** What a marketplace code in an agent link stands for. `tmall` folds into the taobao id space (§A); `not_carried` → `unsupported_marketplace`. */
export type ChannelCode = Channel | 'tmall' | 'not_carried';
/** One agent's marketplace codes, keys lowercase (§B1: codes are not consistent across agents, so one table per agent). */
export type CodeTable = Readonly<Record<string, ChannelCode>>;
export type Target = { channel: Channel; tmall?: boolean };

export type Reading =
  /** A product form; `offerId` is the raw value found (validated by the caller), null when absent. */
  | { kind: 'item'; target: Target; offerId: string | null }
  /** A shop form; `shopId` is the raw value found (validated by the caller), null when the page is a shop without one. */
  | { kind: 'shop'; target: Target; shopId: string | null; idKind: ShopIdKind }
  | { kind: 'refused'; reason: CommonRefusalReason }
  /** The link wraps another URL (`url=`, `productLink=` …); candidates are tried in order. */
  | { kind: 'wrapped'; candidates: string[] };

/** Returns null when the URL is not in this form. */
export type Form = (link: LinkView) => Reading | null;

export type SiteRule = {
  /** Slug-ish site name; for agents it is reported as `ParsedLink.agent`. */
  site: string;
  /** `redirect` sites (Google, Yupoo's `/external`) pass the wrapped link's own reading through. */
  role: 'marketplace' | 'agent' | 'redirect';
  /** Registrable domains or hosts; a URL matches by host suffix. The longest matching host among all rules wins. */
  hosts: readonly string[];
  forms: readonly Form[];
};

/** A path pattern is tested against the pathname and against the route inside the hash (`/#/details?…`). */
function routeMatch(link: LinkView, pattern: RegExp): RegExpExecArray | null {
  return pattern.exec(link.path) ?? (link.hashPath ? pattern.exec(link.hashPath) : null);
}

/** What an agent's marketplace code means: a target, or a refusal for unknown / not-carried codes. */
function resolveCode(code: string, codes: CodeTable): Reading | Target {
  const meaning = codes[code.trim().toLowerCase()];
  if (meaning === undefined) return { kind: 'refused', reason: 'missing_id' };
  if (meaning === 'not_carried') return { kind: 'refused', reason: 'unsupported_marketplace' };
  if (meaning === 'tmall') return { channel: 'taobao', tmall: true };
  return { channel: meaning };
}

function item(resolved: Reading | Target, offerId: string | null | undefined): Reading {
  return 'kind' in resolved ? resolved : { kind: 'item', target: resolved, offerId: offerId ?? null };
}

/** A product page on `where` with the id in a query parameter; the channel is fixed (marketplace pages). */
export function idInQuery(fixed: Target, where: RegExp, idParams: readonly string[]): Form {
  return (link) => (routeMatch(link, where) ? item(fixed, link.param(...idParams)) : null);
}

/** A product page whose id is the `id` group of a path pattern; the channel is fixed. */
export function idInPath(fixed: Target, pattern: RegExp): Form {
  return (link) => {
    const match = routeMatch(link, pattern);
    return match ? item(fixed, match.groups?.id) : null;
  };
}

/** An agent product page on `where` with a marketplace code and an id in query parameters (`?id=…&platform=TAOBAO`). */
export function codeAndIdInQuery(codes: CodeTable, where: RegExp, codeParams: readonly string[], idParams: readonly string[]): Form {
  return (link) => {
    if (!routeMatch(link, where)) return null;
    const code = link.param(...codeParams);
    const offerId = link.param(...idParams);
    if (code === null && offerId === null) return null;
    return code === null ? { kind: 'refused', reason: 'missing_id' } : item(resolveCode(code, codes), offerId);
  };
}

/** An agent product page whose path holds the marketplace code and the id as `code` and `id` groups (`/product/1/{id}`). */
export function codeAndIdInPath(codes: CodeTable, pattern: RegExp): Form {
  return (link) => {
    const match = routeMatch(link, pattern);
    return match ? item(resolveCode(match.groups?.code ?? '', codes), match.groups?.id) : null;
  };
}

/**
 * A link that carries another URL in a parameter (`url=`, `productLink=` …), anywhere or only on `where`.
 * The value is decoded until it looks like a URL (single/double/triple encoding, §B2 rule 4). When the wrapped URL
 * was pasted unencoded, its own `&id=` ends up beside the outer parameters, so the raw rest of the href after
 * `name=` is tried second.
 */
export function wrappedUrl(where: RegExp | null, params: readonly string[]): Form {
  return (link) => {
    if (where && !routeMatch(link, where)) return null;
    const candidates: string[] = [];
    for (const name of params) {
      const value = link.param(name);
      if (value === null) continue;
      candidates.push(unwrap(value));
      const tail = rawTailAfterParam(link.href, name);
      if (tail !== null) candidates.push(unwrap(tail));
    }
    const unique = [...new Set(candidates)].filter(startsLikeUrl);
    return unique.length > 0 ? { kind: 'wrapped', candidates: unique } : null;
  };
}

function unwrap(value: string): string {
  return decodeRepeatedly(value.trim(), startsLikeUrl);
}

/** A parameter whose value matches `encrypted` cannot be read offline (Pandabuy `url=PJ…`, §B "Pandabuy"). */
export function encryptedParam(name: string, encrypted: RegExp): Form {
  return (link) => {
    const value = link.param(name);
    return value !== null && encrypted.test(value) ? { kind: 'refused', reason: 'encrypted_link' } : null;
  };
}

/**
 * A shop / store page (§A1–A4 "Shop"). `read` returns the id the page carries, null for a shop page without a
 * readable id, undefined when the URL is not in this form.
 */
export function shopForm(target: Target, idKind: ShopIdKind, read: (link: LinkView) => string | null | undefined): Form {
  return (link) => {
    const shopId = read(link);
    return shopId === undefined ? null : { kind: 'shop', target, shopId, idKind };
  };
}

/** A shop page with its id in a query parameter (`?userid=`, `?user_number_id=` …), on any path of the site. */
export function shopIdInQuery(target: Target, idKind: ShopIdKind, idParams: readonly string[]): Form {
  return shopForm(target, idKind, (link) => link.param(...idParams) ?? undefined);
}

/** A shop page whose id is the `id` group of a path pattern (`/dianpu/{id}.htm`); a path that matches without one is a shop without id. */
export function shopIdInPath(target: Target, idKind: ShopIdKind, pattern: RegExp): Form {
  return shopForm(target, idKind, (link) => {
    const match = routeMatch(link, pattern);
    return match ? (match.groups?.id ?? null) : undefined;
  });
}

/** A shop whose id is the `id` group of a host pattern (`shop{id}.taobao.com`). */
export function shopIdInHost(target: Target, idKind: ShopIdKind, pattern: RegExp): Form {
  return shopForm(target, idKind, (link) => pattern.exec(link.host)?.groups?.id);
}

/** Every URL of the site is refused with `reason` (marketplaces we do not carry). */
export function refuseAll(reason: CommonRefusalReason): Form {
  return () => ({ kind: 'refused', reason });
}
