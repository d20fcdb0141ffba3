import { and, desc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { authThrottle, emailCodes, passwordResets, users } from '../../../db/schema/index.ts';
import { backoffSeconds, type ThrottleRule } from './rules.ts';
import type { Reservation } from './throttle.ts';

const userColumns = {
  id: users.id,
  encryptUserId: users.encryptUserId,
  email: users.email,
  passwordHash: users.passwordHash,
  googleSub: users.googleSub,
  inviteCode: users.inviteCode,
  isOperator: users.isOperator,
};
export type UserRow = { id: number; encryptUserId: string; email: string; passwordHash: string | null; googleSub: string | null; inviteCode: string; isOperator: boolean };

export type NewUser = { email: string; encryptUserId: string; inviteCode: string; passwordHash: string | null; googleSub: string | null; invitedByUserId: number | null };

/** Which unique index a failed insert ran into (PostgreSQL 23505), or null for any other error. */
export function uniqueViolation(error: unknown): string | null {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505') return typeof constraint === 'string' ? constraint : 'unknown';
  }
  return null;
}

const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/** Users, emailed codes and password reset tokens (issue #4). */
export function makeAccountRepo(db: Db) {
  const findUser = async (where: ReturnType<typeof eq>) => {
    const [row] = await db.select(userColumns).from(users).where(where).limit(1);
    return (row as UserRow | undefined) ?? null;
  };
  return {
    findUserById: (id: number) => findUser(eq(users.id, id)),
    /** ADMIN_EMAILS at sign-in (issue #14 §1); answers true. */
    markOperator: async (id: number) => {
      await db.update(users).set({ isOperator: true }).where(eq(users.id, id));
      return true;
    },
    findUserByEmail: (email: string) => findUser(eq(users.email, email)),
    findUserByGoogleSub: (sub: string) => findUser(eq(users.googleSub, sub)),
    findUserByInviteCode: (inviteCode: string) => findUser(eq(users.inviteCode, inviteCode)),

    /** Throws a unique violation (see `uniqueViolation`) when the email, invite code or Google account is taken. */
    async insertUser(user: NewUser): Promise<UserRow> {
      const [row] = await db.insert(users).values(user).returning(userColumns);
      return row as UserRow;
    },
    async setPasswordHash(userId: number, passwordHash: string) {
      await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
    },
    /** Links a Google account to a user that has none yet; false when the user already has another one. */
    async linkGoogle(userId: number, sub: string): Promise<boolean> {
      const rows = await db.update(users).set({ googleSub: sub }).where(and(eq(users.id, userId), isNull(users.googleSub))).returning({ id: users.id });
      return rows.length > 0;
    },
    async recordLogin(userId: number, when: Date) {
      await db.update(users).set({ lastLoginAt: when }).where(eq(users.id, userId));
    },

    /** The newest code of an email and purpose: only the newest one is ever accepted. */
    async latestCode(email: string, purpose: string) {
      const [row] = await db
        .select({ id: emailCodes.id, codeHash: emailCodes.codeHash, attempts: emailCodes.attempts, createdAt: emailCodes.createdAt, expiresAt: emailCodes.expiresAt, consumedAt: emailCodes.consumedAt })
        .from(emailCodes)
        .where(and(eq(emailCodes.email, email), eq(emailCodes.purpose, purpose)))
        .orderBy(desc(emailCodes.createdAt), desc(emailCodes.id))
        .limit(1);
      return row ?? null;
    },
    /**
     * Stores a new code unless the newest unused one of this email and purpose is younger than `resendMs`: answers
     * its id, or how long to wait. One transaction under a lock on (email, purpose), so that parallel requests
     * store (and mail) one code, not one each.
     */
    async insertCodeUnlessRecent(code: { email: string; purpose: string; codeHash: string; createdAt: Date; expiresAt: Date }, resendMs: number): Promise<{ id: number } | { waitMs: number }> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`email-code\n${code.email}\n${code.purpose}`}))`);
        const [latest] = await tx
          .select({ createdAt: emailCodes.createdAt, consumedAt: emailCodes.consumedAt })
          .from(emailCodes)
          .where(and(eq(emailCodes.email, code.email), eq(emailCodes.purpose, code.purpose)))
          .orderBy(desc(emailCodes.createdAt), desc(emailCodes.id))
          .limit(1);
        const waitMs = latest && !latest.consumedAt ? latest.createdAt.getTime() + resendMs - code.createdAt.getTime() : 0;
        if (waitMs > 0) return { waitMs };
        const [row] = await tx.insert(emailCodes).values(code).returning({ id: emailCodes.id });
        return { id: row!.id };
      });
    },
    /** Removes a code whose mail never went out, so that it neither blocks a resend nor can be used. */
    async deleteCode(id: number) {
      await db.delete(emailCodes).where(eq(emailCodes.id, id));
    },
    /** Takes one of a code's tries; answers the tries taken so far, or null when all `max` are used. */
    async claimCodeAttempt(id: number, max: number): Promise<number | null> {
      const [row] = await db
        .update(emailCodes)
        .set({ attempts: sql`${emailCodes.attempts} + 1` })
        .where(and(eq(emailCodes.id, id), lt(emailCodes.attempts, max)))
        .returning({ attempts: emailCodes.attempts });
      return row?.attempts ?? null;
    },
    /** Gives back the try of a right code (only wrong tries count). */
    async refundCodeAttempt(id: number) {
      await db.update(emailCodes).set({ attempts: sql`greatest(${emailCodes.attempts} - 1, 0)` }).where(eq(emailCodes.id, id));
    },
    /** Uses a code up; false when another request used it first. */
    async consumeCode(id: number, when: Date): Promise<boolean> {
      const rows = await db.update(emailCodes).set({ consumedAt: when }).where(and(eq(emailCodes.id, id), isNull(emailCodes.consumedAt))).returning({ id: emailCodes.id });
      return rows.length > 0;
    },
    async pruneCodes(before: Date) {
      await db.delete(emailCodes).where(lt(emailCodes.expiresAt, before));
    },

    async insertReset(reset: { userId: number; tokenHash: string; createdAt: Date; expiresAt: Date }) {
      const [row] = await db.insert(passwordResets).values(reset).returning({ id: passwordResets.id });
      return row!.id;
    },
    async deleteReset(id: number) {
      await db.delete(passwordResets).where(eq(passwordResets.id, id));
    },
    /** Whether a token is live (unused, unexpired), without using it. */
    async liveReset(tokenHash: string, when: Date) {
      const [row] = await db
        .select({ id: passwordResets.id, userId: passwordResets.userId })
        .from(passwordResets)
        .where(and(eq(passwordResets.tokenHash, tokenHash), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, when)))
        .limit(1);
      return row ?? null;
    },
    /** Uses a live token up (single use even when two requests race); answers its user or null. */
    async consumeReset(tokenHash: string, when: Date): Promise<number | null> {
      const [row] = await db
        .update(passwordResets)
        .set({ usedAt: when })
        .where(and(eq(passwordResets.tokenHash, tokenHash), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, when)))
        .returning({ userId: passwordResets.userId });
      return row?.userId ?? null;
    },
    /** Ends every other reset link of the user (after a reset or a password change). */
    async endResetsOf(userId: number, when: Date) {
      await db.update(passwordResets).set({ usedAt: when }).where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
    },
  };
}
export type AccountRepo = ReturnType<typeof makeAccountRepo>;

/** Throttle counters in `auth_throttle` (they survive a restart; see throttle.ts). */
export function makeThrottleRepo(db: Db) {
  return {
    /** The latest block among `keys` that is still running at `when`, or null. */
    async blockedUntil(keys: string[], when: Date): Promise<Date | null> {
      if (keys.length === 0) return null;
      const rows = await db
        .select({ blockedUntil: authThrottle.blockedUntil })
        .from(authThrottle)
        .where(and(inArray(authThrottle.key, keys), gt(authThrottle.blockedUntil, when)));
      let latest: Date | null = null;
      for (const row of rows) if (row.blockedUntil && (!latest || row.blockedUntil > latest)) latest = row.blockedUntil;
      return latest;
    },
    /**
     * One statement, so atomic under any concurrency (the row lock of the upsert orders parallel calls): refuses
     * while the key is blocked at `when` (no row comes back); else counts one attempt (restarting a count last
     * touched before the rule forgets it) and, past the free attempts, blocks the key for the rule's back-off
     * (`backoffSeconds` of rules.ts, in SQL).
     */
    async reserve(key: string, rule: ThrottleRule, when: Date): Promise<Reservation> {
      const n = (value: number) => sql.raw(String(Math.trunc(Number(value))));
      const stale = sql`${authThrottle.updatedAt} < ${at(new Date(when.getTime() - rule.forgetAfterS * 1000))}`;
      const next = sql`(case when ${stale} then 1 else ${authThrottle.failures} + 1 end)`;
      const firstBlock = backoffSeconds(rule, 1);
      const rows = await db
        .insert(authThrottle)
        .values({ key, failures: 1, windowStartedAt: when, updatedAt: when, blockedUntil: firstBlock > 0 ? new Date(when.getTime() + firstBlock * 1000) : null })
        .onConflictDoUpdate({
          target: authThrottle.key,
          set: {
            failures: next,
            windowStartedAt: sql`case when ${stale} then ${at(when)} else ${authThrottle.windowStartedAt} end`,
            blockedUntil: sql`case when ${next} > ${n(rule.free)} then ${at(when)} + make_interval(secs => least(${n(rule.maxDelayS)}, ${n(rule.firstDelayS)} * power(2, least(${next} - ${n(rule.free)} - 1, 30)))) end`,
            updatedAt: at(when),
          },
          setWhere: sql`${authThrottle.blockedUntil} is null or ${authThrottle.blockedUntil} <= ${at(when)}`,
        })
        .returning({ blockedUntil: authThrottle.blockedUntil });
      const [row] = rows;
      return row ? { granted: true, blockedUntil: row.blockedUntil } : { granted: false };
    },
    async refund(key: string, blockedUntil: Date | null) {
      const ownBlock = blockedUntil ? sql`case when ${authThrottle.blockedUntil} = ${at(blockedUntil)} then null else ${authThrottle.blockedUntil} end` : sql`${authThrottle.blockedUntil}`;
      await db
        .update(authThrottle)
        .set({ failures: sql`greatest(${authThrottle.failures} - 1, 0)`, blockedUntil: ownBlock })
        .where(eq(authThrottle.key, key));
    },
    async clear(key: string) {
      await db.delete(authThrottle).where(eq(authThrottle.key, key));
    },
    async prune(before: Date) {
      await db.delete(authThrottle).where(and(lt(authThrottle.updatedAt, before), sql`(${authThrottle.blockedUntil} is null or ${authThrottle.blockedUntil} < ${at(before)})`));
    },
  };
}
export type ThrottleRepo = ReturnType<typeof makeThrottleRepo>;
