import { data, Form, redirect, useNavigation, useSearchParams } from 'react-router';
import type { Route } from './+types/login';
import { ACCOUNT_PATH } from '../../core/api.ts';
import { LoginRequestSchema } from '../../core/account-schemas.ts';
import { AuthCard, FormMessage, PasswordField, SubmitButton, TextField } from '../components/account/fields.tsx';
import { loginInput, useClientCheck, type FormRefusal } from '../components/account/forms.ts';
import { apiRefusal, parseForm } from '../components/account/forms.server.ts';
import { GoogleSignIn } from '../components/account/google-sign-in.tsx';
import { LocalizedLink } from '../components/localized-link.tsx';
import { FORM_MESSAGE_KEYS } from '../lib/account-messages.ts';
import { apiMessages, cookieHeaders, fallbackMessage, guardRoute } from '../lib/auth.server.ts';
import { afterLoginPath } from '../lib/guards.ts';
import { useTranslation } from '../lib/i18n.tsx';
import { pageApi } from '../lib/page-api.server.ts';
import { routeLocale } from '../lib/route-locale.ts';
import { seoMeta } from '../lib/seo.ts';
import type { RouteHandle } from './shell.tsx';

/** The email form's half of `A/pub/login` (the other half is the Google ID token). */
const EmailLoginSchema = LoginRequestSchema.options[0];

export const handle: RouteHandle = { isHideFloating: true };

export function meta({ matches, location }: Route.MetaArgs) {
  return seoMeta({ matches, pathname: location.pathname, titleKey: 'account.loginTitle', noindex: true });
}

export async function loader(args: Route.LoaderArgs) {
  await guardRoute(args);
  return { messages: apiMessages(routeLocale(args.params), FORM_MESSAGE_KEYS), googleClientId: args.context.googleClientId ?? null };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const locale = routeLocale(params);
  const form = await request.formData();
  const messages = apiMessages(locale, FORM_MESSAGE_KEYS);
  let body: unknown;
  if (form.get('intent') === 'google') {
    const googleIdToken = form.get('googleIdToken');
    if (typeof googleIdToken !== 'string' || !googleIdToken) return data<FormRefusal>({ formError: messages.invalid }, { status: 400 });
    body = { googleIdToken };
  } else {
    const parsed = parseForm(EmailLoginSchema, loginInput(form), messages);
    if ('refusal' in parsed) return data(parsed.refusal, { status: 400 });
    body = parsed.data;
  }
  try {
    const { setCookies } = await pageApi(request, context, locale).callWithCookies(ACCOUNT_PATH.login, body);
    return redirect(afterLoginPath(new URL(request.url).searchParams.get('redirect'), locale), { headers: cookieHeaders(setCookies) });
  } catch (error) {
    return data(apiRefusal(error, fallbackMessage(locale)), { status: 400 });
  }
}

/** The sign-up and password links keep the visitor's `redirect`, utm values and invitation code. */
function useCarriedQuery(): string {
  const [params] = useSearchParams();
  const carried = new URLSearchParams(params);
  carried.delete('reset');
  const query = carried.toString();
  return query ? `?${query}` : '';
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const [params] = useSearchParams();
  const carried = useCarriedQuery();
  const { clientErrors, onSubmit } = useClientCheck(EmailLoginSchema, loginInput, loaderData.messages);
  const refusal = actionData as FormRefusal | undefined;
  const errors = clientErrors ?? refusal?.fields ?? {};
  const busy = navigation.state !== 'idle' && navigation.formMethod === 'POST';
  return (
    <AuthCard
      title={t('account.loginTitle')}
      subtitle={
        <>
          {t('account.noAccount')}{' '}
          <LocalizedLink to={`/sign-up${carried}`} className="font-semibold text-teal-800 underline-offset-2 hover:underline">
            {t('account.signUp')}
          </LocalizedLink>
        </>
      }
    >
      <Form method="post" noValidate onSubmit={onSubmit} className="space-y-4">
        {params.get('reset') === '1' && !refusal && <FormMessage kind="success">{t('account.resetDone')}</FormMessage>}
        {refusal?.formError && <FormMessage kind="error">{refusal.formError}</FormMessage>}
        <TextField name="email" type="email" label={t('account.email')} autoComplete="username" inputMode="email" autoCapitalize="none" spellCheck={false} required error={errors.email} />
        <PasswordField name="password" label={t('account.password')} autoComplete="current-password" required error={errors.password} />
        <div className="flex justify-end">
          <LocalizedLink to="/reset-password" className="text-sm font-medium text-teal-800 underline-offset-2 hover:underline">
            {t('account.forgotPassword')}
          </LocalizedLink>
        </div>
        <SubmitButton busy={busy}>{busy ? t('account.loggingIn') : t('account.loginSubmit')}</SubmitButton>
      </Form>
      {loaderData.googleClientId && <GoogleSignIn clientId={loaderData.googleClientId} />}
    </AuthCard>
  );
}
