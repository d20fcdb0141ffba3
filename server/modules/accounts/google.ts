/**
 * Google sign-in: verification of the ID token the browser got from Google (issue #4). The signature is
 * checked against Google's published keys (`GOOGLE_JWKS_URL`), then `aud`, `iss`, `exp`, `iat` and `nbf`.
 * The crypto and the key-set fetching are `jose`'s; this module only chooses the rules.
 */
import { createRemoteJWKSet, errors, jwtVerify, type JWTPayload } from 'jose';

export type GoogleIdentity = {
  /** Google's stable account id: the account is identified by it, never by the email. */
  sub: string;
  email: string | null;
  /** Whether Google vouches that `email` belongs to this account (only then may an email account be linked). */
  emailVerified: boolean;
};

export type GoogleVerifier = (idToken: string) => Promise<GoogleIdentity>;

/** Why a token was refused. `keys_unavailable` is ours (the key set could not be fetched), not the token's. */
export type GoogleTokenFailure =
  | 'malformed'
  | 'algorithm'
  | 'unknown_key'
  | 'signature'
  | 'audience'
  | 'issuer'
  | 'expired'
  | 'not_yet_valid'
  | 'claims'
  | 'keys_unavailable';

export class GoogleTokenError extends Error {
  constructor(
    readonly reason: GoogleTokenFailure,
    options?: { cause?: unknown },
  ) {
    super(`Google ID token refused: ${reason}`, options);
    this.name = 'GoogleTokenError';
  }
}

/** https://developers.google.com/identity/gsi/web/guides/verify-google-id-token */
export const GOOGLE_ISSUERS = ['accounts.google.com', 'https://accounts.google.com'];
/** Tolerated difference between our clock and Google's. */
export const CLOCK_SKEW_SECONDS = 60;
/** Google's ID tokens live one hour; one claiming to be older than this is refused whatever its `exp`. */
const MAX_TOKEN_AGE_SECONDS = 2 * 3600;
/**
 * The key set is reused for an hour (Google sends a longer max-age and publishes a new key well before it
 * signs with it); a token with a key id we do not know fetches the set again, at most every 30 s.
 */
const JWKS_CACHE_MS = 3_600_000;
const JWKS_COOLDOWN_MS = 30_000;
const JWKS_TIMEOUT_MS = 5_000;
const TOKEN_MAX_LENGTH = 4096;

export function makeGoogleVerifier(options: { clientId: string; jwksUrl: string; now?: () => number; jwksCooldownMs?: number }): GoogleVerifier {
  const now = options.now ?? Date.now;
  const keys = createRemoteJWKSet(new URL(options.jwksUrl), {
    cacheMaxAge: JWKS_CACHE_MS,
    cooldownDuration: options.jwksCooldownMs ?? JWKS_COOLDOWN_MS,
    timeoutDuration: JWKS_TIMEOUT_MS,
  });

  return async function verifyGoogleIdToken(idToken: string): Promise<GoogleIdentity> {
    if (typeof idToken !== 'string' || idToken.length === 0 || idToken.length > TOKEN_MAX_LENGTH) throw new GoogleTokenError('malformed');
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(idToken, keys, {
        algorithms: ['RS256'],
        audience: options.clientId,
        issuer: GOOGLE_ISSUERS,
        clockTolerance: CLOCK_SKEW_SECONDS,
        maxTokenAge: MAX_TOKEN_AGE_SECONDS,
        requiredClaims: ['sub', 'iat', 'exp'],
        currentDate: new Date(now()),
      }));
    } catch (error) {
      throw new GoogleTokenError(failureOf(error), { cause: error });
    }
    const { sub, email, email_verified: emailVerified } = payload as JWTPayload & { email?: unknown; email_verified?: unknown };
    if (typeof sub !== 'string' || sub.length === 0 || sub.length > 255) throw new GoogleTokenError('claims');
    const address = typeof email === 'string' && email.length > 0 ? email : null;
    return {
      sub,
      email: address,
      // Google has sent the flag as a boolean and, in older tokens, as the string "true".
      emailVerified: address !== null && (emailVerified === true || emailVerified === 'true'),
    };
  };
}

function failureOf(error: unknown): GoogleTokenFailure {
  if (error instanceof errors.JWTExpired) return 'expired';
  if (error instanceof errors.JWTClaimValidationFailed) {
    if (error.claim === 'aud') return 'audience';
    if (error.claim === 'iss') return 'issuer';
    if (error.claim === 'nbf' || (error.claim === 'iat' && error.reason === 'check_failed')) return 'not_yet_valid';
    return 'claims';
  }
  if (error instanceof errors.JWSSignatureVerificationFailed) return 'signature';
  if (error instanceof errors.JWKSNoMatchingKey || error instanceof errors.JWKSMultipleMatchingKeys) return 'unknown_key';
  if (error instanceof errors.JOSEAlgNotAllowed || error instanceof errors.JOSENotSupported) return 'algorithm';
  if (error instanceof errors.JWKSTimeout || error instanceof errors.JWKSInvalid) return 'keys_unavailable';
  if (error instanceof errors.JWSInvalid || error instanceof errors.JWTInvalid) return 'malformed';
  // A failed fetch of the key set (network, HTTP status) surfaces as a plain error or a JOSEError.
  return error instanceof errors.JOSEError && error.code !== 'ERR_JOSE_GENERIC' ? 'malformed' : 'keys_unavailable';
}
