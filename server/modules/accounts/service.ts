import type { UserInfo } from '../../../core/api.ts';
import { isEmailAddress, normalizeEmail, type EmailCodePurpose } from '../../../core/account-schemas.ts';
import type { Platform } from '../../../core/constants.ts';
import type { Locale } from '../../../core/locale.ts';
import type { PasswordProblem } from '../../../core/password-strength.ts';
import { ConflictError, InvalidError, TooManyError, UnauthenticatedError, UnavailableError } from '../../errors.ts';
import { hashToken, newSessionToken, type Auth } from '../../http/session.ts';
import type { SessionRepo } from './session-repo.ts';
import type { PasswordHasher } from './passwords.ts';
import { uniqueViolation, type AccountRepo, type UserRow } from './repo.ts';
import {
  EMAIL_CODE_MAX_ATTEMPTS,
  EMAIL_CODE_RESEND_MS,
  EMAIL_CODE_TTL_MS,
  generateEmailCode,
  generateEncryptUserId,
  generateInviteCode,
  generateResetToken,
  hashEmailCode,
  normalizeInviteCode,
  RESET_TOKEN_TTL_MS,
  resetLink,
  sameHash,
} from './rules.ts';
import type { Throttle } from './throttle.ts';
import type { GoogleVerifier } from './google.ts';
import type { MailOutbox, MailTemplates } from '../mail/job.ts';

export type { GoogleVerifier } from './google.ts';
export type { MailMessage, Mailer } from '../mail/mailer.ts';
export type { MailOutbox } from '../mail/job.ts';

/** What the account calls mail (server/modules/mail/templates.ts: localized text + HTML). */
export type AccountMailTemplates = MailTemplates;

type Log = { error(object: Record<string, unknown>, message: string): void; warn(object: Record<string, unknown>, message: string): void };

export type AccountDeps = {
  repo: AccountRepo;
  sessions: Pick<SessionRepo, 'create' | 'revoke' | 'revokeAllOf'>;
  throttle: Throttle;
  passwords: PasswordHasher;
  /** The reason a new password is refused (core/password-strength.ts: common, or too easy to guess), else null. */
  newPasswordProblem: (password: string, userInputs: readonly string[]) => Promise<PasswordProblem | null>;
  /** Where mails go: the `mail.send` job (server/modules/mail/job.ts), which renders and sends them, retrying a failing SMTP server. */
  mail: MailOutbox;
  /** Null when GOOGLE_CLIENT_ID is unset: Google sign-in is refused. */
  verifyGoogleIdToken: GoogleVerifier | null;
  /** Server secret of the emailed codes' HMAC (AUTH_SECRET). */
  codeSecret: string;
  /** PUBLIC_ORIGIN, for the reset link. */
  publicOrigin: string;
  log: Log;
  now?: () => number;
  /** ADMIN_EMAILS (normalized): a listed user who signs in or signs up becomes an operator (issue #14 §1). */
  operatorEmails?: ReadonlySet<string>;
};

/** What a call knows about its caller (read from the request by the routes). */
export type AccountContext = {
  locale: Locale;
  ip: string;
  platform: Platform;
  /** The `inviteCode` cookie (who invited a visitor who signs up with Google). */
  inviteCodeCookie?: string;
};

/** A new session: the routes set the `token` cookie (and answer `token` to native clients). */
export type SignedIn = { user: UserInfo; token: string; via: 'email' | 'google' };

const INSERT_RETRIES = 5;
const PRUNE_EVERY_MS = 60 * 60_000;
const KEEP_DEAD_ROWS_MS = 24 * 60 * 60_000;

const toUserInfo = (user: UserRow): UserInfo => ({
  userId: user.id,
  encryptUserId: user.encryptUserId,
  email: user.email,
  inviteCode: user.inviteCode,
  isOperator: user.isOperator,
});

/** A refusal shown next to one field: the envelope's `msg` and `data.fields[field]` carry the same text. */
function fieldError(field: string, key: string, reason: string, extra?: Record<string, unknown>) {
  return new InvalidError(key, { reason, fields: { [field]: key }, data: extra });
}

