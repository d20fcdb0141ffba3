/**
 * Google sign-in in end-to-end tests (Google Identity Services cannot load offline). Global setup
 * starts the local key set of server/test-support/google-keys.ts behind a fixed loopback port, which
 * the e2e server reads as GOOGLE_JWKS_URL; tests ask the same port to sign an ID token, then post it
 * to the login page the way the Google button's callback does.
 */
import { PORT } from './site.ts';

/** E2E_PORT + 1, or E2E_GOOGLE_PORT (when several checkouts run with neighbouring E2E_PORTs, E2E_PORT + 1 can be another's server). */
export const GOOGLE_FRONT_PORT = Number(process.env.E2E_GOOGLE_PORT ?? PORT + 1);
export const GOOGLE_JWKS_URL = `http://127.0.0.1:${GOOGLE_FRONT_PORT}/oauth2/v3/certs`;

/** An ID token signed by the local key set (claims as in google-keys.ts: sub, email, email_verified …). */
export async function signGoogleIdToken(claims: Record<string, unknown>): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${GOOGLE_FRONT_PORT}/sign`, { method: 'POST', body: JSON.stringify(claims) });
  if (!response.ok) throw new Error(`signing failed: ${response.status}`);
  return response.text();
}
