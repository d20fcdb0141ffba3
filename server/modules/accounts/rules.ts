import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { EMAIL_CODE_LENGTH } from '../../../core/account-schemas.ts';
import { DEFAULT_LOCALE, type Locale } from '../../../core/locale.ts';

/** Pure rules of the account calls (issue #4, docs/decisions/008-accounts.md). */

/** An emailed code lives this long (issue #4). */
export const EMAIL_CODE_TTL_MS = 10 * 60_000;
/** A new code for the same email and purpose may be asked for after this long. */
export const EMAIL_CODE_RESEND_MS = 60_000;
/** The code dies at this many wrong tries. */
export const EMAIL_CODE_MAX_ATTEMPTS = 5;
/** A password reset link lives this long. */
export const RESET_TOKEN_TTL_MS = 30 * 60_000;

/** Six digits, uniformly random from the CSPRNG (leading zeros kept). */
export function generateEmailCode(): string {
  return String(randomInt(0, 10 ** EMAIL_CODE_LENGTH)).padStart(EMAIL_CODE_LENGTH, '0');
}

/**
 * Codes are stored as HMAC-SHA256 under a server secret, bound to the email and purpose: a leaked
 * table cannot be brute-forced over the 10^6 possible codes without the secret.
 */
export function hashEmailCode(secret: string, email: string, purpose: string, code: string): string {
  return createHmac('sha256', secret).update(`${purpose}\n${email}\n${code}`).digest('hex');
}

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

/** A password reset token: 256 random bits, base64url (only its SHA-256 is stored). */
export const generateResetToken = () => randomBytes(32).toString('base64url');

/** The opaque public user id of product §3: 128 random bits, never the serial id. */
export const generateEncryptUserId = () => randomBytes(16).toString('hex');

/** Crockford-like alphabet: no 0/O, 1/I/L to misread when a code is typed from a screen. */
const INVITE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const INVITE_CODE_LENGTH = 8;

/** A user's own invitation code: 8 characters, ~40 bits (unique index; a collision retries). */
export function generateInviteCode(): string {
  let code = '';
  for (let i = 0; i < INVITE_CODE_LENGTH; i++) code += INVITE_ALPHABET[randomInt(0, INVITE_ALPHABET.length)];
  return code;
}

/** Invitation codes are compared without case or surrounding spaces. */
export const normalizeInviteCode = (code: string) => code.trim().toUpperCase();

/** `/setNewPassword?token=…` on the public origin, in the mail's language (English has no prefix). */
export function resetLink(origin: string, locale: Locale, token: string): string {
  const prefix = locale === DEFAULT_LOCALE ? '' : `/${locale}`;
  return `${origin}${prefix}/setNewPassword?token=${encodeURIComponent(token)}`;
}

/**
 * A growing back-off: the first `free` counted attempts pass; each one after blocks the key for
 * `firstDelayS`, doubling per attempt up to `maxDelayS`. Counters are forgotten `forgetAfterS` after
 * the last counted attempt.
 */
export type ThrottleRule = { free: number; firstDelayS: number; maxDelayS: number; forgetAfterS: number };

export function backoffSeconds(rule: ThrottleRule, count: number): number {
  if (count <= rule.free) return 0;
  return Math.min(rule.maxDelayS, rule.firstDelayS * 2 ** Math.min(count - rule.free - 1, 30));
}

const HOUR = 3600;
const DAY = 24 * HOUR;

/**
 * Per action, per client address (`ip`) and per account (`account`: the normalized email, or the user
 * for a password change). Accounts get few free tries (a targeted guess); addresses more (offices and
 * mobile carriers share one).
 */
export const THROTTLE_RULES = {
  /** Failed logins. */
  login: {
    account: { free: 5, firstDelayS: 30, maxDelayS: HOUR, forgetAfterS: DAY },
    ip: { free: 20, firstDelayS: 30, maxDelayS: HOUR, forgetAfterS: DAY },
  },
  /** Failed sign-ups (wrong code, registered email, unknown invitation code). */
  register: {
    account: { free: 5, firstDelayS: 30, maxDelayS: HOUR, forgetAfterS: DAY },
    ip: { free: 20, firstDelayS: 30, maxDelayS: HOUR, forgetAfterS: DAY },
  },
  /** Every code sent (the 60 s resend rule comes on top). */
  verifyCode: {
    account: { free: 5, firstDelayS: 120, maxDelayS: HOUR, forgetAfterS: DAY },
    ip: { free: 20, firstDelayS: 120, maxDelayS: HOUR, forgetAfterS: DAY },
  },
  /** Wrong codes checked. */
  registerEmailCheck: {
    account: { free: 5, firstDelayS: 30, maxDelayS: HOUR, forgetAfterS: DAY },
    ip: { free: 20, firstDelayS: 30, maxDelayS: HOUR, forgetAfterS: DAY },
  },
  /** Every question (it tells whether an email is registered). */
  isRegistered: {
    account: { free: 10, firstDelayS: 30, maxDelayS: HOUR, forgetAfterS: DAY },
    ip: { free: 30, firstDelayS: 30, maxDelayS: HOUR, forgetAfterS: DAY },
  },
  /** Every reset mail asked for. */
  resetMailSend: {
    account: { free: 3, firstDelayS: 300, maxDelayS: HOUR, forgetAfterS: DAY },
    ip: { free: 10, firstDelayS: 120, maxDelayS: HOUR, forgetAfterS: DAY },
  },
  /** Invalid or expired reset tokens presented. */
  resetPass: {
    ip: { free: 10, firstDelayS: 30, maxDelayS: HOUR, forgetAfterS: DAY },
  },
  /** Wrong old passwords (per signed-in user). */
  editPass: {
    account: { free: 5, firstDelayS: 30, maxDelayS: HOUR, forgetAfterS: DAY },
  },
} as const satisfies Record<string, { account?: ThrottleRule; ip?: ThrottleRule }>;
export type ThrottleAction = keyof typeof THROTTLE_RULES;

/**
 * The account part of a throttle key: the normalized email without a `+tag`, so `A@x.com`,
 * ` a@x.com ` and `a+1@x.com` count as one account.
 */
export function throttleEmail(email: string): string {
  const normalized = email.trim().toLowerCase();
  const at = normalized.lastIndexOf('@');
  if (at < 0) return normalized;
  const local = normalized.slice(0, at).split('+')[0];
  return `${local}@${normalized.slice(at + 1)}`;
}

/**
 * The address part of a throttle key: IPv4 as is, IPv6 by its /64 network (one subscriber usually has a
 * whole /64, so single addresses would be free to rotate).
 */
export function throttleAddress(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (!ip.includes(':')) return ip;
  const [head = '', tail = ''] = ip.toLowerCase().split('::');
  const headParts = head ? head.split(':') : [];
  const tailParts = tail ? tail.split(':') : [];
  const missing = Math.max(0, 8 - headParts.length - tailParts.length);
  const groups = ip.includes('::') ? [...headParts, ...Array<string>(missing).fill('0'), ...tailParts] : headParts;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/** argon2id parameters: OWASP's minimum (m = 19 MiB, t = 2, p = 1). */
export const ARGON2_PARAMS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;
export type Argon2Params = { memoryCost: number; timeCost: number; parallelism: number };

/** Whether a stored PHC hash was made with weaker parameters than `wanted` (it is rehashed at the next login). */
export function needsRehash(phc: string, wanted: Argon2Params): boolean {
  const match = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$/.exec(phc);
  if (!match) return true;
  return Number(match[1]) < wanted.memoryCost || Number(match[2]) < wanted.timeCost || Number(match[3]) < wanted.parallelism;
}
