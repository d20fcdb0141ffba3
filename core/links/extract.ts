/** Finding the link in pasted text: share texts, chat messages, search-box input. */
import { AGENT_RULES } from './agents.ts';
import { MARKETPLACE_RULES } from './marketplaces.ts';
import { SHORT_LINK_HOSTS, containsTaoPassword } from './short-links.ts';
import { decodeRepeatedly, hostMatches } from './url-tools.ts';

export type FoundLink = { kind: 'url'; href: string } | { kind: 'tao_password' };

/** URL characters: printable ASCII except spaces, quotes, brackets; share texts glue CJK text and 「」 right after links. */
const URL_CHARS = String.raw`[^\s<>"'\`(){}\[\]\\^|\u0080-\uffff]`;
const SCHEME_URL = new RegExp(String.raw`[a-z][a-z0-9+.-]{1,15}:\/\/${URL_CHARS}+`, 'i');
/** `host.tld` (or `//host.tld`) not preceded by a word, `@`, `%`, `.`, `-` or `/`, optionally followed by a path. */
const BARE_LINK = new RegExp(
  String.raw`(?<![\w@%./-])(?:\/\/)?((?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,24})(?::\d{1,5})?([/?#]${URL_CHARS}*)?`,
  'gi',
);
const TRAILING_PUNCTUATION = /[.,;:!?'"]+$/;

const KNOWN_HOSTS: readonly string[] = [...MARKETPLACE_RULES, ...AGENT_RULES].flatMap((rule) => rule.hosts).concat(SHORT_LINK_HOSTS);

/**
 * The first link in the text: a URL with a scheme, or a bare `host.tld/path` (or a bare host of a site we know, or a
 * `www.` one). A text that only shows a link once percent-decoded (`https%3A%2F%2F…`) is decoded. Without a link,
 * a 淘口令 counts as one that needs resolving.
 */
export function findLink(input: string): FoundLink | null {
  const text = input.replace(/&amp;/gi, '&');
  const href = firstLink(text) ?? firstLink(decodeRepeatedly(text, (s) => firstLink(s) !== null));
  if (href !== null) return { kind: 'url', href };
  return containsTaoPassword(text) ? { kind: 'tao_password' } : null;
}

function firstLink(text: string): string | null {
  const withScheme = SCHEME_URL.exec(text);
  const bare = firstBareLink(text);
  const first = withScheme && (!bare || withScheme.index <= bare.at) ? withScheme[0] : bare?.href;
  return first ? first.replace(TRAILING_PUNCTUATION, '') : null;
}

function firstBareLink(text: string): { at: number; href: string } | null {
  for (const match of text.matchAll(BARE_LINK)) {
    const host = (match[1] ?? '').toLowerCase();
    const hasPath = Boolean(match[2] && match[2].length > 1);
    if (hasPath || host.startsWith('www.') || KNOWN_HOSTS.some((known) => hostMatches(host, known))) {
      return { at: match.index, href: match[0] };
    }
  }
  return null;
}

/** For the search box: does the text hold a link (URL, bare host/path, 淘口令) rather than product words? */
export function looksLikeLink(input: string): boolean {
  return findLink(input) !== null;
}
