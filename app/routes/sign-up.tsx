import { useEffect, useRef, useState, type FormEvent } from 'react';
import { data, Form, redirect, useNavigation, useSearchParams } from 'react-router';
import type { Route } from './+types/sign-up';
import { ACCOUNT_PATH } from '../../core/api.ts';
import { RegisterRequestSchema, SignUpFormSchema, VerifyCodeRequestSchema } from '../../core/account-schemas.ts';
import { COOKIE } from '../../core/constants.ts';
import { AuthCard, FormMessage, PasswordField, SubmitButton, TextField } from '../components/account/fields.tsx';
import { NewTabLinkedText } from '../components/account/linked-text.tsx';
import { registerInput, signUpInput, useClientCheck, type ExtraCheck, type FormRefusal } from '../components/account/forms.ts';
import { apiRefusal, parseForm, passwordRefusal } from '../components/account/forms.server.ts';
import { NewPasswordField, newPasswordProblem } from '../components/account/password-meter.tsx';
import { LocalizedLink } from '../components/localized-link.tsx';
import { FORM_MESSAGE_KEYS } from '../lib/account-messages.ts';
import { apiMessages, cookieHeaders, fallbackMessage, guardRoute } from '../lib/auth.server.ts';
import { readCookie } from '../lib/cookies.ts';
import { afterLoginPath } from '../lib/guards.ts';
import { useTranslation } from '../lib/i18n.tsx';
import { pageApi } from '../lib/page-api.server.ts';
import { routeLocale } from '../lib/route-locale.ts';
import { seoMeta } from '../lib/seo.ts';
import type { RouteHandle } from './shell.tsx';

/** Spec: a new code may be asked for 60 s after the last one. */
const RESEND_AFTER_S = 60;

export const handle: RouteHandle = { isHideFloating: true };

export function meta({ matches, location }: Route.MetaArgs) {
  return seoMeta({ matches, pathname: location.pathname, titleKey: 'account.signUpTitle', noindex: true });
}

export async function loader(args: Route.LoaderArgs) {
  await guardRoute(args);
  const url = new URL(args.request.url);
  // The invitation code of the link the visitor came by (kept in a cookie by the shell), else the query's.
  const inviteCode = url.searchParams.get(COOKIE.inviteCode) || readCookie(args.request.headers.get('cookie'), COOKIE.inviteCode) || '';
  return { messages: apiMessages(routeLocale(args.params), FORM_MESSAGE_KEYS), inviteCode: inviteCode.slice(0, 32) };
}

type SignUpAnswer = FormRefusal & { codeSentTo?: string; step?: 1 | 2 };

export async function action({ request, context, params }: Route.ActionArgs) {
  const locale = routeLocale(params);
  const form = await request.formData();
  const messages = apiMessages(locale, FORM_MESSAGE_KEYS);
  const api = pageApi(request, context, locale);
  const intent = form.get('intent');
  try {
    if (intent === 'send-code' || intent === 'resend') {
      // Step 1 (or a resend): the details are checked before a code is mailed.
      const parsed = parseForm(SignUpFormSchema, signUpInput(form), messages);
      if ('refusal' in parsed) return data<SignUpAnswer>({ ...parsed.refusal, step: 1 }, { status: 400 });
      // The API's password rule, before a code is mailed (the registration checks it again).
      const weak = await passwordRefusal(parsed.data.password, 'password', [parsed.data.email], messages);
      if (weak) return data<SignUpAnswer>({ ...weak, step: 1 }, { status: 400 });
      const request_ = parseForm(VerifyCodeRequestSchema, { email: parsed.data.email, type: 'register' }, messages);
      if ('refusal' in request_) return data<SignUpAnswer>({ ...request_.refusal, step: 1 }, { status: 400 });
      await api.call(ACCOUNT_PATH.verifyCode, request_.data);
      return { codeSentTo: parsed.data.email, step: 2 } satisfies SignUpAnswer;
    }
    const parsed = parseForm(RegisterRequestSchema, registerInput(form), messages);
    if ('refusal' in parsed) {
      const fields = parsed.refusal.fields ?? {};
      return data<SignUpAnswer>({ ...parsed.refusal, step: Object.keys(fields).some((field) => field !== 'code') ? 1 : 2 }, { status: 400 });
    }
    const { setCookies } = await api.callWithCookies(ACCOUNT_PATH.register, parsed.data);
    return redirect(afterLoginPath(new URL(request.url).searchParams.get('redirect'), locale), { headers: cookieHeaders(setCookies) });
  } catch (error) {
    const refusal = apiRefusal(error, fallbackMessage(locale));
    const fields = refusal.fields ?? {};
    const step = intent === 'register' && !Object.keys(fields).some((field) => field !== 'code') ? 2 : intent === 'resend' ? 2 : 1;
    return data<SignUpAnswer>({ ...refusal, step }, { status: 400 });
  }
}