const emailRegistered = () => new ConflictError('emailRegistered', { reason: 'email_registered', fields: { email: 'emailRegistered' } });
const mailFailed = () => new UnavailableError('mailSendFailed', { reason: 'mail_failed' });
const loginFailed = () => new InvalidError('loginFailed', { reason: 'bad_credentials' });
const resetTokenInvalid = () => new InvalidError('resetTokenInvalid', { reason: 'reset_token_invalid' });

/** The account calls (product §7, product §D4 "Accounts", issue #4). */
export function makeAccountService(deps: AccountDeps) {
  const { repo, sessions, throttle, passwords } = deps;
  const now = deps.now ?? Date.now;
  const pending = new Set<Promise<void>>();
  let lastPrune = 0;

  /** Work finished after the answer (reset mails, housekeeping); failures are logged, never thrown. */
  function background(task: () => Promise<void>, what: string) {
    const run = task()
      .catch((error: unknown) => deps.log.error({ err: error }, what))
      .finally(() => pending.delete(run));
    pending.add(run);
  }

  function pruneNowAndThen(when: number) {
    if (when - lastPrune < PRUNE_EVERY_MS) return;
    lastPrune = when;
    background(async () => {
      await repo.pruneCodes(new Date(when - KEEP_DEAD_ROWS_MS));
      await throttle.prune(new Date(when - KEEP_DEAD_ROWS_MS));
    }, 'pruning account rows failed');
  }

  /** The same rule as the forms' strength meter: a common password, or one scored under PASSWORD_MIN_SCORE. */
  async function refuseWeakPassword(password: string, field: string, userInputs: readonly string[] = []) {
    const problem = await deps.newPasswordProblem(password, userInputs);
    if (problem === 'passwordTooCommon') throw fieldError(field, 'passwordTooCommon', 'password_too_common');
    if (problem) throw fieldError(field, 'passwordTooWeak', 'password_too_weak');
  }

  /**
   * Checks the newest code of an email and purpose; `consume` uses it up. Every try first claims one of the
   * code's 5 tries (so parallel guesses cannot exceed them); a right code gives its try back.
   */
  async function checkCode(email: string, purpose: EmailCodePurpose, code: string, consume: boolean, extra?: Record<string, unknown>) {
    const when = now();
    const row = await repo.latestCode(email, purpose);
    const refuse = (key: string, reason: string) => fieldError('code', key, reason, extra);
    if (!row || row.consumedAt || row.expiresAt.getTime() <= when) throw refuse('codeExpired', 'code_expired');
    const attempt = await repo.claimCodeAttempt(row.id, EMAIL_CODE_MAX_ATTEMPTS);
    if (attempt === null) throw refuse('codeLocked', 'code_locked');
    if (!sameHash(row.codeHash, hashEmailCode(deps.codeSecret, email, purpose, code))) {
      throw attempt >= EMAIL_CODE_MAX_ATTEMPTS ? refuse('codeLocked', 'code_locked') : refuse('codeWrong', 'bad_code');
    }
    await repo.refundCodeAttempt(row.id);
    if (consume && !(await repo.consumeCode(row.id, new Date(when)))) throw refuse('codeExpired', 'code_expired');
  }

  /** Inserts a user with fresh random public ids (a rare id collision retries); a taken email answers 409. */
  async function createUser(user: { email: string; passwordHash: string | null; googleSub: string | null; invitedByUserId: number | null }) {
    for (let attempt = 1; ; attempt++) {
      try {
        return await repo.insertUser({ ...user, encryptUserId: generateEncryptUserId(), inviteCode: generateInviteCode() });
      } catch (error) {
        const constraint = uniqueViolation(error);
        if (constraint === null) throw error;
        if (constraint.includes('email') || (await repo.findUserByEmail(user.email))) throw emailRegistered();
        if (constraint.includes('google') || attempt >= INSERT_RETRIES) throw error;
      }
    }
  }

  async function signIn(user: UserRow, ctx: AccountContext, via: SignedIn['via']): Promise<SignedIn> {
    if (!user.isOperator && deps.operatorEmails?.has(user.email)) user = { ...user, isOperator: await repo.markOperator(user.id) };
    const token = newSessionToken();
    await sessions.create(user.id, hashToken(token), ctx.platform);
    await repo.recordLogin(user.id, new Date(now()));
    return { user: toUserInfo(user), token, via };
  }

  /**
   * Stores a new code, unless one went out less than EMAIL_CODE_RESEND_MS ago (then answers how long to wait), and
   * answers the mailing to do; a code whose mail never went out is forgotten, so that the resend rule does not hold
   * the user back.
   */
  async function newCode(email: string, purpose: EmailCodePurpose, locale: Locale): Promise<{ waitMs: number } | { send: () => Promise<void> }> {
    const when = now();
    const code = generateEmailCode();
    const stored = await repo.insertCodeUnlessRecent(
      { email, purpose, codeHash: hashEmailCode(deps.codeSecret, email, purpose, code), createdAt: new Date(when), expiresAt: new Date(when + EMAIL_CODE_TTL_MS) },
      EMAIL_CODE_RESEND_MS,
    );
    if ('waitMs' in stored) return stored;
    return {
      send: async () => {
        try {
          // Queued, keyed by the code's row: the code itself rides in the job (it must be mailed), never logged.
          await deps.mail.send({ to: email, locale, template: 'verificationCode', params: { code, purpose, minutes: EMAIL_CODE_TTL_MS / 60_000 } }, `code:${stored.id}`);
        } catch (error) {
          await repo.deleteCode(stored.id);
          throw error;
        }
      },
    };
  }

  async function sendResetMail(user: UserRow, locale: Locale) {
    const when = now();
    const token = generateResetToken();
    const id = await repo.insertReset({ userId: user.id, tokenHash: hashToken(token), createdAt: new Date(when), expiresAt: new Date(when + RESET_TOKEN_TTL_MS) });
    try {
      const link = resetLink(deps.publicOrigin, locale, token);
      await deps.mail.send({ to: user.email, locale, template: 'passwordReset', params: { link, minutes: RESET_TOKEN_TTL_MS / 60_000 } }, `reset:${id}`);
    } catch (error) {
      await repo.deleteReset(id);
      throw error;
    }
  }

  return {
    /** `A/pub/email/verifycode`: mails a new code, at most one per email and purpose per minute. */
    async sendCode(input: { email: string; type: EmailCodePurpose }, ctx: AccountContext): Promise<null> {
      const { email, type } = input;
      // Reserved before anything is looked at; a refused resend gives it back.
      const attempt = await throttle.reserve('verifyCode', { ip: ctx.ip, email });
      const user = await repo.findUserByEmail(email);
      // Sign-up and a new address need a free email.
      if (user && type !== 'reset') throw emailRegistered();
      const when = now();
      if (type === 'reset') {
        // The same answer whether or not the account exists: the wait is not told, the mail goes out after the answer.
        if (user) {
          background(async () => {
            const next = await newCode(email, type, ctx.locale);
            if ('waitMs' in next) await attempt.refund();
            else await next.send();
          }, 'reset code mail failed');
        }
        return null;
      }
      const next = await newCode(email, type, ctx.locale);
      if ('waitMs' in next) {
        await attempt.refund();
        const seconds = Math.ceil(next.waitMs / 1000);
        throw new TooManyError('codeResendTooSoon', { reason: 'resend_too_soon', data: { retryAfterSeconds: seconds }, vars: { seconds } });
      }
      pruneNowAndThen(when);
      try {
        await next.send();
      } catch (error) {
        deps.log.error({ err: error, purpose: type }, 'verification code mail failed');
        throw mailFailed();
      }
      return null;
    },

    /** `A/pub/email/isregistered` (product §7; throttled, since it tells whether an account exists). */
    async isRegistered(email: string, ctx: AccountContext) {
      await throttle.attempt('isRegistered', { ip: ctx.ip, email });
      return { registered: (await repo.findUserByEmail(email)) !== null };
    },

    /** `A/pub/register-email-check`: whether the sign-up code is right, without using it up. */
    async registerEmailCheck(input: { email: string; code: string }, ctx: AccountContext) {
      // A wrong code keeps its reserved attempt; a right one gives it back.
      const attempt = await throttle.reserve('registerEmailCheck', { ip: ctx.ip, email: input.email });
      await checkCode(input.email, 'register', input.code, false, { valid: false });
      await attempt.refund();
      return { valid: true };
    },

    /** `A/pub/register`: a new email account from a valid sign-up code; signs the user in. */
    async register(input: { email: string; password: string; code: string; inviteCode?: string }, ctx: AccountContext): Promise<SignedIn> {
      const { email, password } = input;
      // Reserved first: a registered email, an unknown invitation code or a wrong code keep the attempt.
      const attempt = await throttle.reserve('register', { ip: ctx.ip, email });
      try {
        await refuseWeakPassword(password, 'password', [email]);
      } catch (error) {
        await attempt.refund();
        throw error;
      }
      if (await repo.findUserByEmail(email)) throw emailRegistered();
      let invitedByUserId: number | null = null;
      if (input.inviteCode) {
        const inviter = await repo.findUserByInviteCode(normalizeInviteCode(input.inviteCode));
        if (!inviter) throw fieldError('inviteCode', 'inviteCodeUnknown', 'invite_code_unknown');
        invitedByUserId = inviter.id;
      }
      const passwordHash = await passwords.hash(password);
      await checkCode(email, 'register', input.code, true);
      await attempt.succeed();
      const user = await createUser({ email, passwordHash, googleSub: null, invitedByUserId });
      return signIn(user, ctx, 'email');
    },

    /**
     * `A/pub/login` with email and password. An unknown email and a wrong password answer the same
     * code and message after the same work (an argon2 verification either way).
     */
    async login(input: { email: string; password: string }, ctx: AccountContext): Promise<SignedIn> {
      // The attempt is reserved before the password is checked (atomically: parallel guesses cannot
      // outrun the count); a success gives it back and forgets the account's failures.
      const attempt = await throttle.reserve('login', { ip: ctx.ip, email: input.email });
      const user = await repo.findUserByEmail(input.email);
      const ok = user?.passwordHash ? await passwords.verify(user.passwordHash, input.password) : await passwords.verifyNothing(input.password);
      if (!user || !ok) throw loginFailed();
      await attempt.succeed();
      if (user.passwordHash && passwords.needsRehash(user.passwordHash)) await repo.setPasswordHash(user.id, await passwords.hash(input.password));
      return signIn(user, ctx, 'email');
    },

    /**
     * `A/pub/login` with a Google ID token: the account with that Google `sub`; else the account with the
     * same email, linked only when Google says the email is verified; else a new account without a password.
     */
    async loginWithGoogle(idToken: string, ctx: AccountContext): Promise<SignedIn> {
      const verifyGoogle = deps.verifyGoogleIdToken;
      if (!verifyGoogle) throw new InvalidError('googleLoginDisabled', { reason: 'google_disabled' });
      const attempt = await throttle.reserve('login', { ip: ctx.ip });
      let identity: Awaited<ReturnType<GoogleVerifier>>;
      try {
        identity = await verifyGoogle(idToken);
      } catch (error) {
        // Google's key set could not be fetched: our failure, not the token's.
        if ((error as { reason?: unknown }).reason === 'keys_unavailable') {
          await attempt.refund();
          deps.log.error({ err: error }, 'Google sign-in keys unavailable');
          throw new UnavailableError('googleTokenInvalid', { reason: 'google_unavailable' });
        }
        throw new InvalidError('googleTokenInvalid', { reason: 'google_token_invalid' });
      }
      // Only an invalid token counts.
      await attempt.refund();
      const known = await repo.findUserByGoogleSub(identity.sub);
      if (known) return signIn(known, ctx, 'google');

      const email = identity.email ? normalizeEmail(identity.email) : null;
      if (!email || !isEmailAddress(email)) throw new InvalidError('googleTokenInvalid', { reason: 'google_email_missing' });
      const existing = await repo.findUserByEmail(email);
      if (existing) {
        if (!identity.emailVerified) throw new ConflictError('googleEmailUnverified', { reason: 'google_email_unverified' });
        if (!(await repo.linkGoogle(existing.id, identity.sub))) throw new ConflictError('googleOtherAccount', { reason: 'google_other_account' });
        return signIn({ ...existing, googleSub: identity.sub }, ctx, 'google');
      }
      const inviter = ctx.inviteCodeCookie ? await repo.findUserByInviteCode(normalizeInviteCode(ctx.inviteCodeCookie)) : null;
      const user = await createUser({ email, passwordHash: null, googleSub: identity.sub, invitedByUserId: inviter?.id ?? null });
      return signIn(user, ctx, 'google');
    },

    /** `A/user/get/userinfo`. */
    async userInfo(auth: Auth): Promise<UserInfo> {
      const user = await repo.findUserById(auth.userId);
      if (!user) throw new UnauthenticatedError();
      return toUserInfo(user);
    },

    /** `A/user/logout`: ends the current session server-side. */
    async logout(auth: Auth): Promise<null> {
      await sessions.revoke(auth.sessionId, new Date(now()));
      return null;
    },

    /**
     * `A/pub/reset_mail_send`: the same answer, at once, whether or not the email has an account; the mail
     * goes out after the answer, so neither its time nor its failure tells (docs/decisions/008-accounts.md).
     */
    async resetMailSend(email: string, ctx: AccountContext): Promise<null> {
      await throttle.attempt('resetMailSend', { ip: ctx.ip, email });
      pruneNowAndThen(now());
      const user = await repo.findUserByEmail(email);
      if (user) background(() => sendResetMail(user, ctx.locale), 'password reset mail failed');
      return null;
    },

    /** `A/pub/reset_pass`: a new password from a mailed link; ends every session of the user. */
    async resetPassword(input: { token: string; password: string }, ctx: AccountContext): Promise<null> {
      const attempt = await throttle.reserve('resetPass', { ip: ctx.ip });
      const when = new Date(now());
      const tokenHash = hashToken(input.token);
      if (!(await repo.liveReset(tokenHash, when))) throw resetTokenInvalid();
      // Only invalid tokens count.
      await attempt.refund();
      await refuseWeakPassword(input.password, 'password');
      const passwordHash = await passwords.hash(input.password);
      const userId = await repo.consumeReset(tokenHash, when);
      if (userId === null) throw resetTokenInvalid();
      await repo.setPasswordHash(userId, passwordHash);
      await repo.endResetsOf(userId, when);
      await sessions.revokeAllOf(userId, null, when);
      const user = await repo.findUserById(userId);
      // Whoever reads the account's mail may log in again at once.
      if (user) await throttle.forget('login', { email: user.email });
      return null;
    },

    /** `A/user/edit_pass`: checks the old password, sets the new one and ends every other session. */
    async editPassword(input: { oldPassword: string; newPassword: string }, auth: Auth): Promise<null> {
      const attempt = await throttle.reserve('editPass', { userId: auth.userId });
      const user = await repo.findUserById(auth.userId);
      if (!user) {
        await attempt.refund();
        throw new UnauthenticatedError();
      }
      const ok = user.passwordHash ? await passwords.verify(user.passwordHash, input.oldPassword) : await passwords.verifyNothing(input.oldPassword);
      if (!ok) throw fieldError('oldPassword', 'oldPasswordWrong', 'bad_old_password');
      await attempt.succeed();
      await refuseWeakPassword(input.newPassword, 'newPassword', [user.email]);
      const when = new Date(now());
      await repo.setPasswordHash(user.id, await passwords.hash(input.newPassword));
      await repo.endResetsOf(user.id, when);
      await sessions.revokeAllOf(user.id, auth.sessionId, when);
      return null;
    },

    /** Waits for mails and housekeeping still running after their answers (tests, shutdown). */
    async settled() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
}
export type AccountService = ReturnType<typeof makeAccountService>;
