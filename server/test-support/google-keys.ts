/**
 * A stand-in for Google's ID-token keys in tests: a loopback HTTP server publishing a JWKS (point
 * `GOOGLE_JWKS_URL` at `jwksUrl`) and a signer of ID tokens with its private key. Used by the Google
 * verifier's tests, the account API tests and the e2e tests.
 *
 *   const google = await startGoogleKeyServer();
 *   const token = await google.signIdToken({ sub: '1234', email: 'a@example.com' });
 *   // … GOOGLE_CLIENT_ID = google.clientId, GOOGLE_JWKS_URL = google.jwksUrl
 *   await google.close();
 */
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from 'jose';

export const TEST_GOOGLE_CLIENT_ID = 'haulbridge-test.apps.googleusercontent.com';

/** Claims of a Google ID token; `undefined` leaves a claim out. */
export type IdTokenClaims = {
  iss?: string;
  aud?: string | string[];
  sub?: string;
  email?: string;
  email_verified?: boolean | string;
  name?: string;
  /** Seconds since the epoch. */
  iat?: number;
  exp?: number;
  nbf?: number;
  [claim: string]: unknown;
};

export type SignOptions = {
  /** `current` (default): the published key; `stranger`: a key that is not published but claims the current key's id. */
  key?: 'current' | 'stranger';
  /** Override the key id in the header (e.g. one that is not published). */
  kid?: string;
  /** "Now" for the default iat/exp, in milliseconds. */
  now?: number;
};

type KeyPair = { kid: string; privateKey: CryptoKey; publicJwk: JWK };

async function newKeyPair(): Promise<KeyPair> {
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  const kid = randomBytes(8).toString('hex');
  return { kid, privateKey, publicJwk: { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' } };
}

export async function startGoogleKeyServer(options: { clientId?: string; host?: string } = {}) {
  const clientId = options.clientId ?? TEST_GOOGLE_CLIENT_ID;
  let current = await newKeyPair();
  let published: KeyPair[] = [current];
  const stranger = await newKeyPair();
  let fetches = 0;

  const server = http.createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/oauth2/v3/certs') {
      response.writeHead(404).end();
      return;
    }
    fetches += 1;
    response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'public, max-age=21600, must-revalidate, no-transform' });
    response.end(JSON.stringify({ keys: published.map((k) => k.publicJwk) }));
  });
  await new Promise<void>((resolve) => server.listen(0, options.host ?? '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const jwksUrl = `http://127.0.0.1:${port}/oauth2/v3/certs`;

  return {
    clientId,
    jwksUrl,
    /** How many times the key set was fetched. */
    fetchCount: () => fetches,

    /** An RS256-signed ID token with Google's claims; defaults: a verified email, issued now, valid one hour. */
    async signIdToken(claims: IdTokenClaims = {}, sign: SignOptions = {}): Promise<string> {
      const nowSeconds = Math.floor((sign.now ?? Date.now()) / 1000);
      const defaults: IdTokenClaims = {
        iss: 'https://accounts.google.com',
        aud: clientId,
        sub: String(100_000_000_000_000_000_000n + BigInt(`0x${randomBytes(6).toString('hex')}`)),
        email: 'google.user@example.com',
        email_verified: true,
        iat: nowSeconds,
        exp: nowSeconds + 3600,
      };
      const merged: Record<string, unknown> = { ...defaults };
      for (const [name, value] of Object.entries(claims)) {
        if (value === undefined) delete merged[name];
        else merged[name] = value;
      }
      const pair = sign.key === 'stranger' ? stranger : current;
      return new SignJWT(merged).setProtectedHeader({ alg: 'RS256', typ: 'JWT', kid: sign.kid ?? (sign.key === 'stranger' ? current.kid : pair.kid) }).sign(pair.privateKey);
    },

    /** Publishes a new key and signs with it from now on; `keepOld` keeps the previous key published. */
    async rotateKey(keepOld = true) {
      current = await newKeyPair();
      published = keepOld ? [...published, current] : [current];
    },

    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
export type GoogleKeyServer = Awaited<ReturnType<typeof startGoogleKeyServer>>;
