import { describe, expect, it } from 'vitest';
import { DEFAULT_SIGN_KEY, isValidSignature, signNonce } from './signature.ts';

describe('request signature (product §7: md5 of nonce + sign key)', () => {
  it('matches a known md5 vector', () => {
    // md5("abc") = 900150983cd24fb0d6963f7d28e17f72
    expect(signNonce('a', 'bc')).toBe('900150983cd24fb0d6963f7d28e17f72');
  });
  it('accepts its own signature, in either case', () => {
    const nonce = '3f1c0c8e-0d7e-4e53-9b7c-2f0e1d9b8a11';
    const sig = signNonce(nonce, DEFAULT_SIGN_KEY);
    expect(isValidSignature(nonce, sig, DEFAULT_SIGN_KEY)).toBe(true);
    expect(isValidSignature(nonce, sig.toUpperCase(), DEFAULT_SIGN_KEY)).toBe(true);
  });
  it('rejects a wrong key, a missing header or another nonce', () => {
    const sig = signNonce('n1', DEFAULT_SIGN_KEY);
    expect(isValidSignature('n1', sig, 'another-key')).toBe(false);
    expect(isValidSignature('n2', sig, DEFAULT_SIGN_KEY)).toBe(false);
    expect(isValidSignature(undefined, sig, DEFAULT_SIGN_KEY)).toBe(false);
    expect(isValidSignature('n1', undefined, DEFAULT_SIGN_KEY)).toBe(false);
    expect(isValidSignature('x'.repeat(200), signNonce('x'.repeat(200), DEFAULT_SIGN_KEY), DEFAULT_SIGN_KEY)).toBe(false);
  });
});