/** The new password's strength, by the API's rule (once the meter has loaded it). */
const strongPassword: ExtraCheck = (input) => ({ password: newPasswordProblem(input.password, [input.email]) });

/** Seconds until a new code may be asked for, counting down once a second. */
function useCountdown(from: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (from === null) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [from]);
  if (from === null) return 0;
  return Math.max(0, RESEND_AFTER_S - Math.floor((now - from) / 1000));
}

/**
 * Sign up in two steps (product §2, §4 "Email verification"): details and the agreement, then the
 * emailed code with resend and "update email". One form: step 1's inputs stay in it (hidden) so the
 * registration sends them with the code.
 */
export default function SignUp({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const [params] = useSearchParams();
  const answer = actionData as SignUpAnswer | undefined;
  const [step, setStep] = useState<1 | 2>(1);
  const [sentAt, setSentAt] = useState<number | null>(null);
  const [sentTo, setSentTo] = useState('');
  const [seen, setSeen] = useState<SignUpAnswer | undefined>(undefined);
  if (answer !== seen) {
    setSeen(answer);
    if (answer?.step) setStep(answer.step);
    if (answer?.codeSentTo) {
      setSentTo(answer.codeSentTo);
      setSentAt(Date.now());
    }
  }
  const remaining = useCountdown(sentAt);
  const details = useClientCheck(SignUpFormSchema, signUpInput, loaderData.messages, strongPassword);
  const registration = useClientCheck(RegisterRequestSchema, registerInput, loaderData.messages, strongPassword);
  const clientErrors = step === 1 ? details.clientErrors : registration.clientErrors;
  const errors = clientErrors ?? answer?.fields ?? {};
  const busy = navigation.state !== 'idle' && navigation.formMethod === 'POST';
  const pendingIntent = busy ? navigation.formData?.get('intent') : null;
  const heading = useRef<HTMLHeadingElement>(null);
  const emailInput = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (step === 2) heading.current?.focus();
  }, [step, sentAt]);
  const carried = params.toString();
  // A resend needs only step 1's details (checked again by the server); the code is not asked for yet.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    if (step === 1) {
      // Same address as the code just sent (back from "Update email" without a change): no new code yet.
      const email = new FormData(event.currentTarget).get('email');
      if (remaining > 0 && typeof email === 'string' && email.trim().toLowerCase() === sentTo) {
        event.preventDefault();
        setStep(2);
        return;
      }
      details.onSubmit(event);
    }
    else if (submitter?.value !== 'resend') registration.onSubmit(event);
  };

  const updateEmail = () => {
    setStep(1);
    details.reset();
    registration.reset();
    requestAnimationFrame(() => emailInput.current?.focus());
  };

  return (
    <AuthCard
      title={t('account.signUpTitle')}
      subtitle={
        <>
          {t('account.haveAccount')}{' '}
          <LocalizedLink to={`/login${carried ? `?${carried}` : ''}`} className="font-semibold text-teal-800 underline-offset-2 hover:underline">
            {t('account.loginLink')}
          </LocalizedLink>
        </>
      }
    >
      <p className="mb-4 text-xs font-semibold uppercase tracking-wide text-teal-800">{t('account.stepOf', { step, total: 2 })}</p>
      <Form method="post" noValidate onSubmit={onSubmit} className="space-y-4">
        {answer?.formError && <FormMessage kind="error">{answer.formError}</FormMessage>}
        <div hidden={step !== 1} className="space-y-4">
          <TextField
            ref={emailInput}
            name="email"
            type="email"
            label={t('account.email')}
            autoComplete="username"
            inputMode="email"
            autoCapitalize="none"
            spellCheck={false}
            required
            error={step === 1 ? errors.email : undefined}
          />
          <NewPasswordField
            name="password"
            label={t('account.password')}
            autoComplete="new-password"
            required
            error={step === 1 ? errors.password : undefined}
            hint={t('account.passwordHint')}
            userInputs={() => [emailInput.current?.value ?? '']}
          />
          <PasswordField name="confirmPassword" label={t('account.confirmPassword')} autoComplete="new-password" required error={step === 1 ? errors.confirmPassword : undefined} />
          <TextField
            name="inviteCode"
            label={t('account.inviteCodeOptional')}
            defaultValue={loaderData.inviteCode}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            hint={t('account.inviteCodeHint')}
            error={step === 1 ? errors.inviteCode : undefined}
          />
          <AgreementField error={step === 1 ? errors.agree : undefined} />
          {step === 1 && (
            <SubmitButton busy={busy} intent="send-code">
              {busy ? t('account.sendingCode') : t('account.sendCode')}
            </SubmitButton>
          )}
        </div>
        {step === 2 && (
          <div className="space-y-4">
            <h2 ref={heading} tabIndex={-1} className="text-lg font-semibold text-slate-900 focus:outline-none">
              {t('account.checkEmail')}
            </h2>
            <p role="status" className="text-sm text-slate-700">
              {t('account.codeSent', { email: sentTo })}
            </p>
            <TextField
              name="code"
              label={t('account.code')}
              autoComplete="one-time-code"
              inputMode="numeric"
              pattern="[0-9]*"
              maxLength={6}
              required
              error={errors.code}
              className="max-w-56"
            />
            {/* First submit button of step 2: Enter in the code field creates the account. */}
            <SubmitButton busy={busy && pendingIntent === 'register'} intent="register">
              {busy && pendingIntent === 'register' ? t('account.creatingAccount') : t('account.createAccount')}
            </SubmitButton>
            <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
              <button
                type="submit"
                name="intent"
                value="resend"
                formNoValidate
                disabled={remaining > 0 || busy}
                className="font-semibold text-teal-800 underline-offset-2 hover:underline disabled:cursor-not-allowed disabled:text-slate-500 disabled:no-underline"
              >
                {remaining > 0 ? t('account.resendIn', { seconds: remaining }) : pendingIntent === 'resend' ? t('account.sendingCode') : t('account.resendCode')}
              </button>
              <button type="button" onClick={updateEmail} className="font-semibold text-teal-800 underline-offset-2 hover:underline">
                {t('account.updateEmail')}
              </button>
            </div>
          </div>
        )}
      </Form>
    </AuthCard>
  );
}

function AgreementField({ error }: { error?: string }) {
  const { t } = useTranslation();
  return (
    <div>
      <div className="flex items-start gap-2">
        <input
          id="sign-up-agree"
          name="agree"
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby="sign-up-agree-error"
          className="mt-0.5 size-5 shrink-0 rounded border-slate-400 accent-teal-700"
        />
        <label htmlFor="sign-up-agree" className="text-sm text-slate-700">
          {/* The terms and the privacy policy open in a new tab, so the details typed so far stay in the form. */}
          <NewTabLinkedText text={t('account.agree')} hintId="sign-up-agree-new-tab" />
        </label>
      </div>
      <p id="sign-up-agree-error" aria-live="polite" className="mt-1 text-sm text-red-700 empty:hidden">
        {error ?? ''}
      </p>
    </div>
  );
}
