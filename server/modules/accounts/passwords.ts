import { randomBytes } from 'node:crypto';
import { hash, verify, type Algorithm } from '@node-rs/argon2';
import { ARGON2_PARAMS, needsRehash, type Argon2Params } from './rules.ts';

/** `Algorithm.Argon2id` (a const enum, which isolated modules cannot read from the .d.ts). */
const ARGON2ID = 2 as Algorithm;

export type PasswordHasher = {
  hash(password: string): Promise<string>;
  /** False for a wrong password or a malformed hash; never throws for those. */
  verify(phc: string, password: string): Promise<boolean>;
  /**
   * Spends the time of a real verification for a user who does not exist or has no password, so that an
   * unknown email and a wrong password answer alike (no user enumeration by timing).
   */
  verifyNothing(password: string): Promise<false>;
  needsRehash(phc: string): boolean;
};

/** argon2id through @node-rs/argon2 (DESIGN §2). Production uses `ARGON2_PARAMS` (OWASP minimums). */
export function makePasswordHasher(params: Argon2Params = ARGON2_PARAMS): PasswordHasher {
  const options = { algorithm: ARGON2ID, ...params };
  let dummy: Promise<string> | null = null;
  const check = async (phc: string, password: string) => {
    try {
      return await verify(phc, password);
    } catch {
      return false;
    }
  };
  return {
    hash: (password) => hash(password, options),
    verify: check,
    async verifyNothing(password) {
      dummy ??= hash(randomBytes(18).toString('base64'), options);
      await check(await dummy, password);
      return false;
    },
    needsRehash: (phc) => needsRehash(phc, params),
  };
}

let common: Promise<ReadonlySet<string>> | null = null;

/**
 * The common-password list shipped with @zxcvbn-ts/language-common (about 49,000 leaked passwords,
 * lowercase, most common first), loaded once on first use. Only entries a new password could be
 * (6+ characters) are kept.
 */
function commonPasswords(): Promise<ReadonlySet<string>> {
  common ??= import('@zxcvbn-ts/language-common').then(({ dictionary }) => new Set(dictionary['passwords-common'].filter((p) => p.length >= 6)));
  return common;
}

/** Whether a new password is one of the common passwords (compared without case). */
export async function isCommonPassword(password: string): Promise<boolean> {
  return (await commonPasswords()).has(password.toLowerCase());
}
