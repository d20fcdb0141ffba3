import { randomBytes } from 'node:crypto';
import { hash, verify, type Algorithm } from '@node-rs/argon2';
import type { PasswordProblem } from '../../../core/password-strength.ts';
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

/** argon2id through @node-rs/argon2 (product §D2). Production uses `ARGON2_PARAMS` (OWASP minimums). */
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

let strength: Promise<typeof import('../../../core/password-strength.ts')> | null = null;
/** The strength rule (core/password-strength.ts, with its 49,000-word list), loaded once on first use. */
const strengthRule = () => (strength ??= import('../../../core/password-strength.ts'));

/** Whether a new password is one of the common passwords (compared without case, simple l33t too). */
export async function isCommonPassword(password: string): Promise<boolean> {
  return (await strengthRule()).isCommonPassword(password);
}

/** Why a new password is refused (common, or too easy to guess), else null: the forms' meter applies the same rule. */
export async function newPasswordProblem(password: string, userInputs: readonly string[] = []): Promise<PasswordProblem | null> {
  return (await strengthRule()).checkPassword(password, userInputs).problem;
}
