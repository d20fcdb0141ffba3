import { randomBytes } from 'node:crypto';

export function makeNonce(): string {
  return randomBytes(16).toString('base64');
}

/**
 * Headers on every answer of the server — API, Swagger UI, images, sitemaps, errors, redirects (ASVS 5 V3.4):
 * no MIME sniffing, no framing, no full URL in the Referer. HTML pages add their CSP below.
 */
export const BASELINE_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'content-security-policy': "frame-ancestors 'none'",
  'referrer-policy': 'strict-origin-when-cross-origin',
};

/**
 * Headers for every HTML page (issue #2 §2): CSP with a per-response nonce — or, for a page the anonymous-visitor
 * cache serves to many (docs/decisions/020), the hashes of its inline scripts — nosniff, referrer policy, HSTS on https.
 */
/** Google Identity Services (the sign-in button): its script, button frame, styles and calls (only with GOOGLE_CLIENT_ID). */
const GOOGLE_SIGN_IN = 'https://accounts.google.com/gsi/';

export function htmlSecurityHeaders(
  options: ({ nonce: string } | { hashes: string[] }) & { https: boolean; analytics: boolean; googleSignIn?: boolean },
): Record<string, string> {
  const inline = 'nonce' in options ? `'nonce-${options.nonce}'` : options.hashes.join(' ');
  const ga = options.analytics ? ' https://www.googletagmanager.com' : '';
  const gaConnect = options.analytics ? ' https://*.google-analytics.com https://*.analytics.google.com https://www.googletagmanager.com' : '';
  const google = options.googleSignIn ? ` ${GOOGLE_SIGN_IN}` : '';
  const csp = [
    "default-src 'self'",
    `script-src 'self'${inline ? ` ${inline}` : ''}${ga}${google}`,
    `style-src 'self' 'unsafe-inline'${google}`,
    // blob: the picture a shopper chose for a search by image, shown (and its size read) before it is uploaded.
    "img-src 'self' data: blob: https:",
    "font-src 'self'",
    `connect-src 'self'${gaConnect}${google}`,
    ...(options.googleSignIn ? [`frame-src${google}`] : []),
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join('; ');
  const headers: Record<string, string> = {
    ...BASELINE_HEADERS,
    'content-security-policy': csp,
    'permissions-policy': 'camera=(), microphone=(), geolocation=()',
  };
  if (options.https) headers['strict-transport-security'] = 'max-age=31536000; includeSubDomains';
  return headers;
}
