/**
 * Where to land after login (product §2 "Route guards"): the `redirect` parameter, only when it names a
 * path of this site. Anything else — another host (`//host`, `/\host`), a scheme (`javascript:`,
 * `https:`), control characters, or an encoded form of those — lands on the fallback.
 */

const BASE = 'http://same-origin.invalid';
/** Control characters (C0, DEL, C1) and backslashes: browsers strip or reinterpret them in URLs. */
export function hasUnsafeChar(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code <= 0x1f || (code >= 0x7f && code <= 0x9f) || code === 0x5c) return true;
  }
  return false;
}
/** Percent-decoding rounds inspected for a hidden `//`, `\` or control character. */
const DECODE_ROUNDS = 3;

function looksSafe(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !hasUnsafeChar(path);
}

/** The path as the URL parser normalises it (dot segments resolved), or null when it leaves the origin. */
function normalise(path: string): string | null {
  let url: URL;
  try {
    url = new URL(path, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  const normalised = url.pathname + url.search + url.hash;
  // Dot segments can collapse into `//host` (`/.//host`).
  return looksSafe(normalised) ? normalised : null;
}

/** A same-origin path (`/…`, never `//…`) normalised by the URL parser, or `fallback`. */
export function safeRedirectPath(raw: unknown, fallback = '/'): string {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > 2048) return fallback;
  if (!looksSafe(raw)) return fallback;
  // An encoded `//`, `\` or control character may be decoded by some layer later: refuse it now.
  let decoded = raw;
  for (let round = 0; round < DECODE_ROUNDS; round++) {
    let next: string;
    try {
      next = decodeURIComponent(decoded);
    } catch {
      return fallback;
    }
    if (next === decoded) break;
    if (!looksSafe(next) || normalise(next) === null) return fallback;
    decoded = next;
  }
  return normalise(raw) ?? fallback;
}

/**
 * A location the server builds from a request path, kept on this origin: browsers drop tabs and
 * newlines and read two leading slashes or backslashes, in any mix, as another host: they collapse into one `/`.
 */
export function sameOriginPath(path: string): string {
  // eslint-disable-next-line no-control-regex
  const cleaned = path.replace(/[\u0000-\u001f\u007f]/g, '');
  return '/' + cleaned.replace(/^[/\\]+/, '');
}
