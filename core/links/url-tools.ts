/** Small URL helpers shared by the link parser. Pure: WHATWG `URL` only. */

/** Decodes every well-formed `%XX` run once. Never throws: a run that is not valid UTF-8 keeps its non-ASCII bytes encoded. */
export function decodeOnce(text: string): string {
  return text.replace(/(?:%[0-9a-f]{2})+/gi, (run) => {
    try {
      return decodeURIComponent(run);
    } catch {
      return run.replace(/%([0-7][0-9a-f])/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    }
  });
}

/** Decodes until nothing changes or `done` holds (link-formats.md §B2 rule 4: links arrive single, double or triple encoded). */
export function decodeRepeatedly(text: string, done: (s: string) => boolean = () => false, maxRounds = 4): string {
  let current = text;
  for (let round = 0; round < maxRounds && !done(current); round++) {
    const next = decodeOnce(current);
    if (next === current) break;
    current = next;
  }
  return current;
}

const SCHEME = /^[a-z][a-z0-9+.-]*:\/\//i;
const BARE_HOST = /^(?:\/\/)?[a-z0-9-]+(?:\.[a-z0-9-]+)+(?:[/?#:]|$)/i;

/** True when the text starts like an absolute URL: a scheme, or a bare `host.tld/…`. */
export function startsLikeUrl(text: string): boolean {
  return SCHEME.test(text) || BARE_HOST.test(text);
}

/** Makes `item.taobao.com/…`, `//item.taobao.com/…` and app schemes (`taobao://…`) into https URLs. */
export function toHttpsHref(text: string): string {
  const trimmed = text.trim().replace(/&amp;/gi, '&');
  if (/^https?:\/\//i.test(trimmed)) return trimmed;
  if (SCHEME.test(trimmed)) return trimmed.replace(SCHEME, 'https://');
  return `https://${trimmed.replace(/^\/\//, '')}`;
}

/** `host` is `domain` itself or one of its subdomains (never a mere substring: `notcnfans.com` is not `cnfans.com`). */
export function hostMatches(host: string, domain: string): boolean {
  return host === domain || host.endsWith(`.${domain}`);
}

/** A two-letter locale segment (`/fr/`, `/zh-cn/`) in front of an agent path (§B2 rule 2). */
const LOCALE_PREFIX = /^\/[a-z]{2}(?:[-_][a-z]{2,4})?(?=\/)/;

/**
 * A parsed URL as the link rules read it: lowercase host and paths (path segments are case-variable, §B2 rule 3),
 * the route inside a hash (`/#/goods/detail?…`), and case-insensitive parameters from the query and the hash route.
 */
export type LinkView = {
  href: string;
  host: string;
  /** Decoded, lowercase pathname without a locale prefix. */
  path: string;
  /** Decoded, lowercase path of a hash route (`#/details?type=1` → `/details`); '' without a hash. */
  hashPath: string;
  /** First non-empty value among `names` (case-insensitive), from the query, then the hash route; null if none. */
  param(...names: string[]): string | null;
};

export function viewLink(href: string): LinkView | null {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return null;
  }
  const host = url.hostname.toLowerCase().replace(/\.$/, '');
  if (!host.includes('.')) return null;
  const hash = url.hash.replace(/^#!?/, '');
  const hashQueryAt = hash.indexOf('?');
  const hashPath = decodeRepeatedly(hashQueryAt >= 0 ? hash.slice(0, hashQueryAt) : hash).toLowerCase();
  const hashQuery = hashQueryAt >= 0 ? hash.slice(hashQueryAt + 1) : '';
  const sources = [url.searchParams, new URLSearchParams(hashQuery)];
  return {
    href: url.href,
    host,
    path: decodeRepeatedly(url.pathname).toLowerCase().replace(LOCALE_PREFIX, ''),
    hashPath,
    param: (...names) => findParam(sources, names),
  };
}

function findParam(sources: URLSearchParams[], names: string[]): string | null {
  const wanted = names.map((n) => n.toLowerCase());
  for (const name of wanted) {
    for (const params of sources) {
      for (const [key, value] of params) {
        if (key.trim().toLowerCase() === name && value.trim() !== '') return value.trim();
      }
    }
  }
  return null;
}

/** Everything after the first `name=` in the href (`?`, `&` or `#` before it): a wrapped URL pasted without encoding keeps its own `&id=`. */
export function rawTailAfterParam(href: string, name: string): string | null {
  const match = new RegExp(`[?&#]${name}=`, 'i').exec(href);
  return match ? href.slice(match.index + match[0].length) : null;
}
