/**
 * A shop's description is plain text (issue 12 §3, product §3 "Store"): line breaks are kept, http(s)
 * links become links, and nothing else is markup. This splits the text into text and link pieces; the page
 * renders each piece as a React text node or an `<a rel="nofollow ugc">`, so no piece is ever HTML.
 */

export type TextPiece = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

/** Longest link made clickable; a longer run stays text. */
export const LINK_MAX_LENGTH = 2000;

/**
 * A candidate link: `http://` or `https://` (any case) not glued to a word before it, then anything up to
 * white space, a quote, angle brackets, a control character or a format character (zero-width and bidi
 * controls, which could make a link read differently from where it goes). Trailing punctuation is trimmed after.
 */
const CANDIDATE = /(?<![\p{L}\p{N}_])https?:\/\/[^\s<>"'`\p{Cc}\p{Cf}]+/giu;

/** Punctuation that ends a sentence rather than a link: `see https://a.example/x.` */
const TRAILING = /[.,;:!?…。，；：！？、]+$/u;

const CLOSERS: Record<string, string> = { ')': '(', ']': '[', '}': '{' };

/** Drops trailing punctuation and closing brackets the link did not open (`(see https://x.example/a)`). */
function trimCandidate(candidate: string): string {
  let text = candidate;
  for (;;) {
    const before = text;
    text = text.replace(TRAILING, '');
    const last = text.at(-1);
    if (last && CLOSERS[last]) {
      const opener = CLOSERS[last]!;
      const opened = text.split(opener).length - 1;
      const closed = text.split(last).length - 1;
      if (closed > opened) text = text.slice(0, -1);
    }
    if (text === before) return text;
  }
}

/** The link's address when `text` is a usable http(s) URL with a host, else null. */
function linkHref(text: string): string | null {
  if (text.length > LINK_MAX_LENGTH) return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (!url.hostname || url.username || url.password) return null;
  // A host needs a dot or to be a bracketed IPv6 address: `http://localhost` and `http://foo` stay text.
  if (!url.hostname.includes('.') && !url.hostname.startsWith('[')) return null;
  if (url.hostname.startsWith('.') || url.hostname.endsWith('..')) return null;
  return url.href;
}

/** Splits plain text into text and link pieces (adjacent text joined); the pieces' texts concatenate to `text`. */
export function linkify(text: string): TextPiece[] {
  const pieces: TextPiece[] = [];
  const pushText = (part: string) => {
    if (!part) return;
    const previous = pieces.at(-1);
    if (previous?.kind === 'text') previous.text += part;
    else pieces.push({ kind: 'text', text: part });
  };
  let at = 0;
  for (const match of text.matchAll(CANDIDATE)) {
    const start = match.index;
    const candidate = trimCandidate(match[0]);
    const href = linkHref(candidate);
    if (!href) continue;
    pushText(text.slice(at, start));
    pieces.push({ kind: 'link', text: candidate, href });
    at = start + candidate.length;
  }
  pushText(text.slice(at));
  return pieces;
}
