import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGoogleKeyServer, type GoogleKeyServer } from '../../test-support/google-keys.ts';
import { GoogleTokenError, makeGoogleVerifier, type GoogleTokenFailure } from './google.ts';

let google: GoogleKeyServer;
beforeAll(async () => {
  google = await startGoogleKeyServer();
});
afterAll(async () => {
  await google.close();
});

const verifier = (options: { now?: () => number; jwksCooldownMs?: number } = {}) => makeGoogleVerifier({ clientId: google.clientId, jwksUrl: google.jwksUrl, ...options });

async function refusal(promise: Promise<unknown>): Promise<GoogleTokenFailure> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(GoogleTokenError);
  return (error as GoogleTokenError).reason;
}

describe('makeGoogleVerifier', () => {
  it('accepts a valid token and answers its account id, email and whether Google verified the email', async () => {
    const verify = verifier();
    const token = await google.signIdToken({ sub: '109876543210987654321', email: 'ana@example.com' });
    await expect(verify(token)).resolves.toEqual({ sub: '109876543210987654321', email: 'ana@example.com', emailVerified: true });
  });

  it('accepts the issuer without its scheme too', async () => {
    const token = await google.signIdToken({ iss: 'accounts.google.com', sub: '42' });
    await expect(verifier()(token)).resolves.toMatchObject({ sub: '42' });
  });

  it('reports an unverified email as unverified', async () => {
    const verify = verifier();
    await expect(verify(await google.signIdToken({ email_verified: false }))).resolves.toMatchObject({ emailVerified: false });
    await expect(verify(await google.signIdToken({ email_verified: undefined }))).resolves.toMatchObject({ emailVerified: false });
    await expect(verify(await google.signIdToken({ email_verified: 'true' }))).resolves.toMatchObject({ emailVerified: true });
  });

  it('answers a null email when the token has none', async () => {
    await expect(verifier()(await google.signIdToken({ email: undefined }))).resolves.toMatchObject({ email: null, emailVerified: false });
  });

  it('refuses a token for another client (aud)', async () => {
    expect(await refusal(verifier()(await google.signIdToken({ aud: 'someone-else.apps.googleusercontent.com' })))).toBe('audience');
  });

  it('refuses a token from another issuer', async () => {
    expect(await refusal(verifier()(await google.signIdToken({ iss: 'https://evil.example' })))).toBe('issuer');
  });

  it('refuses an expired token, tolerating a minute of clock skew', async () => {
    const issued = Date.now() - 2 * 3600_000;
    const token = await google.signIdToken({ iat: Math.floor(issued / 1000), exp: Math.floor(issued / 1000) + 3600 });
    expect(await refusal(verifier()(token))).toBe('expired');
    const justExpired = await google.signIdToken({ exp: Math.floor(Date.now() / 1000) - 30 });
    await expect(verifier()(justExpired)).resolves.toBeTruthy();
  });

  it('checks time against the clock it is given', async () => {
    const token = await google.signIdToken();
    const later = Date.now() + 2 * 3600_000;
    expect(await refusal(verifier({ now: () => later })(token))).toBe('expired');
  });

  it('refuses a token issued in the future or not valid yet', async () => {
    const inAnHour = Math.floor(Date.now() / 1000) + 3600;
    expect(await refusal(verifier()(await google.signIdToken({ iat: inAnHour, exp: inAnHour + 3600 })))).toBe('not_yet_valid');
    expect(await refusal(verifier()(await google.signIdToken({ nbf: inAnHour })))).toBe('not_yet_valid');
  });

  it('refuses a token claiming an implausibly long life', async () => {
    const longAgo = Math.floor(Date.now() / 1000) - 10 * 3600;
    expect(await refusal(verifier()(await google.signIdToken({ iat: longAgo, exp: longAgo + 30 * 86_400 })))).toBe('expired');
  });

  it('refuses a token signed by another key under a published key id', async () => {
    expect(await refusal(verifier()(await google.signIdToken({}, { key: 'stranger' })))).toBe('signature');
  });

  it('refuses a token whose key id is not published', async () => {
    expect(await refusal(verifier()(await google.signIdToken({}, { kid: 'not-published' })))).toBe('unknown_key');
  });

  it('refuses a tampered payload', async () => {
    const [header, , signature] = (await google.signIdToken({ sub: '1' })).split('.');
    const forged = Buffer.from(JSON.stringify({ iss: 'https://accounts.google.com', aud: google.clientId, sub: '2', iat: Math.floor(Date.now() / 1000), exp: Math.floor(Date.now() / 1000) + 600 })).toString('base64url');
    expect(await refusal(verifier()(`${header}.${forged}.${signature}`))).toBe('signature');
  });

  it('refuses a token without sub', async () => {
    expect(await refusal(verifier()(await google.signIdToken({ sub: undefined })))).toBe('claims');
    expect(await refusal(verifier()(await google.signIdToken({ sub: '' })))).toBe('claims');
  });

  it('refuses unsigned and HMAC-signed tokens', async () => {
    const claims = { iss: 'https://accounts.google.com', aud: google.clientId, sub: '1', iat: Math.floor(Date.now() / 1000), exp: Math.floor(Date.now() / 1000) + 600 };
    const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.`;
    expect(await refusal(verifier()(none))).toBe('algorithm');
    const hmac = await new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).sign(new TextEncoder().encode('a-shared-secret-of-32-bytes-long!'));
    expect(await refusal(verifier()(hmac))).toBe('algorithm');
  });

  it('refuses garbage', async () => {
    expect(await refusal(verifier()('not-a-jwt'))).toBe('malformed');
    expect(await refusal(verifier()(''))).toBe('malformed');
    expect(await refusal(verifier()('a'.repeat(5000)))).toBe('malformed');
  });

  it('reuses the fetched key set, and fetches it again for a key id it does not know', async () => {
    const verify = verifier({ jwksCooldownMs: 0 });
    const before = google.fetchCount();
    await verify(await google.signIdToken());
    await verify(await google.signIdToken());
    expect(google.fetchCount()).toBe(before + 1);
    await google.rotateKey();
    await expect(verify(await google.signIdToken({ sub: 'after-rotation' }))).resolves.toMatchObject({ sub: 'after-rotation' });
    expect(google.fetchCount()).toBe(before + 2);
  });

  it('says the keys are unavailable when the key set cannot be fetched', async () => {
    const verify = makeGoogleVerifier({ clientId: google.clientId, jwksUrl: google.jwksUrl.replace('/oauth2/v3/certs', '/missing') });
    expect(await refusal(verify(await google.signIdToken()))).toBe('keys_unavailable');
  });
});
