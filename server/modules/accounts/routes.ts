import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  EditPasswordRequestSchema,
  IsRegisteredRequestSchema,
  LoginRequestSchema,
  RegisterEmailCheckRequestSchema,
  RegisterRequestSchema,
  ResetMailRequestSchema,
  ResetPasswordRequestSchema,
  VerifyCodeRequestSchema,
} from '../../../core/account-schemas.ts';
import { ACCOUNT_PATH } from '../../../core/api.ts';
import { IsRegisteredAnswerSchema, RegisterEmailCheckAnswerSchema, SignedInSchema, UserInfoSchema } from '../../../core/api-schemas.ts';
import { COOKIE, TOKEN_COOKIE_MAX_AGE_S } from '../../../core/constants.ts';
import { envelopeOf, ok } from '../../http/envelope.ts';
import { requestLocale } from '../../http/i18n.ts';
import { requireAuth } from '../../http/session.ts';
import type { AccountContext, AccountService, SignedIn } from './service.ts';


export type AccountRouteOptions = {
  /** Whether cookies get `Secure`: production, or an https origin or request. */
  secureCookies: (request: FastifyRequest) => boolean;
};

function contextOf(request: FastifyRequest): AccountContext {
  const inviteCode = request.cookies[COOKIE.inviteCode];
  return {
    locale: requestLocale(request),
    ip: request.ip,
    platform: request.client.platform,
    inviteCodeCookie: inviteCode && inviteCode.length <= 64 ? inviteCode : undefined,
  };
}

/** The account calls (product §7, product §D4 "Accounts"). Thin: schema → service → envelope and cookies. */
export function accountRoutes(service: AccountService, options: AccountRouteOptions) {
  const sessionCookie = (request: FastifyRequest) => ({ path: '/', sameSite: 'lax' as const, secure: options.secureCookies(request), maxAge: TOKEN_COOKIE_MAX_AGE_S });

  /** Product §3/§9: the `token` cookie (3000 days, HttpOnly) and `lastLoginPlatform` (readable by the page). */
  function answerSignedIn(request: FastifyRequest, reply: FastifyReply, signedIn: SignedIn) {
    const cookie = sessionCookie(request);
    reply.setCookie(COOKIE.token, signedIn.token, { ...cookie, httpOnly: true });
    reply.setCookie(COOKIE.lastLoginPlatform, signedIn.via, { ...cookie, httpOnly: false });
    const native = request.client.platform !== 'web';
    return ok(request, native ? { ...signedIn.user, token: signedIn.token } : signedIn.user);
  }

  return async function routes(app: FastifyInstance) {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['accounts'];
    const none = envelopeOf(z.null());

    r.post(`/${ACCOUNT_PATH.verifyCode}`,
      { schema: { tags, summary: 'Mail a 6-digit code for an email and purpose (valid 10 min, resend after 60 s)', body: VerifyCodeRequestSchema, response: { 200: none } } },
      async (request) => ok(request, await service.sendCode(request.body, contextOf(request))));

    r.post(`/${ACCOUNT_PATH.isRegistered}`,
      { schema: { tags, summary: 'Whether an email has an account (throttled)', body: IsRegisteredRequestSchema, response: { 200: envelopeOf(IsRegisteredAnswerSchema) } } },
      async (request) => ok(request, await service.isRegistered(request.body.email, contextOf(request))));

    r.post(`/${ACCOUNT_PATH.registerEmailCheck}`,
      { schema: { tags, summary: 'Whether a sign-up code is right, without using it up', body: RegisterEmailCheckRequestSchema, response: { 200: envelopeOf(RegisterEmailCheckAnswerSchema) } } },
      async (request) => ok(request, await service.registerEmailCheck(request.body, contextOf(request))));

    r.post(`/${ACCOUNT_PATH.register}`,
      { schema: { tags, summary: 'Create an email account with its sign-up code; signs in (token cookie)', body: RegisterRequestSchema, response: { 200: envelopeOf(SignedInSchema) } } },
      async (request, reply) => answerSignedIn(request, reply, await service.register(request.body, contextOf(request))));

    r.post(`/${ACCOUNT_PATH.login}`,
      { schema: { tags, summary: 'Log in with email and password, or with a Google ID token; sets the token cookie', body: LoginRequestSchema, response: { 200: envelopeOf(SignedInSchema) } } },
      async (request, reply) => {
        const body = request.body;
        const signedIn = body.googleIdToken !== undefined ? await service.loginWithGoogle(body.googleIdToken, contextOf(request)) : await service.login(body, contextOf(request));
        return answerSignedIn(request, reply, signedIn);
      });

    r.post(`/${ACCOUNT_PATH.userInfo}`,
      { schema: { tags, summary: 'The signed-in user', response: { 200: envelopeOf(UserInfoSchema) } } },
      async (request) => ok(request, await service.userInfo(requireAuth(request))));

    r.post(`/${ACCOUNT_PATH.logout}`,
      { schema: { tags, summary: 'End the current session and clear the token cookie', response: { 200: none } } },
      async (request, reply) => {
        await service.logout(requireAuth(request));
        reply.clearCookie(COOKIE.token, { path: '/', sameSite: 'lax', secure: options.secureCookies(request), httpOnly: true });
        return ok(request, null);
      });

    r.post(`/${ACCOUNT_PATH.resetMailSend}`,
      { schema: { tags, summary: 'Mail a password reset link (the same answer whether or not the email has an account)', body: ResetMailRequestSchema, response: { 200: none } } },
      async (request) => ok(request, await service.resetMailSend(request.body.email, contextOf(request))));

    r.post(`/${ACCOUNT_PATH.resetPass}`,
      { schema: { tags, summary: 'Set a new password with a mailed reset token; ends every session', body: ResetPasswordRequestSchema, response: { 200: none } } },
      async (request) => ok(request, await service.resetPassword(request.body, contextOf(request))));

    r.post(`/${ACCOUNT_PATH.editPass}`,
      { schema: { tags, summary: 'Change the password; ends every other session', body: EditPasswordRequestSchema, response: { 200: none } } },
      async (request) => ok(request, await service.editPassword(request.body, requireAuth(request))));
  };
}
