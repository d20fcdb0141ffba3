import { md5 } from 'js-md5';

/** The sign key built into clients (product §7); servers may override it with SIGN_KEY. Not a secret (product §D4). */
export const DEFAULT_SIGN_KEY = 'haulbridge-web-sign-key-v1';

/** X-SIGNATURE = md5(X-NONCE + sign key), lowercase hex (product §7). */
export function signNonce(nonce: string, signKey: string): string {
  return md5(nonce + signKey);
}

/** Constant-shape check of a request's signature headers; `sign` may be a faster md5 of the same value (the server's). */
export function isValidSignature(nonce: string | undefined, signature: string | undefined, signKey: string, sign: typeof signNonce = signNonce): boolean {
  if (!nonce || !signature || nonce.length > 128) return false;
  return sign(nonce, signKey) === signature.toLowerCase();
}
