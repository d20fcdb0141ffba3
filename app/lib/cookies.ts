/** Reads one cookie from a Cookie header (server) or document.cookie (browser). */
export function readCookie(header: string | null | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/** Sets a first-party cookie from the browser. */
export function writeCookie(name: string, value: string, options: { maxAgeSeconds?: number; expires?: Date } = {}) {
  let cookie = `${name}=${encodeURIComponent(value)}; Path=/; SameSite=Lax`;
  if (options.maxAgeSeconds !== undefined) cookie += `; Max-Age=${Math.floor(options.maxAgeSeconds)}`;
  if (options.expires) cookie += `; Expires=${options.expires.toUTCString()}`;
  if (location.protocol === 'https:') cookie += '; Secure';
  document.cookie = cookie;
}
