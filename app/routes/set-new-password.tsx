import { useEffect, useState } from 'react';
import { data, Form, redirect, useNavigation } from 'react-router';
import type { Route } from './+types/set-new-password';
import { ACCOUNT_PATH } from '../../core/api.ts';
import { ResetPasswordRequestSchema } from '../../core/account-schemas.ts';
import { localizePath } from '../../core/locale.ts';
import { AuthCard, FormMessage, PasswordField, SubmitButton } from '../components/account/fields.tsx';
import { resetPasswordInput, useClientCheck, type ExtraCheck, type FormRefusal } from '../components/account/forms.ts';
import { NewPasswordField, newPasswordProblem } from '../components/account/password-meter.tsx';
import { apiRefusal, parseForm } from '../components/account/forms.server.ts';
import { LocalizedLink, useLocalizePath } from '../components/localized-link.tsx';
import { FORM_MESSAGE_KEYS } from '../lib/account-messages.ts';
import { apiMessages, fallbackMessage, guardRoute } from '../lib/auth.server.ts';
import { useTranslation } from '../lib/i18n.tsx';
import { pageApi } from '../lib/page-api.server.ts';
import { routeLocale } from '../lib/route-locale.ts';
import { seoMeta } from '../lib/seo.ts';

export function meta({ matches, location }: Route.MetaArgs) {
  return seoMeta({ matches, pathname: location.pathname, titleKey: 'account.newPasswordTitle', noindex: true });
}

export async function loader(args: Route.LoaderArgs) {
  await guardRoute(args);
  const token = new URL(args.request.url).searchParams.get('token') ?? '';
  return { messages: apiMessages(routeLocale(args.params), FORM_MESSAGE_KEYS), token };
}

/** `A/pub/reset_pass`; on success the user logs in with the new password ('Reset your password successfully!' there). */
export async function action({ request, context, params }: Route.ActionArgs) {
  const locale = routeLocale(params);
  const messages = apiMessages(locale, FORM_MESSAGE_KEYS);
  const parsed = parseForm(ResetPasswordRequestSchema, resetPasswordInput(await request.formData()), messages);
  if ('refusal' in parsed) return data<FormRefusal>(parsed.refusal, { status: 400 });
  try {
    await pageApi(request, context, locale).call(ACCOUNT_PATH.resetPass, parsed.data);
  } catch (error) {
    return data<FormRefusal>(apiRefusal(error, fallbackMessage(locale)), { status: 400 });
  }
  return redirect(`${localizePath('/login', locale)}?reset=1`);
}

/** The new password's strength, by the API's rule (once the meter has loaded it). */
const strongPassword: ExtraCheck = (input) => ({ password: newPasswordProblem(input.password) });

/** Where the page keeps the reset token once it is out of the address bar (this tab only, until the page is left). */
const TOKEN_KEY = 'hb.resetToken';

/**
 * The reset token is read once from the link, then taken out of the address bar (so it is not in the
 * history, a shared screenshot or a later page's analytics) and kept for this tab: the form still sends
 * it, and a reload of the page can still set the password. Leaving the page forgets it.
 */
function useResetToken(fromLink: string): string {
  const [token, setToken] = useState(fromLink);
  useEffect(() => {
    try {
      if (fromLink) sessionStorage.setItem(TOKEN_KEY, fromLink);
      else {
        const kept = sessionStorage.getItem(TOKEN_KEY);
        if (kept) setToken(kept);
      }
    } catch {
      // Storage refused (privacy mode): the token lives in this page's state only.
    }
    const url = new URL(window.location.href);
    if (url.searchParams.has('token')) {
      url.searchParams.delete('token');
      window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
    }
    return () => {
      try {
        sessionStorage.removeItem(TOKEN_KEY);
      } catch {
        // nothing kept
      }
    };
  }, [fromLink]);
  return token;
}

export default function SetNewPassword({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const localize = useLocalizePath();
  const token = useResetToken(loaderData.token);
  const refusal = actionData as FormRefusal | undefined;
  const { clientErrors, onSubmit } = useClientCheck(ResetPasswordRequestSchema, resetPasswordInput, loaderData.messages, strongPassword);
  const errors = clientErrors ?? refusal?.fields ?? {};
  const busy = navigation.state !== 'idle' && navigation.formMethod === 'POST';
  if (!token) {
    return (
      <AuthCard title={t('account.newPasswordTitle')}>
        <FormMessage kind="error">{t('account.resetLinkIncomplete')}</FormMessage>
        <p className="mt-6 text-center text-sm">
          <LocalizedLink to="/reset-password" className="font-semibold text-teal-800 underline-offset-2 hover:underline">
            {t('account.requestNewLink')}
          </LocalizedLink>
        </p>
      </AuthCard>
    );
  }
  const tokenError = errors.token;
  return (
    <AuthCard title={t('account.newPasswordTitle')} subtitle={t('account.newPasswordText')}>
      {/* An explicit action: the default would repeat the link's `?token=…` in the request address. */}
      <Form method="post" action={localize('/setNewPassword')} noValidate onSubmit={onSubmit} className="space-y-4">
        {(refusal?.formError || tokenError) && <FormMessage kind="error">{refusal?.formError ?? tokenError}</FormMessage>}
        <input type="hidden" name="token" value={token} />
        <NewPasswordField name="password" label={t('account.newPassword')} autoComplete="new-password" required error={errors.password} hint={t('account.passwordHint')} />
        <PasswordField name="confirmPassword" label={t('account.confirmNewPassword')} autoComplete="new-password" required error={errors.confirmPassword} />
        <SubmitButton busy={busy}>{t('account.savePassword')}</SubmitButton>
      </Form>
      {refusal?.formError && (
        <p className="mt-6 text-center text-sm">
          <LocalizedLink to="/reset-password" className="font-semibold text-teal-800 underline-offset-2 hover:underline">
            {t('account.requestNewLink')}
          </LocalizedLink>
        </p>
      )}
    </AuthCard>
  );
}
