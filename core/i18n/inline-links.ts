/**
 * Inline links inside a catalogue text: `[label](/path)`, where the path is an unprefixed app path
 * (`/protocol/dmca`) that the page localizes. Only same-site paths are links: `//host`, `/\host`
 * and absolute URLs stay plain text, so a catalogue cannot send a person off the site.
 */
export type TextPart = string | { label: string; to: string };

const LINK = /\[([^\]\n]+)\]\((\/(?![/\\])[^\s)]*)\)/g;

/** `text` cut into plain strings and `{ label, to }` links, in order. */
export function splitLinks(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    if (match.index > last) parts.push(text.slice(last, match.index));
    parts.push({ label: match[1]!, to: match[2]! });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}

/** The paths a text links to, in order. */
export function linkTargets(text: string): string[] {
  return splitLinks(text).flatMap((part) => (typeof part === 'string' ? [] : [part.to]));
}
